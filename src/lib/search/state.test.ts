import { initialSearchState, searchReducer, viewOf, type SearchState } from './state'
import type { ContentItem } from './types'

const store: ContentItem = { id: 's', type: 'Store', title: 'Willow', path: '/stores/willow/' }
const run = (...actions: Parameters<typeof searchReducer>[1][]): SearchState =>
  actions.reduce(searchReducer, initialSearchState)

describe('search states', () => {
  it('shows Loading until the index is ready', () => {
    expect(viewOf(initialSearchState)).toBe('loading')
    expect(viewOf(run({ type: 'ready' }))).toBe('idle')
  })

  it('does not search before the index is ready', () => {
    expect(run({ type: 'search', id: 1, term: 'knit' })).toEqual(initialSearchState)
  })

  it('does not search for an empty term', () => {
    const ready = run({ type: 'ready' })
    expect(searchReducer(ready, { type: 'search', id: 1, term: '   ' })).toBe(ready)
  })

  it('shows Loading while searching, then the results or none', () => {
    const searching = run({ type: 'ready' }, { type: 'search', id: 1, term: ' knit ' })
    expect(viewOf(searching)).toBe('loading')
    expect(searching.term).toBe('knit')
    const found = searchReducer(searching, { type: 'results', id: 1, items: [store] })
    expect(viewOf(found)).toBe('results')
    expect(found.results).toEqual([store])
    expect(viewOf(searchReducer(searching, { type: 'results', id: 1, items: [] }))).toBe('empty')
  })

  it('a new search replaces earlier results and ignores answers to older searches', () => {
    const first = run(
      { type: 'ready' },
      { type: 'search', id: 1, term: 'a' },
      { type: 'results', id: 1, items: [store] },
    )
    const second = searchReducer(first, { type: 'search', id: 2, term: 'b' })
    expect(second.results).toBeNull()
    const stale = searchReducer(second, { type: 'results', id: 1, items: [store] })
    expect(stale).toBe(second)
    expect(viewOf(searchReducer(second, { type: 'results', id: 2, items: [] }))).toBe('empty')
  })

  it('reset clears the results; a failed index load is shown as such', () => {
    const found = run(
      { type: 'ready' },
      { type: 'search', id: 1, term: 'a' },
      { type: 'results', id: 1, items: [store] },
    )
    expect(viewOf(searchReducer(found, { type: 'reset' }))).toBe('idle')
    expect(viewOf(run({ type: 'failed' }))).toBe('failed')
  })
})
