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
// - On Drupal's callback (an empty POST after any save, drafts included) the server reads the
//   gatsby module's preview log since its last read (`/gatsby-fastbuilds/sync/<time>` with the
//   preview account) and posts each changed entity to gatsby develop's refresh endpoint, which
//   gatsby-source-drupal applies as it is (no re-sourcing). A page asked for while changes are
//   being applied waits for them (up to `settleTimeoutMs`), so the editor who pressed
//   "Open Gatsby Preview" sees the save they just made.
import { createHash } from 'node:crypto'
import http from 'node:http'
import { stripVTControlCharacters } from 'node:util'
import { createProxyServer } from 'httpxy'

/** Paths of gatsby develop that are never passed on (development tools, not the site). */
const DEV_ONLY =
  /^\/(___graphql|__graphql|__refresh|__open-stack-frame-in-editor|__original-stack-frame|__file-code-frame|___services)(\/|$|\?)/

/**
 * Is this one of gatsby develop's development-only endpoints?
 * @param {string} url
 * @returns {boolean}
 */
export const isDevOnlyPath = (url) => DEV_ONLY.test(url.split('?')[0].replace(/\/{2,}/g, '/'))

/**
 * @typedef {object} DevelopWatcher
 * @property {(chunk: string | Buffer) => void} push feed gatsby develop's output
 * @property {() => { seq: number, loads: number }} mark where the log is now
 * @property {(mark: { seq: number, loads: number }, count: number, timeoutMs: number) => Promise<boolean>} settled
 *   resolves true when `count` refreshes after `mark` are in, false after `timeoutMs`
 */

/**
 * What gatsby develop is doing, read from its log: each refresh with data logs "loading Drupal
 * content changes" (gatsby-source-drupal) and each cycle ends with "Writing page-data.json".
 * A change is in gatsby develop once its loads were logged and a cycle ended after them.
 * @returns {DevelopWatcher}
 */
export function createDevelopWatcher() {
  let seq = 0
  let loads = 0
  let lastLoadSeq = 0
  let lastWriteSeq = 0
  /** @type {Set<{ seq: number, loads: number, resolve: (settled: boolean) => void }>} */
  const waiting = new Set()
  let buffer = ''
  const check = () => {
    for (const w of waiting) {
      if (loads >= w.loads && lastWriteSeq > lastLoadSeq && lastLoadSeq > w.seq) {
        waiting.delete(w)
        w.resolve(true)
      }
    }
  }
  return {
    /** Feed gatsby develop's output. */
    push(chunk) {
      buffer += stripVTControlCharacters(String(chunk))
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        seq += 1
        if (/loading Drupal content changes/.test(line)) {
          loads += 1
          lastLoadSeq = seq
        } else if (/Writing page-data\.json/.test(line)) lastWriteSeq = seq
      }
      check()
    },
    /** Where the log is now. */
    mark: () => ({ seq, loads }),
    /** Resolves true when `count` refreshes after `mark` are in, false after `timeoutMs`. */
    settled(mark, count, timeoutMs) {
      return new Promise((/** @type {(settled: boolean) => void} */ resolve) => {
        const w = { seq: mark.seq, loads: mark.loads + count, resolve }
        waiting.add(w)
        check()
        setTimeout(() => {
          if (waiting.delete(w)) resolve(false)
        }, timeoutMs)
      })
    },
  }
}

/** gatsby develop reads a refresh body with express.json(), whose limit is 100 KB. */
const MAX_BODY_BYTES = 90 * 1024

/**
 * What to post to gatsby develop's refresh endpoint for one answer of the sync endpoint:
 * gatsby-source-drupal's webhook bodies (`{ action, data: [entities] }`), the updates in the
 * order Drupal logged them and then the deletes, as few bodies as fit its size limit.
 * @param {{ entities?: Array<{ action: string, data?: unknown, id?: string, type?: string }> }} sync
 * @param {number} [maxBytes]
 * @returns {Array<{ action: 'update' | 'delete', data: unknown[] }>}
 */
export function webhookBodies(sync, maxBytes = MAX_BODY_BYTES) {
  const entities = sync.entities ?? []
  /**
   * @param {'update' | 'delete'} action
   * @param {unknown[]} items
   */
  const batches = (action, items) => {
    /** @type {Array<{ action: 'update' | 'delete', data: unknown[] }>} */
    const out = []
    /** @type {unknown[]} */
    let batch = []
    let bytes = 0
    for (const item of items) {
      const size = Buffer.byteLength(JSON.stringify(item))
      if (batch.length && bytes + size > maxBytes) {
        out.push({ action, data: batch })
        batch = []
        bytes = 0
      }
      batch.push(item)
      bytes += size
    }
    if (batch.length) out.push({ action, data: batch })
    return out
  }
  const updates = entities
    .filter((e) => e.action !== 'delete' && e.data)
    .flatMap((e) => (Array.isArray(e.data) ? e.data : [e.data]))
  const deletes = entities
    .filter((e) => e.action === 'delete')
    .map((e) => e.data ?? { id: e.id, type: e.type })
  return [...batches('update', updates), ...batches('delete', deletes)]
}

/**
 * What the preview server reports at /__preview/status.
 * @typedef {object} PreviewState
 * @property {number} since the sync endpoint's timestamp of the last read (seconds); 1 before
 *   the first
 * @property {Promise<void> | null} syncing
 * @property {boolean} again
 * @property {string | null} lastSync
 * @property {number} appliedEntities
 * @property {string | null} lastError
 */

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
  develop,
  log = () => {},
}) {
  const previewBasic = `Basic ${Buffer.from(`${previewAuth.username}:${previewAuth.password}`).toString('base64')}`
  /**
   * sha256 of an Authorization header Drupal accepted → when that yes runs out.
   * @type {Map<string, number>}
   */
  const allowed = new Map()
  /** @type {PreviewState} */
  const state = {
    /** The sync endpoint's timestamp of the last read (seconds); 1 before the first. */
    since: 1,
    syncing: null,
    again: false,
    lastSync: null,
    appliedEntities: 0,
    lastError: null,
  }

  /** @param {string | undefined} authorization */
  async function mayPreview(authorization) {
    if (!authorization || !/^Basic /i.test(authorization)) return false
    const key = createHash('sha256').update(authorization).digest('hex')
    if ((allowed.get(key) ?? 0) > Date.now()) return true
    const res = await fetch(`${drupalBaseUrl}/outlet/preview/access`, {
      headers: { Authorization: authorization },
    }).catch(() => null)
    if (res?.status !== 204) return false
    allowed.set(key, Date.now() + authTtlMs)
    return true
  }

  /** @param {number} since */
  async function drupalSync(since) {
    const res = await fetch(`${drupalBaseUrl}/gatsby-fastbuilds/sync/${Math.floor(since)}`, {
      headers: { Authorization: previewBasic, Accept: 'application/json' },
    })
    if (!res.ok) throw new Error(`Drupal's preview log answered ${res.status}`)
    return res.json()
  }

  /** @param {unknown} body */
  async function refresh(body) {
    const res = await fetch(`${upstream}/__refresh`, {
      method: 'POST',
      headers: { Authorization: refreshToken, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!res.ok) throw new Error(`gatsby develop's refresh endpoint answered ${res.status}`)
  }

  /**
   * The earliest time at or after `from` that the sync endpoint accepts: it answers -1 for a
   * time before its oldest log entry (the gatsby module's `gatsby.last_logtime`, moved by cron).
   * @param {number} from
   */
  async function earliestSince(from) {
    let low = Math.max(1, Math.floor(from))
    let high = Math.floor(Date.now() / 1000)
    if ((await drupalSync(low)).status !== -1) return low
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2)
      if ((await drupalSync(mid)).status === -1) low = mid
      else high = mid
    }
    return high
  }

  async function syncOnce() {
    const started = Date.now()
    let answer = await drupalSync(state.since)
    if (answer.status === -1) {
      // Log entries before our last read were purged (cron): read what the log still has.
      state.since = await earliestSince(state.since)
      answer = await drupalSync(state.since)
    }
    const bodies = webhookBodies(answer)
    if (bodies.length) {
      const mark = develop?.mark()
      for (const body of bodies) await refresh(body)
      if (
        develop &&
        !(await develop.settled(
          /** @type {{ seq: number, loads: number }} */ (mark),
          bodies.length,
          settleTimeoutMs,
        ))
      ) {
        log(
          `gatsby develop had not applied the changes after ${settleTimeoutMs} ms; serving anyway`,
        )
      }
      state.appliedEntities += bodies.length
      log(`applied ${bodies.length} change(s) in ${Date.now() - started} ms`)
    }
    state.since = answer.timestamp ?? state.since
    state.lastSync = new Date().toISOString()
  }

  /**
   * Reads and applies Drupal's changes; calls while one runs make it run once more after.
   * @returns {Promise<void>}
   */
  function sync() {
    if (state.syncing) {
      state.again = true
      return state.syncing
    }
    state.syncing = (async () => {
      do {
        state.again = false
        try {
          await syncOnce()
          state.lastError = null
        } catch (error) {
          state.lastError = error.message
          log(`sync failed: ${error.message}`)
        }
      } while (state.again)
    })().finally(() => {
      state.syncing = null
    })
    return state.syncing
  }

  const proxy = createProxyServer({ target: upstream, ws: true })
  proxy.on('proxyRes', (proxyRes) => {
    proxyRes.headers['x-robots-tag'] = 'noindex, nofollow'
    proxyRes.headers['cache-control'] = 'no-store'
  })
  proxy.on('error', (error, req, res) => {
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('The preview is starting or restarting; try again in a moment.\n')
    } else res?.destroy?.()
  })

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

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/'
    if (url === `/__preview/callback/${callbackSecret}` && req.method === 'POST') {
      req.resume()
      plain(res, 202, 'Syncing')
      sync()
      return
    }
    if (url.startsWith('/__preview/callback/')) return plain(res, 404, 'Not found')
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
    if (state.syncing) await state.syncing
    delete req.headers.authorization
    proxy.web(req, res).catch(() => {})
  })
  server.on('upgrade', async (req, socket, head) => {
    if (isDevOnlyPath(req.url ?? '/') || !(await mayPreview(req.headers.authorization))) {
      socket.destroy()
      return
    }
    delete req.headers.authorization
    // (The upgrade event's socket is the connection's net.Socket.)
    const netSocket = /** @type {import('node:net').Socket} */ (socket)
    // httpxy's ws() takes (req, socket, options, head).
    proxy.ws(req, netSocket, {}, head).catch(() => socket.destroy())
  })

  return { server, sync, state }
}
