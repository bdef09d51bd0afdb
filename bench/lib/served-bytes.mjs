// What a browser receives: the bytes of a reply as they come over the wire, asked for with a
// given Accept-Encoding (the server picks the build's .br or .gz copy, or the plain file).
import { request } from 'node:http'

/**
 * Bytes of the body of `GET origin + route` as sent, with the encoding it was sent in.
 * @param {string} origin e.g. http://127.0.0.1:9000
 * @param {string} route the path, sent as written
 * @param {string} acceptEncoding e.g. `br` or `gzip`; empty for none
 * @returns {Promise<{ bytes: number, encoding: string }>}
 */
export function servedBytes(origin, route, acceptEncoding) {
  const { hostname, port } = new URL(origin)
  const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path: route, headers }, (res) => {
      let bytes = 0
      res.on('data', (/** @type {Buffer} */ chunk) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/**
 * The bytes served for each route with brotli, with gzip and with neither, summed.
 * @param {string} origin
 * @param {string[]} routes
 * @returns {Promise<{ raw: number, br: number, gzip: number }>}
 */
export async function servedTotals(origin, routes) {
  const totals = { raw: 0, br: 0, gzip: 0 }
  for (const route of routes) {
    totals.raw += (await servedBytes(origin, route, '')).bytes
    totals.br += (await servedBytes(origin, route, 'br')).bytes
    totals.gzip += (await servedBytes(origin, route, 'gzip')).bytes
  }
  return totals
}
