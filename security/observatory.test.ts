/** @jest-environment node */
// The glue around @mdn/mdn-http-observatory (security/observatory.mjs), through its CLI:
// the package is untranspiled ESM, which Jest does not load from node_modules, so the scorer
// runs in Node, against a local server sending known headers. The results and the scores are
// the package's; what is tested here is what the glue adds: ports, the production host (the
// same response over verified HTTPS with http:// redirected, loopback origins only read as
// https://, the cookie jar and the page carried over), the HSTS preload stand-in, the CLI.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import {
  commonHeaders,
  contentSecurityPolicy,
  type PolicyConfig,
} from '../gatsby/post-build/security-headers'
import type { UrlScore } from './observatory.mjs'

const ROOT = path.resolve(__dirname, '..')
const CLI = path.join(ROOT, 'scripts', 'observatory.mjs')

// The demo build's configuration: the form endpoint is the demo CMS on a loopback origin.
const DEMO: PolicyConfig = {
  siteUrl: 'https://www.example.com.au',
  formEndpoint: 'http://127.0.0.1:4012/restful_forms/submitForm',
  tagManager: false,
  mapEmbedHosts: ['https://www.google.com/maps/embed'],
}

const HTML = '<script>window.pagePath="/"</script><script src="/app-1.js" async></script>'

/** What each path of the test server sends: headers besides the site's, and the body. */
const PAGES: Record<
  string,
  { config?: PolicyConfig; csp?: false; extra?: string[][]; html?: string }
> = {
  '/': {},
  '/no-csp/': { csp: false },
  '/insecure-cms/': { config: { ...DEMO, formEndpoint: 'http://cms.example.com/submit' } },
  '/session/': { extra: [['Set-Cookie', 'sessionid=1; HttpOnly; SameSite=Lax; Path=/']] },
  '/sri/': { html: '<script src="/app-1.js" integrity="sha384-abc" crossorigin></script>' },
}

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const page = PAGES[new URL(req.url ?? '/', 'http://x').pathname]
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
      return
    }
    const config = page.config ?? DEMO
    for (const [name, value] of commonHeaders(config)) res.setHeader(name, value)
    if (page.csp !== false)
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(config, ["'sha256-abc='"]))
    for (const [name, value] of page.extra ?? []) res.setHeader(name, value)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(page.html ?? HTML)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** Run the CLI (asynchronously: the test server is in this process). */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

const resultsOf = (score: UrlScore['production']) =>
  Object.fromEntries(score.tests.map((t) => [t.test, t.result]))

describe('the scorer', () => {
  let scores: Map<string, UrlScore>

  beforeAll(async () => {
    const urls = Object.keys(PAGES).map((p) => `${origin}${p}`)
    const { code, stdout, stderr } = await cli('--json', '--min', '0', ...urls)
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    scores = new Map((JSON.parse(stdout) as UrlScore[]).map((s) => [new URL(s.url).pathname, s]))
  }, 60000)

  it("scores the site's headers 120 (A+) as the production host, 60 as served", () => {
    const { status, asServed, production } = scores.get('/')!
    expect(status).toBe(200)
    expect(resultsOf(production)).toEqual({
      'content-security-policy': 'csp-implemented-with-unsafe-inline-in-style-src-only',
      cookies: 'cookies-not-found',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      redirection: 'redirection-to-https',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    })
    expect([production.score, production.grade, production.production]).toEqual([120, 'A+', true])
    expect(production.tests.map((t) => t.modifier)).toEqual([0, 0, 0, 0, 5, 0, 0, 0, 5, 10])
    expect(production.tests[0].note).toBe('loopback origins read as https: http://127.0.0.1:4012')
    expect(production.tests.every((t) => t.description.length > 0)).toBe(true)
    // Over plain http the two TLS tests fail, and nothing else changes.
    expect(asServed.tests.filter((t) => t.modifier < 0).map((t) => t.result)).toEqual([
      'redirection-missing',
      'hsts-not-implemented-no-https',
    ])
    expect([asServed.score, asServed.grade, asServed.production]).toEqual([60, 'C+', false])
  })

  it('scores a page without a policy lower, bonuses withheld below 90', () => {
    const { production } = scores.get('/no-csp/')!
    expect(resultsOf(production)).toMatchObject({
      'content-security-policy': 'csp-not-implemented',
      'x-frame-options': 'x-frame-options-sameorigin-or-deny',
    })
    // 100 − 25; the +5 and +10 bonuses do not count.
    expect([production.score, production.grade]).toEqual([75, 'B'])
  })

  it('reads only loopback origins as https', () => {
    const { production, asServed } = scores.get('/insecure-cms/')!
    expect(resultsOf(production)['content-security-policy']).toBe(
      'csp-implemented-with-insecure-scheme',
    )
    expect(production.tests[0].note).toBeUndefined()
    expect(production.score).toBe(80)
    // Over plain http an http: source is no downgrade.
    expect(resultsOf(asServed)['content-security-policy']).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    )
  })

  it("judges the page's cookies, protected by HSTS only as the production host", () => {
    const { production, asServed } = scores.get('/session/')!
    expect(resultsOf(asServed).cookies).toBe('cookies-session-without-secure-flag')
    expect(resultsOf(production).cookies).toBe(
      'cookies-session-without-secure-flag-but-protected-by-hsts',
    )
  })

  it('gives same-origin scripts with integrity the bonus only over https', () => {
    const { production, asServed } = scores.get('/sri/')!
    expect(resultsOf(production)['subresource-integrity']).toBe(
      'sri-implemented-and-all-scripts-loaded-securely',
    )
    expect(resultsOf(asServed)['subresource-integrity']).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    )
  })

  it('has an HSTS preload list for the package (an empty stand-in when not downloaded)', () => {
    const { hstsPreloadList } = scores.get('/')!
    expect(['empty stand-in', 'downloaded']).toContain(hstsPreloadList)
    const list = path.join(
      path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json')),
      'conf',
      'hsts-preload.json',
    )
    expect(existsSync(list)).toBe(true)
  })
})

describe('the command line', () => {
  it('reports every page and fails on one below --min', async () => {
    const { code, stdout, stderr } = await cli(`${origin}/`, `${origin}/no-csp/`)
    expect(code).toBe(1)
    expect(stdout).toContain(`${origin}/ as served: 60 (C+)`)
    expect(stdout).toContain(`${origin}/: 120 (A+), as the production HTTPS host`)
    expect(stdout).toMatch(/1 × 120 \(A\+\); as served 60\n\s+1 × 75 \(B\); as served 35/)
    expect(stdout).toMatch(
      /no-csp\/: 75 \(B\), as the production HTTPS host\n.*-25\s+csp-not-implemented/,
    )
    expect(stderr).toContain('1 page(s) score below 100.')
  }, 60000)

  it('passes with a lower --min', async () => {
    expect((await cli('--min', '75', `${origin}/no-csp/`)).code).toBe(0)
  }, 60000)
})
