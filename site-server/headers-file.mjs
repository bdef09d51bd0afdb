// The `_headers` file of Netlify and Cloudflare Pages, as the static server applies it: read
// with Netlify's own parser (@netlify/headers-parser), so the server, Netlify and Cloudflare
// Pages read one file the same way.
//
// - A pattern is an exact path (`/stores/`), may end in a `*` splat (`/*`, `/static/*`) and may
//   hold `:placeholder` segments (`/stores/:slug/`); Netlify's matching allows a trailing slash.
// - Every rule whose pattern matches a path applies; when two rules set the same header, the
//   values are joined with ", " (as Netlify and Cloudflare do, so two Content-Security-Policy
//   values become two policies and both are enforced).
//
// The build writes the file (gatsby/post-build/security-headers.ts); see docs/security.md.
import { parseAllHeaders } from '@netlify/headers-parser'

/** @typedef {{ for: string, forRegExp: RegExp, values: Record<string, string> }} HeaderRule */

/**
 * The rules of a `_headers` file (none when it is missing). Lines the parser cannot read are
 * reported through `onProblem` and skipped.
 * @param {string} file
 * @param {(problem: string) => void} [onProblem]
 * @returns {Promise<HeaderRule[]>}
 */
export async function readHeadersFile(file, onProblem = () => {}) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  })
  for (const error of errors) onProblem(error.message)
  return /** @type {HeaderRule[]} */ (headers)
}

/**
 * The path rules are matched against: `/x/index.html` and `/x` (no file extension) are the
 * page `/x/`, as Gatsby names its routes (the server answers both from `x/index.html`).
 * @param {string} pathname decoded request path
 * @returns {string}
 */
export function routeForPath(pathname) {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length)
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  if (last !== '' && !last.includes('.')) return `${pathname}/`
  return pathname
}

/**
 * The headers for a path: every matching rule in file order, repeated names joined by ", ".
 * Header names keep the spelling of their first appearance.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  const route = routeForPath(pathname)
  /** @type {Map<string, [string, string]>} */
  const merged = new Map()
  for (const rule of rules) {
    if (!rule.forRegExp.test(route) && !rule.forRegExp.test(pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase()
      const previous = merged.get(key)
      merged.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value])
    }
  }
  return Object.fromEntries(merged.values())
}
