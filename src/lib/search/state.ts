/**
 * Search states: not ready (index loading), ready, searching, results shown.
 * Search is allowed only when ready; a new search replaces earlier results, and an answer to
 * an older search is ignored.
 */
import type { ContentItem } from './types'

export interface SearchState {
  ready: boolean
  failed: boolean
  /** Id of the search in flight, null when none. */
  pending: number | null
  /** The term of the last search started. */
  term: string
  /** Results of the last search, null before any (or after a reset). */
  results: ContentItem[] | null
}

export type SearchAction =
  | { type: 'ready' }
  | { type: 'failed' }
  | { type: 'search'; id: number; term: string }
  | { type: 'results'; id: number; items: ContentItem[] }
  | { type: 'reset' }

export const initialSearchState: SearchState = {
  ready: false,
  failed: false,
  pending: null,
  term: '',
  results: null,
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'ready':
      return { ...state, ready: true, failed: false }
    case 'failed':
      return { ...state, failed: true, pending: null }
    case 'search': {
      const term = action.term.trim()
      if (!state.ready || term === '') return state
      return { ...state, pending: action.id, term, results: null }
    }
    case 'results':
      if (action.id !== state.pending) return state
      return { ...state, pending: null, results: action.items }
    case 'reset':
      return { ...state, pending: null, term: '', results: null }
    default:
      return state
  }
}

/** What the page shows. */
export type SearchView = 'loading' | 'failed' | 'idle' | 'empty' | 'results'

export function viewOf(state: SearchState): SearchView {
  if (state.failed) return 'failed'
  if (!state.ready || state.pending !== null) return 'loading'
  if (state.results === null) return 'idle'
  return state.results.length ? 'results' : 'empty'
}
