/** @jest-environment node */
import { headersForPath, parseHeadersFile, patternToRegex, routeForPath } from './headers-file.mjs'

const FILE = `# comment
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

/
  Content-Security-Policy: default-src 'self'
/stores/:slug/
  X-Store: yes
/static/*
  Cache-Control: public, max-age=31536000, immutable
/stores/harbour-pine/
  Content-Security-Policy: script-src 'sha256-abc='
`

describe('parseHeadersFile', () => {
  it('reads paths and their indented headers, values may contain colons', () => {
    const rules = parseHeadersFile(FILE)
    expect(rules.map((r) => [r.pattern, r.headers])).toEqual([
      [
        '/*',
        [
          ['X-Content-Type-Options', 'nosniff'],
          ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ],
      ],
      ['/', [['Content-Security-Policy', "default-src 'self'"]]],
      ['/stores/:slug/', [['X-Store', 'yes']]],
      ['/static/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
      ['/stores/harbour-pine/', [['Content-Security-Policy', "script-src 'sha256-abc='"]]],
    ])
  })

  it('reports malformed lines and skips them', () => {
    const problems: string[] = []
    const rules = parseHeadersFile('  Orphan: x\nstores/\n  X: y\n/ok\n  no colon\n  Y: z\n', (p) =>
      problems.push(p),
    )
    expect(rules.map((r) => [r.pattern, r.headers])).toEqual([['/ok', [['Y', 'z']]]])
    expect(problems).toEqual([
      'line 1: expected "Name: value" under a path: Orphan: x',
      'line 2: a path must start with "/": stores/',
      'line 3: expected "Name: value" under a path: X: y',
      'line 5: expected "Name: value" under a path: no colon',
    ])
  })
})

describe('matching', () => {
  const rules = parseHeadersFile(FILE)

  it('turns splats and placeholders into patterns', () => {
    expect(patternToRegex('/*').test('/any/thing.js')).toBe(true)
    expect(patternToRegex('/stores/:slug/').test('/stores/x/')).toBe(true)
    expect(patternToRegex('/stores/:slug/').test('/stores/x/y/')).toBe(false)
    expect(patternToRegex('/a.b/').test('/aXb/')).toBe(false)
  })

  it('names pages the way Gatsby routes them', () => {
    expect(routeForPath('/stores')).toBe('/stores/')
    expect(routeForPath('/stores/index.html')).toBe('/stores/')
    expect(routeForPath('/app-1.js')).toBe('/app-1.js')
    expect(routeForPath('/')).toBe('/')
  })

  it('applies every matching rule, joining repeated headers like Netlify', () => {
    expect(headersForPath(rules, '/')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': "default-src 'self'",
    })
    expect(headersForPath(rules, '/stores/harbour-pine')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Store': 'yes',
      'Content-Security-Policy': "script-src 'sha256-abc='",
    })
    expect(headersForPath(rules, '/static/a/b.png')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    const twice = parseHeadersFile('/*\n  CSP: a\n/x/\n  csp: b\n')
    expect(headersForPath(twice, '/x/')).toEqual({ CSP: 'a, b' })
  })
})
