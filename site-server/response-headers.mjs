// The headers every answer of the static server carries: its Cache-Control, nosniff, the
// headers the build's `_headers` gives the path (the security headers and each page's
// Content-Security-Policy), and the caller's own extra headers, which win over `_headers`.
import { headersForPath } from './headers-file.mjs'

/**
 * Extra response headers (a null or undefined value removes the header).
 * @typedef {Record<string, string | number | readonly string[] | null | undefined>} HeaderValues
 */
/** @typedef {HeaderValues | ((pathname: string) => HeaderValues | undefined)} ExtraHeaders */

/**
 * @callback ApplyHeaders
 * @param {import('./headers-file.mjs').HeaderRule[]} rules the build's `_headers` rules
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname the path asked for (which the extra headers are chosen for)
 * @param {string} cacheControl
 * @param {string} [rulesPath] the path whose `_headers` rules apply (the 404 page for a 404;
 *   default `pathname`)
 * @returns {void}
 */

/**
 * Sets an answer's headers, with `headers` merged over the defaults.
 * @param {ExtraHeaders} headers
 * @returns {ApplyHeaders}
 */
export function headersApplier(headers) {
  /** @param {string} pathname */
  const extraHeadersFor = (pathname) => {
    const extra = typeof headers === 'function' ? headers(pathname) : headers
    return extra || {}
  }
  return (rules, res, pathname, cacheControl, rulesPath = pathname) => {
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    for (const [name, value] of Object.entries(headersForPath(rules, rulesPath))) {
      res.setHeader(name, value)
    }
    for (const [name, value] of Object.entries(extraHeadersFor(pathname))) {
      if (value === undefined || value === null) res.removeHeader(name)
      else res.setHeader(name, value)
    }
  }
}
