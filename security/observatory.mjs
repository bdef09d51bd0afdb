// Score a page with Mozilla's own HTTP Observatory (@mdn/mdn-http-observatory): its retriever
// fetches the page, its ten analyzers (`ALL_TESTS`) judge the responses and its grader turns
// the results into a score and grade, summed the way its `scan()` sums them. This file is only
// the glue `scan()` cannot do for us:
//
// - Ports. `scan(hostname)` fetches http://host/ and https://host/ on ports 80 and 443; a test
//   server is on another port, which the package's `retrieve()` accepts.
// - The production host. The Observatory scans a public host over HTTPS and follows its http://
//   redirect; a local server has no TLS. `production` is therefore the same response presented
//   as the production host serves it: received over verified HTTPS, with http:// redirected to
//   https:// on the same host (the hosting's job, see docs/security.md). Loopback origins in the
//   policy (http://127.0.0.1:…, the demo CMS's form endpoint; browsers treat them as secure and
//   a production build never has them) are read as https:// there, and the report says so.
// - The HSTS preload list (see ensureHstsPreloadList below).
//
// Plain Node only: the package is untranspiled ESM, which Jest does not load from node_modules;
// the tests run scripts/observatory.mjs in a child process instead.
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import {
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
} from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
import { Requests } from '@mdn/mdn-http-observatory/src/types.js'

// Types of this file's scores and of `node scripts/observatory.mjs --json` (an array of UrlScore).
/**
 * @typedef {object} TestResult
 * @property {string} test the Observatory's test name, e.g. "content-security-policy"
 * @property {string | null} result the Observatory's result, e.g.
 *   "csp-implemented-with-unsafe-inline-in-style-src-only"
 * @property {number} modifier
 * @property {boolean | null} pass
 * @property {string} description
 * @property {string} [note]
 */
/**
 * @typedef {object} Scored
 * @property {number} score
 * @property {string} grade
 * @property {TestResult[]} tests
 * @property {boolean} production
 */
/**
 * @typedef {object} UrlScore
 * @property {string} url
 * @property {number} status
 * @property {'empty stand-in' | 'downloaded'} hstsPreloadList
 * @property {Scored} asServed
 * @property {Scored} production
 */

const PACKAGE_DIR = path.dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
)
const HSTS_PRELOAD_LIST = path.join(PACKAGE_DIR, 'conf', 'hsts-preload.json')

/**
 * The HSTS and redirection analyzers look the host up in `conf/hsts-preload.json`, Chromium's
 * preload list, which the package's postinstall downloads. Installs here run no scripts
 * (.npmrc: there is no network but the registry), so the file is missing and the analyzers
 * would throw (both make the call whatever the response, and plain Node has no module mocks).
 * Absent, it is created as an empty list: loopback hosts, which is what the site's own servers
 * are, are never on the real list either, so their scores do not change. A real list (`node
 * node_modules/@mdn/mdn-http-observatory/src/retrieve-hsts.js`, with network, replaces the
 * stand-in) is never overwritten: the file is linked into place, which fails if it exists.
 * Returns whether the list is an empty stand-in, so a public host's report can say that its
 * preload bonus is not known.
 */
/** @type {boolean | undefined} */
let standIn
function ensureHstsPreloadList() {
  if (standIn !== undefined) return standIn
  if (!existsSync(HSTS_PRELOAD_LIST)) {
    const temporary = `${HSTS_PRELOAD_LIST}.${process.pid}.tmp`
    writeFileSync(temporary, '{}\n')
    try {
      linkSync(temporary, HSTS_PRELOAD_LIST)
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    } finally {
      unlinkSync(temporary)
    }
  }
  standIn = Object.keys(JSON.parse(readFileSync(HSTS_PRELOAD_LIST, 'utf8'))).length === 0
  return standIn
}

/**
 * Run the package's tests and grade them as its `scan()` does (src/scanner/index.js).
 * @param {Requests} requests
 * @returns {Omit<Scored, 'production'>}
 */
function grade(requests) {
  let scoreWithExtraCredit = 100
  let uncurvedScore = 100
  const tests = ALL_TESTS.map((/** @type {(requests: Requests) => any} */ test) => {
    const output = test(requests)
    const modifier = output.result ? getScoreModifier(output.result) : 0
    scoreWithExtraCredit += modifier
    if (modifier < 0) uncurvedScore += modifier
    return {
      test: output.constructor.name,
      result: output.result,
      modifier,
      pass: output.pass,
      description: output.result ? getScoreDescription(output.result) : '',
    }
  })
  const { score, grade } = getGradeForScore(
    uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore,
  )
  return { score, grade, tests }
}

const LOOPBACK_HTTP = /\bhttp:\/\/(127(?:\.\d{1,3}){3}|localhost|\[::1\])(:\d+)?(?=[/\s;,'"]|$)/gi

/**
 * The retrieved responses as the production HTTPS host would give them (see the top).
 * @param {Requests} served what `retrieve()` got
 * @param {string} url the page
 * @returns {{ requests: Requests, loopback: string[] }}
 */
function asProductionHost(served, url) {
  const auto = served.responses.auto
  /** @type {Set<string>} */
  const loopback = new Set()
  /** @param {string} value */
  const toHttps = (value) =>
    value.replace(LOOPBACK_HTTP, (origin) => {
      loopback.add(origin)
      return origin.replace(/^http:/i, 'https:')
    })
  const csp = auto.headers.get('content-security-policy')
  // concat() copies the AxiosHeaders, which the analyzers read through.
  const headers = auto.headers.concat(
    csp ? { 'content-security-policy': Array.isArray(csp) ? csp.map(toHttps) : toHttps(csp) } : {},
  )
  const httpEquiv = new Map(
    [...(auto.httpEquiv ?? [])].map(([name, values]) => [
      name,
      name === 'content-security-policy' ? values.map(toHttps) : values,
    ]),
  )
  const response = { ...auto, headers, httpEquiv, verified: true }
  const https = new URL(url)
  https.protocol = 'https:'
  const http = new URL(url)
  http.protocol = 'http:'

  const requests = new Requests(served.hostname)
  requests.resources.path = served.resources.path
  requests.responses.auto = response
  requests.responses.http = response
  requests.responses.https = response
  requests.responses.cors = served.responses.cors
  requests.responses.httpRedirects = [
    { url: http, status: 301 },
    { url: https, status: response.status },
  ]
  requests.responses.httpsRedirects = [{ url: https, status: response.status }]
  // The same session (its cookie jar), at the https:// URL (CSP and SRI read its protocol).
  requests.session = Object.assign(Object.create(Object.getPrototypeOf(served.session)), {
    ...served.session,
    url: https,
  })
  return { requests, loopback: [...loopback] }
}

/**
 * The package's retriever on the URL's host, port and path (`scan()` has no ports).
 * @param {string} url
 * @returns {Promise<Requests>}
 */
async function retrieveUrl(url) {
  const { protocol, hostname, port, pathname, search } = new URL(url)
  /** @type {{ path: string, httpPort?: string, httpsPort?: string }} */
  const options = { path: `${pathname}${search}` }
  if (port && protocol === 'http:') {
    // Asked for https:// on the same port, a plain-http server fails the TLS handshake: that
    // counts as no HTTPS, as for any plain-http host.
    options.httpPort = port
    options.httpsPort = port
  } else if (port) options.httpsPort = port
  const requests = await retrieve(hostname, options)
  if (!requests.responses.auto) throw new Error(`${url}: the site seems to be down`)
  return requests
}

/**
 * Score a URL as served and as the production host. Unlike `scan()`, an error status (a 404
 * page) is scored too.
 * @param {string} url
 * @returns {Promise<UrlScore>}
 */
export async function scoreUrl(url) {
  const emptyList = ensureHstsPreloadList()
  const served = await retrieveUrl(url)
  const production = asProductionHost(served, url)
  const productionScore = grade(production.requests)
  if (production.loopback.length > 0) {
    const csp = /** @type {TestResult} */ (
      productionScore.tests.find((t) => t.test === 'content-security-policy')
    )
    csp.note = `loopback origins read as https: ${production.loopback.join(' ')}`
  }
  return {
    url,
    status: served.responses.auto.status,
    hstsPreloadList: emptyList ? 'empty stand-in' : 'downloaded',
    asServed: { ...grade(served), production: false },
    production: { ...productionScore, production: true },
  }
}

/**
 * A readable report of one score.
 * @param {string} label
 * @param {Scored} scored
 * @returns {string}
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
