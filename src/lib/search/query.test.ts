import { normaliseTerm, searchUrl, shouldWriteQuery, termFromSearch } from './query'

describe('search term and q', () => {
  it('trims the term', () => {
    expect(normaliseTerm('  knit ')).toBe('knit')
    expect(normaliseTerm(undefined)).toBe('')
  })

  it('reads q from the location search, decoded and trimmed', () => {
    expect(termFromSearch('?q=winter+knits')).toBe('winter knits')
    expect(termFromSearch('?q=%20caf%C3%A9%20')).toBe('café')
    expect(termFromSearch('?x=1')).toBe('')
    expect(termFromSearch('')).toBe('')
  })

  it('builds the URL the GET form would', () => {
    expect(searchUrl(' winter knits ')).toBe('/search/?q=winter+knits')
    expect(searchUrl('a&b')).toBe('/search/?q=a%26b')
    expect(searchUrl('  ')).toBe('/search/')
  })

  it('writes q unless it already matches, and never for an empty term', () => {
    expect(shouldWriteQuery('knit', '')).toBe(true)
    expect(shouldWriteQuery('knit', '?q=shoes')).toBe(true)
    expect(shouldWriteQuery(' knit ', '?q=knit')).toBe(false)
    expect(shouldWriteQuery('', '?q=knit')).toBe(false)
  })
})
