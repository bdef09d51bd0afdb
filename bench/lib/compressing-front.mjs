// A front server before the project's static server that compresses what it answers (brotli,
// else gzip), as a CDN would; and, for a page's script-free twin, strips every script from
// its HTML (zero-js.mjs).
import { createServer, request } from 'node:http'

import { listen } from '../../site-server/listen.mjs'

import { brotli, gzip } from './compression.mjs'
import { stripScripts } from './zero-js.mjs'

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/

/**
 * The body as sent: compressed when the type and size are worth it and the browser accepts
 * it, each compression made once (`cache`).
 * @param {Buffer} body
 * @param {import('node:http').IncomingHttpHeaders} headers the origin's, changed to match
 * @param {import('node:http').IncomingMessage} req
 * @param {{ zeroJs: boolean, cache: Map<string, Buffer> }} front
 */
function compressed(body, headers, req, { zeroJs, cache }) {
  const type = String(headers['content-type'] || '')
  const accepts = String(req.headers['accept-encoding'] || '')
  if (!(COMPRESSIBLE.test(type) && body.length > 512 && /\b(br|gzip)\b/.test(accepts))) {
    return body
  }
  const encoding = /\bbr\b/.test(accepts) ? 'br' : 'gzip'
  const key = `${encoding}:${zeroJs}:${req.url}:${headers.etag ?? body.length}`
  if (!cache.has(key)) cache.set(key, encoding === 'br' ? brotli(body) : gzip(body))
  headers['content-encoding'] = encoding
  headers.vary = 'Accept-Encoding'
  return /** @type {Buffer} */ (cache.get(key))
}

/**
 * A front server that compresses what the project's static server answers (brotli, else
 * gzip), as a CDN would; with `zeroJs`, HTML comes without any script (the
 * zero-JavaScript limit of the same page).
 * @param {string} originUrl
 * @param {{ zeroJs?: boolean }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startFront(originUrl, { zeroJs = false } = {}) {
  /** @type {Map<string, Buffer>} */
  const cache = new Map()
  const server = createServer((req, res) => {
    const upstream = request(
      `${originUrl}${req.url}`,
      { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = []
        answer.on('data', (chunk) => chunks.push(chunk))
        answer.on('end', () => {
          /** @type {Buffer} */
          let body = Buffer.concat(chunks)
          const headers = { ...answer.headers }
          if (zeroJs && String(headers['content-type'] || '').startsWith('text/html')) {
            body = Buffer.from(stripScripts(body.toString('utf8')))
          }
          body = compressed(body, headers, req, { zeroJs, cache })
          delete headers['transfer-encoding']
          headers['content-length'] = String(body.length)
          res.writeHead(answer.statusCode ?? 500, headers)
          res.end(req.method === 'HEAD' ? undefined : body)
        })
      },
    )
    upstream.on('error', (error) => {
      res.statusCode = 502
      res.end(String(error))
    })
    req.pipe(upstream)
  })
  return listen(server, 0, '127.0.0.1')
}
