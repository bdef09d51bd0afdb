// The Mozilla (MDN) HTTP Observatory's scoring, applied to one response: its ten tests (CSP,
// cookies, CORS, redirection, Referrer-Policy, HSTS, SRI, X-Content-Type-Options,
// X-Frame-Options, CORP) with the published modifiers
// (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring). Every site starts
// at 100; bonuses only count when the score without them is at least 90 (an A).
//
// The scoring is pure; `scoreUrl` at the end fetches a URL and scores it (used by
// scripts/observatory.mjs and e2e/security.spec.ts). The Observatory
// scans a public host over HTTPS and follows its http:// redirects; a local test server has no
// TLS, so `production: true` scores the response as the production HTTPS host would serve it:
// the HSTS header is read as if it came over HTTPS and the host is taken to redirect http:// to
// https:// on the same host (the hosting's job, see docs/security.md). Loopback origins
// (http://127.0.0.1:…, http://localhost:…) in the policy are the demo CMS's form endpoint;
// browsers treat them as potentially trustworthy and a production build never has them, so
// they are not counted as insecure sources.

export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

/** The modifier of each result, as published. */
export const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-missing': -20,
  'redirection-not-to-https': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-header-invalid': -5,
}

const GRADES = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

/** @param {number} score */
export function gradeFor(score) {
  return GRADES.find(([min]) => score >= min)?.[1] ?? 'F'
}

/**
 * @typedef {Record<string, string | string[] | undefined>} Headers header names in lower case
 * @typedef {{ test: string, result: string, modifier: number, note?: string }} TestResult
 * @typedef {{
 *   url: string,
 *   status?: number,
 *   headers: Headers,
 *   html?: string,
 *   production?: boolean,
 *   redirection?: string,
 *   preflightOrigin?: string,
 * }} ScanInput
 */

/** @param {Headers} headers @param {string} name @returns {string[]} */
function all(headers, name) {
  const value = headers[name.toLowerCase()]
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/** @param {Headers} headers @param {string} name */
const first = (headers, name) => all(headers, name)[0]

const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const PASSIVE = new Set(['img-src', 'media-src'])
const HASH_OR_NONCE = /^'(?:sha256|sha384|sha512|nonce)-/

/** A source that loads over plain http and is not a loopback (potentially trustworthy) origin. */
export function isInsecureSource(source) {
  if (!/^(?:http|ftp):/i.test(source)) return false
  return !/^http:\/\/(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])(?::\d+|:\*)?(?:\/|$)/i.test(source)
}

/**
 * Parse Content-Security-Policy header values into one directive map (policies joined by a
 * comma are read in order; the first policy to set a directive wins). Throws when invalid.
 * @param {string[]} values
 * @returns {Map<string, Set<string>>}
 */
export function parseCsp(values) {
  /** @type {Map<string, Set<string>>} */
  const csp = new Map()
  for (const policy of values.flatMap((v) => v.split(','))) {
    for (const raw of policy.split(';')) {
      const parts = raw.trim().split(/\s+/).filter(Boolean)
      if (parts.length === 0) continue
      const name = parts[0].toLowerCase()
      if (!/^[a-z-]+$/.test(name)) throw new Error(`invalid directive name "${parts[0]}"`)
      const sources = parts.slice(1).map((s) => (s.startsWith("'") ? s.toLowerCase() : s))
      if (!csp.has(name)) csp.set(name, new Set(sources))
    }
  }
  return csp
}

/** @param {ScanInput} input @returns {TestResult & { policy?: Map<string, Set<string>> }} */
export function cspTest(input) {
  const values = all(input.headers, 'content-security-policy')
  const test = 'content-security-policy'
  if (values.length === 0) return { test, result: 'csp-not-implemented', modifier: -25 }
  let csp
  try {
    csp = parseCsp(values)
  } catch {
    return { test, result: 'csp-header-invalid', modifier: -25 }
  }
  if (csp.size === 0) return { test, result: 'csp-not-implemented', modifier: -25 }
  const https = input.production || new URL(input.url).protocol === 'https:'
  const star = () => new Set(['*'])
  const get = (name) => new Set(csp.get(name) ?? csp.get('default-src') ?? star())
  const scriptSrc = get('script-src')
  const styleSrc = get('style-src')
  const objectSrc = get('object-src')
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'")
  }
  let result = null
  if (scriptSrc.has("'strict-dynamic'")) {
    if ([...scriptSrc].some((s) => HASH_OR_NONCE.test(s))) {
      for (const s of [...scriptSrc]) {
        if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
          scriptSrc.delete(s)
      }
    } else {
      result = 'csp-header-invalid'
    }
  }
  const active = [
    ...[...csp.entries()]
      .filter(([name]) => !PASSIVE.has(name) && name !== 'script-src')
      .flatMap(([, list]) => [...list]),
    ...scriptSrc,
  ]
  const passive = [...PASSIVE].flatMap((name) => [
    ...(csp.get(name) ?? csp.get('default-src') ?? new Set()),
  ])
  const set = (r) => {
    if (result === null) result = r
  }
  if (
    [...scriptSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) ||
    [...objectSrc].some((s) => BROAD.has(s))
  )
    set('csp-implemented-with-unsafe-inline')
  if (https && active.some(isInsecureSource)) set('csp-implemented-with-insecure-scheme')
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    set('csp-implemented-with-unsafe-eval')
  if (https && passive.some(isInsecureSource))
    set('csp-implemented-with-insecure-scheme-in-passive-content-only')
  if ([...styleSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    set('csp-implemented-with-unsafe-inline-in-style-src-only')
  const defaultSrc = csp.get('default-src')
  if (defaultSrc && defaultSrc.size === 1 && defaultSrc.has("'none'"))
    set('csp-implemented-with-no-unsafe-default-src-none')
  set('csp-implemented-with-no-unsafe')
  const loopback = active.concat(passive).filter((s) => /^http:/i.test(s) && !isInsecureSource(s))
  return {
    test,
    result,
    modifier: MODIFIERS[result],
    policy: csp,
    ...(https && loopback.length > 0
      ? { note: `loopback sources not counted as insecure: ${[...new Set(loopback)].join(' ')}` }
      : {}),
  }
}

const SESSION_COOKIE = /sess|login|token|auth|^sid$|^id$/i

/** @param {ScanInput} input @param {boolean} hsts @returns {TestResult} */
export function cookiesTest(input, hsts) {
  const test = 'cookies'
  const cookies = all(input.headers, 'set-cookie').map((line) => {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim())
    const attrs = new Map(
      attributes.map((a) => {
        const [k, ...v] = a.split('=')
        return [k.toLowerCase(), v.join('=').toLowerCase()]
      }),
    )
    return { name: pair.split('=')[0], attrs }
  })
  const finish = (result) => ({ test, result, modifier: MODIFIERS[result] })
  if (cookies.length === 0) return finish('cookies-not-found')
  const session = (c) => SESSION_COOKIE.test(c.name)
  if (
    cookies.some(
      (c) =>
        c.attrs.has('samesite') && !['strict', 'lax', 'none'].includes(c.attrs.get('samesite')),
    )
  )
    return finish('cookies-samesite-flag-invalid')
  if (cookies.some((c) => session(c) && !c.attrs.has('secure')))
    return finish(
      hsts
        ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
        : 'cookies-session-without-secure-flag',
    )
  if (cookies.some((c) => session(c) && !c.attrs.has('httponly')))
    return finish('cookies-session-without-httponly-flag')
  if (cookies.some((c) => !c.attrs.has('secure')))
    return finish(
      hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag',
    )
  if (cookies.every((c) => ['strict', 'lax'].includes(c.attrs.get('samesite') ?? '')))
    return finish('cookies-secure-with-httponly-sessions-and-samesite')
  return finish('cookies-secure-with-httponly-sessions')
}

/** @param {ScanInput} input @returns {TestResult} */
export function corsTest(input) {
  const test = 'cross-origin-resource-sharing'
  const acao = first(input.headers, 'access-control-allow-origin')?.trim()
  const credentials = first(input.headers, 'access-control-allow-credentials')?.trim().toLowerCase()
  let result = 'cross-origin-resource-sharing-not-implemented'
  if (acao === '*') result = 'cross-origin-resource-sharing-implemented-with-public-access'
  else if (
    acao &&
    input.preflightOrigin &&
    acao === input.preflightOrigin &&
    credentials === 'true'
  )
    result = 'cross-origin-resource-sharing-implemented-with-universal-access'
  else if (acao) result = 'cross-origin-resource-sharing-implemented-with-restricted-access'
  return { test, result, modifier: MODIFIERS[result] }
}

/** @param {ScanInput} input @returns {TestResult} */
export function redirectionTest(input) {
  const test = 'redirection'
  if (input.production) {
    return {
      test,
      result: 'redirection-to-https',
      modifier: 0,
      note: 'assumed: the production host redirects http:// to https:// on the same host',
    }
  }
  const result =
    input.redirection ??
    (new URL(input.url).protocol === 'http:'
      ? 'redirection-missing'
      : 'redirection-not-needed-no-http')
  return { test, result, modifier: MODIFIERS[result] }
}

const REFERRER_GOOD = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]
const REFERRER_BAD = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
]

/** @param {ScanInput} input @returns {TestResult} */
export function referrerPolicyTest(input) {
  const test = 'referrer-policy'
  const values = all(input.headers, 'referrer-policy')
  let result = 'referrer-policy-not-implemented'
  if (values.length > 0) {
    const valid = values
      .join(',')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => REFERRER_GOOD.includes(v) || REFERRER_BAD.includes(v))
    const policy = valid.at(-1)
    result = !policy
      ? 'referrer-policy-header-invalid'
      : REFERRER_GOOD.includes(policy)
        ? 'referrer-policy-private'
        : 'referrer-policy-unsafe'
  }
  return { test, result, modifier: MODIFIERS[result] }
}

// Six months as the Observatory counts it (it accepts the common 15552000).
export const SIX_MONTHS = 15552000

/** @param {ScanInput} input @returns {TestResult & { maxAge?: number }} */
export function hstsTest(input) {
  const test = 'strict-transport-security'
  const https = input.production || new URL(input.url).protocol === 'https:'
  const finish = (result, extra = {}) => ({ test, result, modifier: MODIFIERS[result], ...extra })
  if (!https) return finish('hsts-not-implemented-no-https')
  const header = first(input.headers, 'strict-transport-security')
  if (header === undefined) return finish('hsts-not-implemented')
  if (header.includes(',')) return finish('hsts-header-invalid')
  const maxAge = header
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('max-age='))
  const seconds = maxAge ? Number.parseInt(maxAge.slice(8), 10) : NaN
  if (!Number.isFinite(seconds)) return finish('hsts-header-invalid')
  const note = input.production
    ? 'read as sent over HTTPS (browsers ignore HSTS received over plain http)'
    : undefined
  return finish(
    seconds >= SIX_MONTHS
      ? 'hsts-implemented-max-age-at-least-six-months'
      : 'hsts-implemented-max-age-less-than-six-months',
    { maxAge: seconds, ...(note ? { note } : {}) },
  )
}

/** The second-level-ish domain of a host (last two labels; three for e.g. .com.au). */
function siteOf(host) {
  const labels = host.toLowerCase().split('.')
  const keep =
    /^(?:com|net|org|gov|edu|co|asn|id)$/.test(labels.at(-2) ?? '') && labels.length > 2 ? 3 : 2
  return labels.slice(-keep).join('.')
}

/** @param {ScanInput} input @returns {TestResult} */
export function sriTest(input) {
  const test = 'subresource-integrity'
  const finish = (result) => ({ test, result, modifier: MODIFIERS[result] })
  const type = (first(input.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type && type !== 'text/html' && type !== 'application/xhtml+xml')
    return finish('sri-not-implemented-response-not-html')
  const html = input.html ?? ''
  const tags = html.match(/<script\b[^>]*>/gi) ?? []
  if (tags.length === 0) return finish('sri-not-implemented-but-no-scripts-loaded')
  const https = input.production || new URL(input.url).protocol === 'https:'
  const host = new URL(input.url).hostname
  const order = [
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
  ]
  let worst = null
  let foreign = false
  let integrityOnAll = true
  for (const tag of tags) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag)
    if (!src) continue
    const value = src[1] ?? src[2] ?? src[3] ?? ''
    const integrity = /\sintegrity\s*=/i.test(tag)
    if (!integrity) integrityOnAll = false
    const protocolRelative = /^\/\/[^/]/.test(value)
    const absolute = /^https?:\/\//i.test(value)
    const sameSite = absolute ? siteOf(new URL(value).hostname) === siteOf(host) : !protocolRelative
    if (!absolute && !protocolRelative) continue
    if (sameSite && !protocolRelative) continue
    foreign = true
    const secure = absolute ? value.toLowerCase().startsWith('https:') : false
    const result = integrity
      ? secure
        ? null
        : 'sri-implemented-but-external-scripts-not-loaded-securely'
      : secure
        ? 'sri-not-implemented-but-external-scripts-loaded-securely'
        : 'sri-not-implemented-and-external-scripts-not-loaded-securely'
    if (result && (worst === null || order.indexOf(result) < order.indexOf(worst))) worst = result
  }
  if (worst) return finish(worst)
  if (foreign) return finish('sri-implemented-and-external-scripts-loaded-securely')
  if (integrityOnAll && https) return finish('sri-implemented-and-all-scripts-loaded-securely')
  return finish('sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
}

/** @param {ScanInput} input @returns {TestResult} */
export function xContentTypeOptionsTest(input) {
  const test = 'x-content-type-options'
  const value = first(input.headers, 'x-content-type-options')
  const result =
    value === undefined
      ? 'x-content-type-options-not-implemented'
      : value.trim().toLowerCase() === 'nosniff'
        ? 'x-content-type-options-nosniff'
        : 'x-content-type-options-header-invalid'
  return { test, result, modifier: MODIFIERS[result] }
}

/** @param {ScanInput} input @param {Map<string, Set<string>> | undefined} csp @returns {TestResult} */
export function xFrameOptionsTest(input, csp) {
  const test = 'x-frame-options'
  const value = first(input.headers, 'x-frame-options')?.trim().toLowerCase()
  let result = 'x-frame-options-not-implemented'
  if (value === 'deny' || value === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny'
  else if (value?.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin'
  else if (value !== undefined) result = 'x-frame-options-header-invalid'
  if (csp?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp'
  return { test, result, modifier: MODIFIERS[result] }
}

/** @param {ScanInput} input @returns {TestResult} */
export function corpTest(input) {
  const test = 'cross-origin-resource-policy'
  const value = first(input.headers, 'cross-origin-resource-policy')
    ?.slice(0, 256)
    .trim()
    .toLowerCase()
  const result =
    value === undefined || value === ''
      ? 'cross-origin-resource-policy-not-implemented'
      : value === 'same-origin'
        ? 'cross-origin-resource-policy-implemented-with-same-origin'
        : value === 'same-site'
          ? 'cross-origin-resource-policy-implemented-with-same-site'
          : value === 'cross-origin'
            ? 'cross-origin-resource-policy-implemented-with-cross-origin'
            : 'cross-origin-resource-policy-header-invalid'
  return { test, result, modifier: MODIFIERS[result] }
}

/**
 * Score one response.
 * @param {ScanInput} input
 * @returns {{ score: number, grade: string, tests: TestResult[], production: boolean }}
 */
export function scoreResponse(input) {
  const csp = cspTest(input)
  const hsts = hstsTest(input)
  const { policy, ...cspResult } = csp
  const tests = [
    cspResult,
    cookiesTest(input, hsts.result.startsWith('hsts-implemented')),
    corsTest(input),
    redirectionTest(input),
    referrerPolicyTest(input),
    hsts,
    sriTest(input),
    xContentTypeOptionsTest(input),
    xFrameOptionsTest(input, policy),
    corpTest(input),
  ]
  const withExtraCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0)
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0)
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved)
  return { score, grade: gradeFor(score), tests, production: !!input.production }
}

/**
 * A readable report of a scored response.
 * @param {string} label
 * @param {ReturnType<typeof scoreResponse>} scored
 */
export function formatReport(label, scored) {
  const width = Math.max(...scored.tests.map((t) => t.test.length))
  const lines = [
    `${label}: ${scored.score} (${scored.grade})${scored.production ? ', as the production HTTPS host' : ''}`,
  ]
  for (const t of scored.tests) {
    const modifier = `${t.modifier > 0 ? '+' : ''}${t.modifier}`.padStart(4)
    lines.push(`  ${t.test.padEnd(width)}  ${modifier}  ${t.result}${t.note ? ` (${t.note})` : ''}`)
  }
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------
// Fetching

// The Observatory sends this Origin to see whether CORS reflects it.
export const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org'

/** @param {string} url */
export async function fetchForScoring(url) {
  const res = await fetch(url, { redirect: 'manual', headers: { Origin: OBSERVATORY_ORIGIN } })
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  res.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = res.headers.getSetCookie?.() ?? []
  if (cookies.length > 0) headers['set-cookie'] = cookies
  const html = (res.headers.get('content-type') ?? '').includes('html') ? await res.text() : ''
  return { url, status: res.status, headers, html, preflightOrigin: OBSERVATORY_ORIGIN }
}

/** Score a URL both ways. */
export async function scoreUrl(url) {
  const response = await fetchForScoring(url)
  return {
    url,
    status: response.status,
    asServed: scoreResponse(response),
    production: scoreResponse({ ...response, production: true }),
  }
}
