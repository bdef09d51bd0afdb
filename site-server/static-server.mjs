// Static file server for the built Gatsby site (./public), used by `npm run serve` and the e2e tests.
//
// - `/foo` and `/foo/` serve `foo/index.html` (Gatsby writes one index.html per route).
// - Unknown paths answer 404 with the body of `404.html` (written by Gatsby for src/pages/404).
// - Cache-Control follows Gatsby's caching guidance
//   (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/):
//   files under /static/ and content-hashed JS/CSS are immutable for a year; HTML, page-data,
//   app-data and sw.js (and anything else) must be revalidated on every use.
// - The headers in the served root's `_headers` file (Netlify / Cloudflare Pages syntax, written
//   by the build: the security headers and each page's Content-Security-Policy) are applied to
//   every response; a 404 gets the headers of the 404 page it shows. `_headers`, `_redirects`
//   and `_nginx/` themselves are never served.
// - The redirects in the root's `_redirects` file (written by the build from Drupal's redirects,
//   gatsby/post-build/redirects.ts; parsed with Netlify's own parser) answer with their status and a
//   Location, before any file: the visitor's query string is kept unless the target has one.
// - Extra response headers can be merged in with `headers` (they win over `_headers`).
// - A browser that accepts brotli or gzip is sent the build's precompressed copy (`.br`, `.gz`
//   beside the file: gatsby/post-build/compress-files.ts) with Content-Encoding and an ETag of
//   its own; every file answer says `Vary: Accept-Encoding`. A range request gets the plain
//   file, so byte offsets always mean the file's own bytes.
//
// Files are read from disk on every request (sirv "dev" mode), and `_headers` is re-read when it
// changes, so a rebuild (or a publisher swapping builds) while the server runs is picked up
// without a restart. A request resolves the root (a symlink, for the publisher) once and is
// served wholly from that build, so a switch mid-request cannot mix two builds' files and headers.
//
// The parts: cache-control.mjs (Cache-Control by path), release.mjs (one build's file handler,
// `_headers` rules and `_redirects`), response-headers.mjs (the headers of every answer),
// request-handler.mjs (the answer to one request), not-found.mjs (the 404 answer), listen.mjs.
import { existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import { listen } from './listen.mjs'
import { requestHandler } from './request-handler.mjs'

export { CACHE_IMMUTABLE, CACHE_REVALIDATE, cacheControlFor } from './cache-control.mjs'

/** @typedef {import('./response-headers.mjs').HeaderValues} HeaderValues */
/** @typedef {import('./response-headers.mjs').ExtraHeaders} ExtraHeaders */
/**
 * @typedef {object} StaticServerOptions
 * @property {string} [root] directory to serve, relative to the current directory (default
 *   `public`)
 * @property {number} [port] port to listen on; `0` picks a free ephemeral port (default 9000)
 * @property {string} [host] interface to listen on (default `127.0.0.1`)
 * @property {ExtraHeaders} [headers] extra response headers merged over the defaults (object, or
 *   function of the pathname; a later value wins)
 * @property {boolean} [headersFile] apply the headers of the root's `_headers` file (Netlify
 *   syntax; default true)
 */
/**
 * @typedef {object} StaticServer
 * @property {string} url origin without a trailing slash, e.g. `http://127.0.0.1:9000`
 * @property {number} port
 * @property {string} host
 * @property {string} root absolute path of the served directory
 * @property {import('node:http').Server} server
 * @property {() => Promise<void>} close
 */

/**
 * Start serving a built Gatsby site.
 * @param {StaticServerOptions} [options]
 * @returns {Promise<StaticServer>}
 */
export async function startStaticServer({
  root = 'public',
  port = 9000,
  host = '127.0.0.1',
  headers = {},
  headersFile = true,
} = {}) {
  const rootDir = path.resolve(root)
  if (!existsSync(rootDir) || !statSync(rootDir).isDirectory()) {
    throw new Error(`Nothing to serve: ${rootDir} does not exist. Run \`npm run build\` first.`)
  }
  const server = createServer(requestHandler({ rootDir, headersFile, headers }))
  // listen() gives the url, the port and close().
  return { ...(await listen(server, port, host)), host, root: rootDir, server }
}
