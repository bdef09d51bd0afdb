// The 404 answer: the body of the build's `404.html` (written by Gatsby for src/pages/404), in
// the first precompressed copy the browser accepts, with the headers of the 404 page it shows.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { CACHE_REVALIDATE } from './cache-control.mjs'

/** The page a 404 response shows, whose headers (its Content-Security-Policy) it gets. */
const NOT_FOUND_PAGE = '/404.html'

/**
 * The 404 page's bytes in the first encoding the client accepts that the build has a copy in.
 * @param {string} dir
 * @param {string | undefined} acceptEncoding
 * @returns {Promise<{ body: Buffer, encoding?: string }>}
 */
async function readNotFoundPage(dir, acceptEncoding = '') {
  const file = path.join(dir, NOT_FOUND_PAGE)
  const copies = [
    { suffix: '.br', encoding: 'br', accepted: /\bbr\b/i.test(acceptEncoding) },
    { suffix: '.gz', encoding: 'gzip', accepted: /\bgzip\b/i.test(acceptEncoding) },
  ]
  for (const { suffix, encoding, accepted } of copies) {
    if (!accepted) continue
    const body = await readFile(file + suffix).catch(() => null)
    if (body) return { body, encoding }
  }
  const body = await readFile(file).catch(() =>
    Buffer.from('<!doctype html><title>Not found</title><h1>Page not found</h1>\n'),
  )
  return { body }
}

/**
 * Answers 404 with the build's 404 page.
 * @param {import('./release.mjs').Release} release
 * @param {import('./headers-file.mjs').HeaderRule[]} rules the build's `_headers` rules
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {import('./response-headers.mjs').ApplyHeaders} applyHeaders
 */
export async function sendNotFound(release, rules, req, res, pathname, applyHeaders) {
  const { body, encoding } = await readNotFoundPage(release.dir, req.headers['accept-encoding'])
  // Never let a 404 inherit the immutable caching (or the headers) of the path it was asked for.
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  applyHeaders(rules, res, pathname, CACHE_REVALIDATE, NOT_FOUND_PAGE)
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}
