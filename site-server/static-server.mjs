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
import { existsSync, readFileSync, statSync } from 'node:fs'
import { readFile, realpath } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseAllRedirects } from '@netlify/redirect-parser'
import sirv from 'sirv'

import { headersForPath, parseHeadersFile } from './headers-file.mjs'

/** The page a 404 response shows, whose headers (its Content-Security-Policy) it gets. */
const NOT_FOUND_PAGE = '/404.html'

/**
 * Types sirv's table lacks: without one a file goes out with an empty Content-Type.
 * @type {Record<string, string>}
 */
const EXTRA_TYPES = { '.ico': 'image/x-icon' }

// Deployment files in the build output that are configuration, not content.
const PRIVATE_PATH = /^\/(?:_headers|_redirects|_nginx(?:\/.*)?)$/

/**
 * Reads `<root>/_headers` and keeps the parsed rules until the file changes on disk.
 * @param {string} file
 * @returns {() => import('./headers-file.mjs').HeaderRule[]}
 */
function headersFileLoader(file) {
  let key = ''
  /** @type {import('./headers-file.mjs').HeaderRule[]} */
  let rules = []
  return () => {
    let stat
    try {
      stat = statSync(file)
    } catch {
      key = ''
      rules = []
      return rules
    }
    const next = `${stat.ino}:${stat.size}:${stat.mtimeMs}`
    if (next !== key) {
      try {
        rules = parseHeadersFile(readFileSync(file, 'utf8'), (problem) =>
          console.warn(`[static-server] ${file}: ${problem}`),
        )
        key = next
      } catch {
        rules = []
        key = ''
      }
    }
    return rules
  }
}

/**
 * Reads `<root>/_redirects` and keeps its rules (a Map from decoded source path to rule) until
 * the file changes on disk. Only exact sources are used: the build writes no other kind.
 * @param {string} file
 * @returns {() => Promise<Map<string, { to: string, status: number }>>}
 */
function redirectsFileLoader(file) {
  let key = ''
  /** @type {Promise<Map<string, { to: string, status: number }>>} */
  let rules = Promise.resolve(new Map())
  return () => {
    let stat
    try {
      stat = statSync(file)
    } catch {
      key = ''
      return Promise.resolve(new Map())
    }
    const next = `${stat.ino}:${stat.size}:${stat.mtimeMs}`
    if (next !== key) {
      key = next
      // (`configRedirects` is optional at run time, whatever its types say.)
      const options = /** @type {Parameters<typeof parseAllRedirects>[0]} */ ({
        redirectsFiles: [file],
        minimal: true,
      })
      rules = parseAllRedirects(options).then(
        ({ redirects, errors }) => {
          for (const error of errors) console.warn(`[static-server] ${file}: ${error.message}`)
          /** @type {Map<string, { to: string, status: number }>} */
          const map = new Map()
          for (const rule of /** @type {{ from: string, to: string, status?: number }[]} */ (
            redirects
          )) {
            if (rule.from.includes('*') || rule.from.includes(':') || map.has(rule.from)) continue
            let from = rule.from
            try {
              from = decodeURI(rule.from)
            } catch {
              // kept as written
            }
            map.set(from, { to: rule.to, status: rule.status ?? 301 })
          }
          return map
        },
        (error) => {
          console.warn(`[static-server] ${file}: ${error.message}`)
          key = ''
          return new Map()
        },
      )
    }
    return rules
  }
}

/**
 * The Location of a redirect: the target, with the request's query string unless it has one.
 * @param {string} to
 * @param {string} search
 */
function redirectLocation(to, search) {
  if (!search || search === '?') return to
  const hash = to.indexOf('#')
  const [base, fragment] = hash < 0 ? [to, ''] : [to.slice(0, hash), to.slice(hash)]
  return base.includes('?') ? to : `${base}${search}${fragment}`
}

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

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'

// Gatsby names its bundles `<name>-<contenthash>.js` and stylesheets `<name>.<contenthash>.css`
// (webpack's default 20-hex-digit content hash).
const HASHED_ASSET = /[-.][0-9a-f]{20,}\.(?:js|mjs|css)(?:\.map)?$/
// Gatsby's own bundles at the site root: app-*.js, webpack-runtime-*.js, framework-*.js,
// polyfill-*.js, component---src-pages-*.js.
const GATSBY_BUNDLE =
  /^\/(?:app|webpack-runtime|framework|polyfill|commons|component---[^/]+)-[0-9a-f]{8,}\.js(?:\.map)?$/

/**
 * The Cache-Control value for a request path (decoded pathname, leading slash).
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/page-data/') || pathname === '/sw.js') return CACHE_REVALIDATE
  if (pathname.startsWith('/static/')) return CACHE_IMMUTABLE
  if (HASHED_ASSET.test(pathname) || GATSBY_BUNDLE.test(pathname)) return CACHE_IMMUTABLE
  // HTML pages, directories, app-data.json, manifest, robots.txt, favicons, ...
  return CACHE_REVALIDATE
}

/** @param {string} host */
function formatHost(host) {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') ? `[${host}]` : host
}

/** @param {import('node:http').IncomingMessage} req */
function pathnameOf(req) {
  const raw = (req.url || '/').split('?')[0].split('#')[0] || '/'
  try {
    return decodeURI(raw)
  } catch {
    return raw
  }
}

/**
 * Extra response headers (a null or undefined value removes the header).
 * @typedef {Record<string, string | number | readonly string[] | null | undefined>} HeaderValues
 */
/** @typedef {HeaderValues | ((pathname: string) => HeaderValues | undefined)} ExtraHeaders */
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

  /**
   * @param {string} pathname
   * @returns {HeaderValues}
   */
  const extraHeadersFor = (pathname) => {
    const extra = typeof headers === 'function' ? headers(pathname) : headers
    return extra || {}
  }

  /**
   * Everything one request reads comes from one directory: `root` may be a symlink that a
   * publisher switches to a new build at any moment (publisher/releases.mjs), and a file looked
   * up in one build but read from the next goes out with the wrong length (a truncated or
   * unparseable reply), or a page with the other build's Content-Security-Policy. So each request
   * resolves the link once, and is served by that build's own file handler and `_headers` rules.
   */
  /**
   * @typedef {object} Release
   * @property {string} dir
   * @property {() => import('./headers-file.mjs').HeaderRule[]} rules
   * @property {() => Promise<Map<string, { to: string, status: number }>>} redirects
   * @property {ReturnType<typeof sirv>} serveFile
   */
  /** @type {Map<string, Release>} */
  const releases = new Map()
  /**
   * @param {string} dir
   * @returns {Release}
   */
  const releaseFor = (dir) => {
    let release = releases.get(dir)
    if (!release) {
      release = {
        dir,
        rules: headersFile ? headersFileLoader(path.join(dir, '_headers')) : () => [],
        redirects: redirectsFileLoader(path.join(dir, '_redirects')),
        serveFile: sirv(dir, {
          dev: true, // look files up on disk per request (no stale file list after a rebuild)
          etag: true,
          brotli: true,
          gzip: true,
          dotfiles: false,
          extensions: ['html'],
          setHeaders: (res, pathname) => {
            const type = EXTRA_TYPES[path.extname(pathname).toLowerCase()]
            if (type) res.setHeader('Content-Type', type)
          },
        }),
      }
      releases.set(dir, release)
      // A publisher keeps a few builds; forget the handlers of those long switched away from.
      if (releases.size > 4) releases.delete(/** @type {string} */ (releases.keys().next().value))
    }
    return release
  }

  /**
   * `rulesPath`: the path whose `_headers` rules apply (the 404 page for a 404).
   * @param {Release} release
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   * @param {string} cacheControl
   * @param {string} [rulesPath]
   */
  const applyHeaders = (release, res, pathname, cacheControl, rulesPath = pathname) => {
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    for (const [name, value] of Object.entries(headersForPath(release.rules(), rulesPath))) {
      res.setHeader(name, value)
    }
    for (const [name, value] of Object.entries(extraHeadersFor(pathname))) {
      if (value === undefined || value === null) res.removeHeader(name)
      else res.setHeader(name, value)
    }
  }

  /**
   * @param {Release} release
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  const notFound = async (release, req, res, pathname) => {
    const { body, encoding } = await readNotFoundPage(release.dir, req.headers['accept-encoding'])
    // Never let a 404 inherit the immutable caching (or the headers) of the path it was asked for.
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    applyHeaders(release, res, pathname, CACHE_REVALIDATE, NOT_FOUND_PAGE)
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Vary', 'Accept-Encoding')
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const handle = async (req, res) => {
    const pathname = pathnameOf(req)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405
      res.setHeader('Allow', 'GET, HEAD')
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Method Not Allowed\n')
      return
    }
    const release = releaseFor(await realpath(rootDir).catch(() => rootDir))
    if (PRIVATE_PATH.test(pathname)) {
      await notFound(release, req, res, pathname)
      return
    }
    const redirect = (await release.redirects()).get(pathname)
    if (redirect) {
      const url = req.url || '/'
      const search = url.includes('?') ? url.slice(url.indexOf('?')).split('#')[0] : ''
      const location = redirectLocation(redirect.to, search)
      const body = Buffer.from(`Redirecting to ${location}\n`)
      applyHeaders(release, res, pathname, CACHE_REVALIDATE)
      res.statusCode = redirect.status
      res.setHeader('Location', location)
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    // A directory path is its index.html, as on any static host (sirv would pick `404.html`
    // over `404/index.html` for `/404/`, and the page would get the other one's headers).
    if (pathname.endsWith('/') && pathname !== '/') {
      const index = path.join(release.dir, pathname, 'index.html')
      if (index.startsWith(release.dir + path.sep) && existsSync(index)) {
        const [rawPath, ...query] = (req.url || '/').split('?')
        req.url = [`${rawPath}index.html`, ...query].join('?')
      }
    }
    // Set before sirv runs so that 304 responses carry them too; sirv keeps headers already set.
    applyHeaders(release, res, pathname, cacheControlFor(pathname))
    res.setHeader('Vary', 'Accept-Encoding')
    if (req.headers.range) delete req.headers['accept-encoding']
    // sirv pipes a read stream into the reply without listening for its errors: a file deleted
    // after sirv found it (a rebuild, a pruned build) would crash the server. Cut that one
    // reply off instead.
    res.once('pipe', (source) => source.once('error', (error) => fail(res, error)))
    release.serveFile(req, res, () => {
      notFound(release, req, res, pathname).catch((error) => fail(res, error))
    })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => fail(res, error))
  })

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} error
   */
  function fail(res, error) {
    console.error('[static-server]', error)
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end('Internal Server Error\n')
  }

  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      /** @param {NodeJS.ErrnoException} error */
      const onError = (error) => {
        server.off('listening', onListening)
        if (error.code === 'EADDRINUSE') {
          reject(new Error(`Port ${port} on ${host} is already in use. Pick another with --port.`))
        } else {
          reject(error)
        }
      }
      const onListening = () => {
        server.off('error', onError)
        resolve()
      }
      server.once('error', onError)
      server.once('listening', onListening)
      server.listen(port, host)
    })
  )

  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  /** @type {Promise<void> | undefined} */
  let closing
  return {
    url: `http://${formatHost(host)}:${actualPort}`,
    port: actualPort,
    host,
    root: rootDir,
    server,
    close() {
      if (!closing) {
        closing = new Promise((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()))
          server.closeAllConnections()
        })
      }
      return closing
    },
  }
}
