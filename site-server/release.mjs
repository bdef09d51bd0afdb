// One served build (a release): its file handler, its `_headers` rules and its `_redirects`.
//
// Everything one request reads comes from one directory: the served root may be a symlink that a
// publisher switches to a new build at any moment (publisher/releases.mjs), and a file looked up
// in one build but read from the next goes out with the wrong length (a truncated or unparseable
// reply), or a page with the other build's Content-Security-Policy. So each request resolves the
// link once, and is served by that build's own file handler and rules, kept here per directory.
//
// Files are read from disk on every request (sirv "dev" mode), and `_headers` and `_redirects`
// are re-read when they change, so a rebuild while the server runs is picked up without a
// restart.
import { statSync } from 'node:fs'
import path from 'node:path'
import { parseAllRedirects } from '@netlify/redirect-parser'
import sirv from 'sirv'

import { readHeadersFile } from './headers-file.mjs'

/**
 * Types sirv's table lacks: without one a file goes out with an empty Content-Type.
 * @type {Record<string, string>}
 */
const EXTRA_TYPES = { '.ico': 'image/x-icon' }

/** A publisher keeps a few builds; the handlers of those long switched away from are forgotten. */
const RELEASES_KEPT = 4

/** @typedef {{ to: string, status: number }} Redirect */
/**
 * @typedef {object} Release
 * @property {string} dir the build's directory (the served root's link resolved)
 * @property {() => Promise<import('./headers-file.mjs').HeaderRule[]>} rules its `_headers` rules
 * @property {() => Promise<Map<string, Redirect>>} redirects its `_redirects`, by decoded source
 *   path
 * @property {ReturnType<typeof sirv>} serveFile its file handler
 */

/**
 * The identity of a file's current contents, or '' when it cannot be read.
 * @param {string} file
 */
function fileVersion(file) {
  try {
    const stat = statSync(file)
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`
  } catch {
    return ''
  }
}

/**
 * What `read` makes of `file`, kept until the file changes on disk; `empty` while the file is
 * missing, and after a failed read (tried again on the next call).
 * @template T
 * @param {string} file
 * @param {(file: string) => Promise<T>} read
 * @param {() => T} empty
 * @returns {() => Promise<T>}
 */
function fileLoader(file, read, empty) {
  let key = ''
  /** @type {Promise<T>} */
  let value = Promise.resolve(empty())
  return () => {
    const next = fileVersion(file)
    if (!next) {
      key = ''
      return Promise.resolve(empty())
    }
    if (next !== key) {
      key = next
      value = read(file).catch((error) => {
        console.warn(`[static-server] ${file}: ${error.message}`)
        key = ''
        return empty()
      })
    }
    return value
  }
}

/**
 * The rules of a `_headers` file, its problems warned of.
 * @param {string} file
 */
const readHeaderRules = (file) =>
  readHeadersFile(file, (problem) => console.warn(`[static-server] ${file}: ${problem}`))

/**
 * The rules the server follows, by decoded source path: only exact sources (the build writes no
 * other kind), the first rule for a source winning.
 * @param {{ from: string, to: string, status?: number }[]} redirects
 * @returns {Map<string, Redirect>}
 */
function exactRedirects(redirects) {
  /** @type {Map<string, Redirect>} */
  const map = new Map()
  for (const rule of redirects) {
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
}

/**
 * The rules of a `_redirects` file (read with Netlify's own parser), its errors warned of.
 * @param {string} file
 * @returns {Promise<Map<string, Redirect>>}
 */
async function readRedirects(file) {
  // (`configRedirects` is optional at run time, whatever its types say.)
  const options = /** @type {Parameters<typeof parseAllRedirects>[0]} */ ({
    redirectsFiles: [file],
    minimal: true,
  })
  const { redirects, errors } = await parseAllRedirects(options)
  for (const error of errors) console.warn(`[static-server] ${file}: ${error.message}`)
  return exactRedirects(/** @type {{ from: string, to: string, status?: number }[]} */ (redirects))
}

/**
 * The file handler of one build: files looked up on disk per request (no stale file list after
 * a rebuild), with the build's brotli and gzip copies for browsers that accept them.
 * @param {string} dir
 */
function fileHandler(dir) {
  return sirv(dir, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders: (res, pathname) => {
      const type = EXTRA_TYPES[path.extname(pathname).toLowerCase()]
      if (type) res.setHeader('Content-Type', type)
    },
  })
}

/**
 * The release of each build directory, made on first use and kept for the next requests.
 * @param {{ headersFile: boolean }} options `headersFile`: apply the build's `_headers` (when
 *   false, no rules)
 * @returns {(dir: string) => Release}
 */
export function releaseLookup({ headersFile }) {
  /** @type {Map<string, Release>} */
  const releases = new Map()
  return (dir) => {
    let release = releases.get(dir)
    if (!release) {
      release = {
        dir,
        rules: headersFile
          ? fileLoader(path.join(dir, '_headers'), readHeaderRules, () => [])
          : async () => [],
        redirects: fileLoader(path.join(dir, '_redirects'), readRedirects, () => new Map()),
        serveFile: fileHandler(dir),
      }
      releases.set(dir, release)
      if (releases.size > RELEASES_KEPT) {
        releases.delete(/** @type {string} */ (releases.keys().next().value))
      }
    }
    return release
  }
}
