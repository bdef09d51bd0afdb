import { stripHtml, truncate, truncateAtWord } from './text'

describe('text rules', () => {
  it('strips markup and decodes entities', () => {
    expect(stripHtml('<p>Fish &amp; <strong>chips</strong></p><p>daily</p>')).toBe(
      'Fish & chips daily',
    )
    expect(stripHtml('<script>alert(1)</script>Hi')).toBe('Hi')
  })

  it('keeps short text and cuts long text at N characters plus the ellipsis', () => {
    expect(truncate('short', 200)).toBe('short')
    expect(truncate('a'.repeat(201), 200, '...')).toBe(`${'a'.repeat(200)}...`)
    expect(truncate('a'.repeat(200), 200)).toBe('a'.repeat(200))
  })

  it('cuts descriptions at a word boundary within the limit', () => {
    const text = 'word '.repeat(60)
    const cut = truncateAtWord(text, 200)
    expect(cut.length).toBeLessThanOrEqual(200)
    expect(cut.endsWith('word…')).toBe(true)
  })
})
