/** The search term and the `q` query parameter. */

/** The term as searched: trimmed; no minimum length. */
export function normaliseTerm(raw: string | null | undefined): string {
  return (raw ?? '').trim()
}

/** The term in a location's search string (`?q=…`), trimmed; '' when absent. */
export function termFromSearch(search: string | null | undefined): string {
  return normaliseTerm(new URLSearchParams(search ?? '').get('q'))
}

/** The search page URL for a term, encoded as the GET form encodes it (`/search/?q=a+b`). */
export function searchUrl(term: string, basePath = '/search/'): string {
  const t = normaliseTerm(term)
  return t ? `${basePath}?${new URLSearchParams({ q: t }).toString()}` : basePath
}

/** Running a search writes the term to q unless it already matches. */
export function shouldWriteQuery(term: string, currentSearch: string | null | undefined): boolean {
  const t = normaliseTerm(term)
  return t !== '' && t !== termFromSearch(currentSearch)
}
