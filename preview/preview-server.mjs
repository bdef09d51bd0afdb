// The preview server's front door: the only address of the preview that anyone reaches.
//
//   editor ──(basic auth, checked by Drupal)──▶ this server ──▶ gatsby develop on 127.0.0.1
//   Drupal save ──POST /__preview/callback/<secret>──▶ sync ──▶ POST /__refresh (each change)
//
// - Every request but Drupal's callback needs credentials that Drupal accepts for
//   GET /outlet/preview/access (the `view site preview` permission, outlet_editorial module);
//   a yes is remembered for `authTtlMs`. Without them: 401 with a basic-auth challenge.
// - Gatsby's development-only endpoints (GraphiQL, /__refresh, the stack-frame and file
//   readers) are never passed on: 404. The development server itself listens on the loopback.
// - Every answer says noindex and no-store.
// - Drupal's callback (an empty POST after any save, drafts included) only notes that something
//   changed. The changes are applied when an editor next asks for a preview page, or after
//   `applyIdleMs` without one: the server reads the gatsby module's preview log since its last
//   read (`/gatsby-fastbuilds/sync/<time>` with the preview account) and posts each changed
//   entity to gatsby develop's refresh endpoint, which gatsby-source-drupal applies as it is (no
//   re-sourcing). The page waits for them (up to `settleTimeoutMs`), so the editor who pressed
//   "Open Gatsby Preview" sees the save they just made. Applying on demand keeps gatsby develop
//   from working on every save at the moment the publisher builds the same save, on the same
//   cores.
//
// The parts: drupal-access.mjs (the credential check), sync.mjs (the callback's sync),
// develop-watcher.mjs (when gatsby develop has applied it), page-proxy.mjs (the pages, with their
// headers), dev-endpoints.mjs (the endpoints never passed on).
import http from 'node:http'

import { isDevOnlyPath } from './dev-endpoints.mjs'
import { previewAccessCheck } from './drupal-access.mjs'
import { createPageProxy } from './page-proxy.mjs'
import { createPreviewSync } from './sync.mjs'

/** @typedef {import('./develop-watcher.mjs').DevelopWatcher} DevelopWatcher */
/** @typedef {import('./sync.mjs').PreviewState} PreviewState */

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
const plain = (res, status, text, headers = {}) => {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...headers,
  })
  res.end(`${text}\n`)
}

/**
 * @typedef {object} EditorDoor
 * @property {(authorization: string | undefined) => Promise<boolean>} mayPreview
 * @property {PreviewState} state
 * @property {() => Promise<void>} sync
 * @property {ReturnType<typeof createPageProxy>} proxy
 */

/**
 * Answers any request but Drupal's callback: 401 without credentials Drupal accepts, the
 * preview's status, 404 for a development endpoint, else the page from gatsby develop.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {EditorDoor} door
 */
async function answerEditor(req, res, { mayPreview, state, sync, proxy }) {
  const url = req.url ?? '/'
  if (!(await mayPreview(req.headers.authorization))) {
    return plain(
      res,
      401,
      'The preview is for the centre’s editors: log in with your Drupal account.',
      {
        'WWW-Authenticate': 'Basic realm="Site preview", charset="UTF-8"',
      },
    )
  }
  if (url === '/__preview/status') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify({ ...state, syncing: !!state.syncing }))
    return
  }
  if (isDevOnlyPath(url)) return plain(res, 404, 'Not found')
  // The change the editor just saved is applied before the page is served.
  if (state.pending) await sync()
  else if (state.syncing) await state.syncing
  delete req.headers.authorization
  proxy.web(req, res).catch(() => {})
}

/**
 * Passes on a WebSocket upgrade (gatsby develop's hot reload) for credentials Drupal accepts,
 * never to a development endpoint.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:stream').Duplex} socket
 * @param {Buffer} head
 * @param {Pick<EditorDoor, 'mayPreview' | 'proxy'>} door
 */
async function passUpgrade(req, socket, head, { mayPreview, proxy }) {
  if (isDevOnlyPath(req.url ?? '/') || !(await mayPreview(req.headers.authorization))) {
    socket.destroy()
    return
  }
  delete req.headers.authorization
  // (The upgrade event's socket is the connection's net.Socket.)
  const netSocket = /** @type {import('node:net').Socket} */ (socket)
  // httpxy's ws() takes (req, socket, options, head).
  proxy.ws(req, netSocket, {}, head).catch(() => socket.destroy())
}

/**
 * The preview's front door (see the top of this file).
 * @param {{
 *   upstream: string,
 *   drupalBaseUrl: string,
 *   previewAuth: { username: string, password: string },
 *   callbackSecret: string,
 *   refreshToken: string,
 *   authTtlMs?: number,
 *   settleTimeoutMs?: number,
 *   applyIdleMs?: number,
 *   develop?: DevelopWatcher,
 *   log?: (message: string) => void,
 * }} options
 * @returns {{ server: import('node:http').Server, sync: () => Promise<void>, state: PreviewState }}
 */
export function createPreviewServer({
  upstream,
  drupalBaseUrl,
  previewAuth,
  callbackSecret,
  refreshToken,
  authTtlMs = 60_000,
  settleTimeoutMs = 20_000,
  applyIdleMs = 60_000,
  develop,
  log = () => {},
}) {
  const mayPreview = previewAccessCheck(drupalBaseUrl, authTtlMs)
  const { sync, state } = createPreviewSync({
    upstream,
    drupalBaseUrl,
    previewAuth,
    refreshToken,
    settleTimeoutMs,
    develop,
    log,
  })
  const proxy = createPageProxy(upstream)
  /** @type {NodeJS.Timeout | undefined} */
  let idleTimer
  /** A save in Drupal: applied at the next page asked for, or after `applyIdleMs`. */
  const noteChange = () => {
    state.pending = true
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => state.pending && sync(), applyIdleMs).unref()
  }

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/'
    if (url === `/__preview/callback/${callbackSecret}` && req.method === 'POST') {
      req.resume()
      plain(res, 202, 'Noted')
      noteChange()
      return
    }
    if (url.startsWith('/__preview/callback/')) return plain(res, 404, 'Not found')
    await answerEditor(req, res, { mayPreview, state, sync, proxy })
  })
  server.on('upgrade', (req, socket, head) => passUpgrade(req, socket, head, { mayPreview, proxy }))

  return { server, sync, state }
}
