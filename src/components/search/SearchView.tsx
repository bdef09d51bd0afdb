import React, { useEffect, useState } from 'react'
import { navigate } from 'gatsby'
import * as D from '../detail/Detail.styles'
import { normaliseTerm, searchUrl, shouldWriteQuery, termFromSearch } from '../../lib/search/query'
import { viewOf } from '../../lib/search/state'
import { SearchForm } from './SearchForm'
import { SearchResults } from './SearchResults'
import { useSearchWorker } from './useSearchWorker'
import * as S from './Search.styles'

/**
 * The search screen: with q present on load it searches as soon as the index
 * is ready; when the route's q changes the term follows and searches again; running a search
 * writes the term to q unless it matches. An empty term never searches.
 */
export function SearchView({ locationSearch }: { locationSearch: string }) {
  const q = termFromSearch(locationSearch)
  const { state, search, reset } = useSearchWorker()
  // Starts empty so the server-rendered HTML and the first client render agree.
  const [term, setTerm] = useState('')

  useEffect(() => {
    setTerm(q)
  }, [q])

  useEffect(() => {
    if (!state.ready) return
    if (q) search(q)
    else reset()
  }, [q, state.ready, search, reset])

  const submit = (raw: string) => {
    const t = normaliseTerm(raw)
    setTerm(t)
    if (!t) return
    if (shouldWriteQuery(t, locationSearch)) navigate(searchUrl(t))
    else search(t)
  }

  // Offline, the index cannot load: say so rather than leave the visitor waiting.
  const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false
  // Between a new q and its search starting, show Loading... rather than the old state.
  const view = state.ready && !state.failed && q && q !== state.term ? 'loading' : viewOf(state)
  const count = state.results?.length ?? 0
  return (
    <D.Body data-search-state={view}>
      <D.Title>Search results</D.Title>
      <SearchForm term={term} onTermChange={setTerm} onSubmit={submit} />
      <S.Status role="status" aria-live="polite">
        {view === 'loading' && 'Loading...'}
        {view === 'empty' && 'No results found'}
        {view === 'failed' &&
          (isOffline()
            ? "You're offline: search needs a connection. Pages you've opened before still work."
            : 'Search is not available right now. Please reload and try again.')}
        {view === 'results' && (
          <S.Summary>
            {count} {count === 1 ? 'result' : 'results'} for &ldquo;{state.term}&rdquo;
          </S.Summary>
        )}
      </S.Status>
      {view === 'results' && state.results && <SearchResults items={state.results} />}
    </D.Body>
  )
}
