/** @jest-environment node */
import {
  commonHeaders,
  contentSecurityPolicy,
  type PolicyConfig,
} from '../../gatsby/security-headers'
import {
  cspTest,
  gradeFor,
  hstsTest,
  isInsecureSource,
  scoreResponse,
  sriTest,
  cookiesTest,
  corsTest,
} from './observatory.mjs'

const PRODUCTION: PolicyConfig = {
  siteUrl: 'https://www.example.com.au',
  formEndpoint: 'https://cms.example.com.au/restful_forms/submitForm',
  tagManager: true,
  mapEmbedHosts: ['https://www.google.com/maps/embed'],
}

/** The headers the build emits for a page, as the server sends them (lower-case names). */
function siteHeaders(config: PolicyConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(config, ["'sha256-abc='"]),
  }
  for (const [name, value] of commonHeaders(config)) headers[name.toLowerCase()] = value
  return headers
}

const HTML = '<script>window.pagePath="/"</script><script src="/app-1.js" async></script>'

describe('the site as generated', () => {
  it('scores 120 (A+) on the production HTTPS host', () => {
    const scored = scoreResponse({
      url: 'https://www.example.com.au/',
      headers: siteHeaders(PRODUCTION),
      html: HTML,
    })
    const results = Object.fromEntries(scored.tests.map((t) => [t.test, t.result]))
    expect(results).toEqual({
      'content-security-policy': 'csp-implemented-with-unsafe-inline-in-style-src-only',
      cookies: 'cookies-not-found',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      redirection: 'redirection-not-needed-no-http',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'cross-origin-resource-policy-implemented-with-same-origin',
    })
    expect([scored.score, scored.grade]).toEqual([120, 'A+'])
  })

  it('scores a plain-http local server 60 as served, 120 as the production host', () => {
    const demo = { ...PRODUCTION, formEndpoint: 'http://127.0.0.1:4012/submit', tagManager: false }
    const input = { url: 'http://127.0.0.1:9000/', headers: siteHeaders(demo), html: HTML }
    expect(scoreResponse(input).score).toBe(60)
    const production = scoreResponse({ ...input, production: true })
    expect(production.score).toBe(120)
    expect(production.tests[0].note).toMatch(/loopback sources not counted as insecure/)
  })
})

describe('content security policy', () => {
  const csp = (policy: string, url = 'https://a.example.com/') =>
    cspTest({ url, headers: { 'content-security-policy': policy } }).result

  it.each([
    ["default-src 'none'", 'csp-implemented-with-no-unsafe-default-src-none'],
    ["default-src 'self'", 'csp-implemented-with-no-unsafe'],
    [
      "default-src 'self'; style-src 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ],
    ["default-src 'self'; script-src 'unsafe-inline'", 'csp-implemented-with-unsafe-inline'],
    [
      "default-src 'self'; script-src 'sha256-x=' 'unsafe-inline'",
      'csp-implemented-with-no-unsafe',
    ],
    ["default-src 'self'; script-src https:", 'csp-implemented-with-unsafe-inline'],
    ["script-src 'self'", 'csp-implemented-with-unsafe-inline'],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval'],
    [
      "default-src 'self'; connect-src http://cms.example.com",
      'csp-implemented-with-insecure-scheme',
    ],
    [
      "default-src 'self'; img-src http://img.example.com",
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    ],
    ["default-src 'self'; script-src 'strict-dynamic'", 'csp-header-invalid'],
  ])('%s → %s', (policy, result) => expect(csp(policy)).toBe(result))

  it('does not count http: sources on a plain-http site, nor loopback origins', () => {
    expect(
      csp("default-src 'self'; connect-src http://cms.example.com", 'http://a.example.com/'),
    ).toBe('csp-implemented-with-no-unsafe')
    expect(isInsecureSource('http://127.0.0.1:4012')).toBe(false)
    expect(isInsecureSource('http://localhost:8000/x')).toBe(false)
    expect(isInsecureSource('http://127.0.0.1.example.com')).toBe(true)
    expect(isInsecureSource('https://a.example.com')).toBe(false)
  })

  it('is missing or invalid', () => {
    expect(cspTest({ url: 'https://a.example.com/', headers: {} }).modifier).toBe(-25)
    expect(csp("default-src 'self'; b@d 'self'")).toBe('csp-header-invalid')
  })
})

describe('other tests', () => {
  const https = 'https://a.example.com/'

  it('reads HSTS max-age', () => {
    const hsts = (value: string) =>
      hstsTest({ url: https, headers: { 'strict-transport-security': value } }).result
    expect(hsts('max-age=15552000')).toBe('hsts-implemented-max-age-at-least-six-months')
    expect(hsts('max-age=86400; includeSubDomains')).toBe(
      'hsts-implemented-max-age-less-than-six-months',
    )
    expect(hsts('includeSubDomains')).toBe('hsts-header-invalid')
    expect(hstsTest({ url: 'http://a.example.com/', headers: {} }).result).toBe(
      'hsts-not-implemented-no-https',
    )
  })

  it('looks at external scripts for SRI', () => {
    const sri = (html: string) =>
      sriTest({ url: https, headers: { 'content-type': 'text/html' }, html }).result
    expect(sri('<p>none</p>')).toBe('sri-not-implemented-but-no-scripts-loaded')
    expect(sri('<script src="https://cdn.example.org/x.js"></script>')).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    )
    expect(sri('<script src="http://cdn.example.org/x.js"></script>')).toBe(
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    )
    expect(sri('<script src="https://cdn.example.org/x.js" integrity="sha384-x"></script>')).toBe(
      'sri-implemented-and-external-scripts-loaded-securely',
    )
    expect(sri('<script src="https://static.example.com/x.js"></script>')).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    )
  })

  it('judges cookies and CORS', () => {
    const cookies = (...c: string[]) =>
      cookiesTest({ url: https, headers: { 'set-cookie': c } }, false).result
    expect(cookies('sessionid=1; Secure; HttpOnly; SameSite=Lax')).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    )
    expect(cookies('sessionid=1; Secure')).toBe('cookies-session-without-httponly-flag')
    expect(cookies('theme=dark')).toBe('cookies-without-secure-flag')
    const origin = 'https://http-observatory.security.mozilla.org'
    expect(
      corsTest({
        url: https,
        preflightOrigin: origin,
        headers: {
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
        },
      }).modifier,
    ).toBe(-50)
    expect(corsTest({ url: https, headers: { 'access-control-allow-origin': '*' } }).modifier).toBe(
      0,
    )
  })

  it('withholds bonuses below 90 and grades like the Observatory', () => {
    const scored = scoreResponse({
      url: https,
      headers: { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' },
      html: '',
    })
    // -25 (no CSP) -20 (no HSTS) -20 (no XFO) = 35; the +5 referrer bonus is withheld.
    expect(scored.score).toBe(35)
    expect(gradeFor(35)).toBe('D')
    expect(gradeFor(100)).toBe('A+')
    expect(gradeFor(89)).toBe('A-')
  })
})
