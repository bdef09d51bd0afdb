// How the static server answers one request: each request resolves the served root's link once
// and is answered wholly from that build (release.mjs): a redirect of its `_redirects`, else its
// file (sirv, with the precompressed copies), else its 404 page; its configuration files never.
import { existsSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'

import { CACHE_REVALIDATE, cacheControlFor } from './cache-control.mjs'
import { sendNotFound } from './not-found.mjs'
import { releaseLookup } from './release.mjs'
import { headersApplier } from './response-headers.mjs'

// Deployment files in the build output that are configuration, not content.
const PRIVATE_PATH = /^\/(?:_headers|_redirects|_nginx(?:\/.*)?)$/

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
 * Answers a request with the status and Location of its redirect.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./release.mjs').Redirect} redirect
 */
function sendRedirect(req, res, redirect) {
  const url = req.url || '/'
  const search = url.includes('?') ? url.slice(url.indexOf('?')).split('#')[0] : ''
  const location = redirectLocation(redirect.to, search)
  const body = Buffer.from(`Redirecting to ${location}\n`)
  res.statusCode = redirect.status
  res.setHeader('Location', location)
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** @param {import('node:http').ServerResponse} res */
function sendMethodNotAllowed(res) {
  res.statusCode = 405
  res.setHeader('Allow', 'GET, HEAD')
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('Method Not Allowed\n')
}

/**
 * A directory path is its index.html, as on any static host (sirv would pick `404.html` over
 * `404/index.html` for `/404/`, and the page would get the other one's headers): points the
 * request at that file when the build has it.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} dir
 * @param {string} pathname
 */
function askForDirectoryIndex(req, dir, pathname) {
  if (!pathname.endsWith('/') || pathname === '/') return
  const index = path.join(dir, pathname, 'index.html')
  if (index.startsWith(dir + path.sep) && existsSync(index)) {
    const [rawPath, ...query] = (req.url || '/').split('?')
    req.url = [`${rawPath}index.html`, ...query].join('?')
  }
}

/**
 * Answers 500, or cuts the reply off when its headers are already out.
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

/**
 * The server's request listener.
 * @param {{
 *   rootDir: string,
 *   headersFile: boolean,
 *   headers: import('./response-headers.mjs').ExtraHeaders,
 * }} options `rootDir`: absolute path of the served root (a symlink, for the publisher)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function requestHandler({ rootDir, headersFile, headers }) {
  const releaseFor = releaseLookup({ headersFile })
  const applyHeaders = headersApplier(headers)

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const handle = async (req, res) => {
    const pathname = pathnameOf(req)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendMethodNotAllowed(res)
      return
    }
    const release = releaseFor(await realpath(rootDir).catch(() => rootDir))
    const rules = await release.rules()
    if (PRIVATE_PATH.test(pathname)) {
      await sendNotFound(release, rules, req, res, pathname, applyHeaders)
      return
    }
    const redirect = (await release.redirects()).get(pathname)
    if (redirect) {
      applyHeaders(rules, res, pathname, CACHE_REVALIDATE)
      sendRedirect(req, res, redirect)
      return
    }
    askForDirectoryIndex(req, release.dir, pathname)
    // Set before sirv runs so that 304 responses carry them too; sirv keeps headers already set.
    applyHeaders(rules, res, pathname, cacheControlFor(pathname))
    res.setHeader('Vary', 'Accept-Encoding')
    // A range request gets the plain file, so byte offsets always mean the file's own bytes.
    if (req.headers.range) delete req.headers['accept-encoding']
    // sirv pipes a read stream into the reply without listening for its errors: a file deleted
    // after sirv found it (a rebuild, a pruned build) would crash the server. Cut that one
    // reply off instead.
    res.once('pipe', (source) => source.once('error', (error) => fail(res, error)))
    release.serveFile(req, res, () => {
      sendNotFound(release, rules, req, res, pathname, applyHeaders).catch((error) =>
        fail(res, error),
      )
    })
  }

  return (req, res) => {
    handle(req, res).catch((error) => fail(res, error))
  }
}
