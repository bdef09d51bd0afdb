import { searchForStoreFilter, storeFilterFromSearch } from './directoryUrl'

describe('directory URL state', () => {
  it('reads category and term from the query', () => {
    expect(storeFilterFromSearch('?category=20&q=%20shoes%20')).toEqual({
      category: 20,
      term: 'shoes',
    })
    expect(storeFilterFromSearch('?category=abc')).toEqual({ category: null, term: '' })
    expect(storeFilterFromSearch('')).toEqual({ category: null, term: '' })
    expect(storeFilterFromSearch(undefined)).toEqual({ category: null, term: '' })
  })

  it('writes the filter to the query, keeping other parameters', () => {
    expect(searchForStoreFilter({ category: 20, term: 'running shoes' })).toBe(
      '?category=20&q=running+shoes',
    )
    expect(searchForStoreFilter({ category: null, term: '' }, '?category=3&q=x')).toBe('')
    expect(searchForStoreFilter({ category: null, term: 'x' }, '?utm=1&category=3')).toBe(
      '?utm=1&q=x',
    )
  })

  it('round-trips', () => {
    const filter = { category: 47, term: 'lamp & shade' }
    expect(storeFilterFromSearch(searchForStoreFilter(filter))).toEqual(filter)
  })
})
