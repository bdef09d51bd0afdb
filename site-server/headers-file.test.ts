/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { headersForPath, readHeadersFile, routeForPath } from './headers-file.mjs'

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

let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'headers-file-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The rules of a `_headers` file with this text. */
function rulesOf(text: string, onProblem?: (problem: string) => void) {
  const file = path.join(dir, `_headers-${Math.random().toString(36).slice(2)}`)
  writeFileSync(file, text)
  return readHeadersFile(file, onProblem)
}

describe('readHeadersFile', () => {
  it('reads paths and their indented headers; values may contain colons', async () => {
    const rules = await rulesOf(FILE)
    expect(rules.map((r) => [r.for, r.values])).toEqual([
      [
        '/*',
        {
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        },
      ],
      ['/', { 'Content-Security-Policy': "default-src 'self'" }],
      ['/stores/:slug/', { 'X-Store': 'yes' }],
      ['/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }],
      ['/stores/harbour-pine/', { 'Content-Security-Policy': "script-src 'sha256-abc='" }],
    ])
  })

  it('reports a header before any path, and keeps the rest', async () => {
    const problems: string[] = []
    const rules = await rulesOf('  Orphan: x\n/ok\n  Y: z\n', (p) => problems.push(p))
    expect(rules.map((r) => [r.for, r.values])).toEqual([['/ok', { Y: 'z' }]])
    expect(problems).toEqual(['Path should come before header "Orphan"'])
  })

  it('has no rules without a file', async () => {
    expect(await readHeadersFile(path.join(dir, 'missing'))).toEqual([])
  })
})

describe('matching', () => {
  it('matches splats and placeholders as Netlify does', async () => {
    const rules = await rulesOf(FILE)
    const matching = (pathname: string) =>
      rules.filter((r) => r.forRegExp.test(pathname)).map((r) => r.for)
    expect(matching('/any/thing.js')).toEqual(['/*'])
    expect(matching('/stores/x/')).toEqual(['/*', '/stores/:slug/'])
    expect(matching('/stores/x/y/')).toEqual(['/*'])
  })

  it('names pages the way Gatsby routes them', () => {
    expect(routeForPath('/stores')).toBe('/stores/')
    expect(routeForPath('/stores/index.html')).toBe('/stores/')
    expect(routeForPath('/app-1.js')).toBe('/app-1.js')
    expect(routeForPath('/')).toBe('/')
  })

  it('applies every matching rule, joining repeated headers like Netlify', async () => {
    const rules = await rulesOf(FILE)
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
    const twice = await rulesOf('/*\n  CSP: a\n/x/\n  csp: b\n')
    expect(headersForPath(twice, '/x/')).toEqual({ CSP: 'a, b' })
  })
})
