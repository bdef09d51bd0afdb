import { compareNames, stripHtml, truncate, truncateAtWord } from './text'

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
    // 11 characters a word: 199 characters end one letter into the 19th word, which is dropped.
    const cut = truncateAtWord('abcdefghij '.repeat(30), 200)
    expect(cut).toBe(`${Array(18).fill('abcdefghij').join(' ')}…`)
    expect(cut).toHaveLength(198)
    // Punctuation left at the cut goes; one long word is cut where it must be.
    expect(truncateAtWord(`${'Shoes, '.repeat(28)}and more`, 150)).toBe(
      `${Array(21).fill('Shoes').join(', ')}…`,
    )
    expect(truncateAtWord('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}…`)
    expect(truncateAtWord('  a   short\n text ', 200)).toBe('a short text')
  })
})

describe('compareNames', () => {
  const icu = (a: string, b: string) => Math.sign(a.localeCompare(b, 'en-AU'))
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i))

  it('orders every pair of printable characters as the Unicode collation does in en-AU', () => {
    const wrong: string[] = []
    for (const a of printable) {
      for (const b of printable) if (compareNames(a, b) !== icu(a, b)) wrong.push(a + b)
    }
    expect(wrong).toEqual([])
  })

  it('agrees with localeCompare on 20,000 pairs of names, case and prefixes included', () => {
    // Short strings over a small alphabet, so equal prefixes, case-only and length differences
    // are common (deterministic, no Math.random in tests).
    const alphabet = "aAbB zZ0-'&."
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    const name = () =>
      Array.from({ length: next() % 6 }, () => alphabet[next() % alphabet.length]).join('')
    for (let i = 0; i < 20000; i += 1) {
      const a = name()
      const b = name()
      if (compareNames(a, b) !== icu(a, b))
        expect([a, b, compareNames(a, b)]).toEqual([a, b, icu(a, b)])
    }
  })

  it('sorts store names alphabetically regardless of case', () => {
    const names = ['Zara', 'adidas', 'H&M', 'Country Road', 'country road', "Levi's", '7-Eleven']
    expect([...names].sort(compareNames)).toEqual([
      '7-Eleven',
      'adidas',
      'country road',
      'Country Road',
      'H&M',
      "Levi's",
      'Zara',
    ])
  })

  it('orders names beyond ASCII as en-AU does, whatever the visitor’s language', () => {
    expect(['Öko', 'Oz', 'Ob'].sort(compareNames)).toEqual(['Ob', 'Öko', 'Oz'])
    expect(compareNames('Café', 'Cafe')).toBe(1)
  })

  it('makes one collator for all its comparisons', () => {
    compareNames('a', 'b')
    const spy = jest.spyOn(Intl, 'Collator')
    try {
      const names = Array.from({ length: 200 }, (_, i) => `Store ${(i * 7919) % 200}`)
      expect(names.sort(compareNames)[1]).toBe('Store 1')
      expect(spy).not.toHaveBeenCalled()
    } finally {
      spy.mockRestore()
    }
  })
})
