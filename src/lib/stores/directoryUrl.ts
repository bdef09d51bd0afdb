/** The store directory's filter in the page's URL, so a filtered directory can be linked. */
import type { StoreFilter } from './directoryFilter'

/** The directory's filter from a URL query: `?category={tid}&q={term}`. */
export function storeFilterFromSearch(search: string | null | undefined): StoreFilter {
  const params = new URLSearchParams(search ?? '')
  const raw = (params.get('category') ?? '').trim()
  const category = /^\d+$/.test(raw) ? Number(raw) : null
  return { category, term: (params.get('q') ?? '').trim() }
}

/** The URL query for a filter (empty for no filter), keeping other parameters of `current`. */
export function searchForStoreFilter(filter: StoreFilter, current = ''): string {
  const params = new URLSearchParams(current)
  params.delete('category')
  params.delete('q')
  if (filter.category !== null) params.set('category', String(filter.category))
  const term = filter.term.trim()
  if (term) params.set('q', term)
  const query = params.toString()
  return query ? `?${query}` : ''
}
