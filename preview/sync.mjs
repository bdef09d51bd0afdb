// Drupal's preview callback, applied: the gatsby module's preview log is read since its last
// read (`/gatsby-fastbuilds/sync/<time>` with the preview account) and each changed entity is
// posted to gatsby develop's refresh endpoint, which gatsby-source-drupal applies as it is (no
// re-sourcing).

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
 * @property {boolean} pending Drupal said something changed since the last read began
 * @property {string | null} lastSync
 * @property {number} appliedEntities
 * @property {string | null} lastError
 */

/**
 * Drupal's preview log (the gatsby module's sync endpoint), read with the preview account.
 * @param {string} drupalBaseUrl
 * @param {{ username: string, password: string }} previewAuth
 */
function drupalPreviewLog(drupalBaseUrl, previewAuth) {
  const previewBasic = `Basic ${Buffer.from(`${previewAuth.username}:${previewAuth.password}`).toString('base64')}`

  /** @param {number} since */
  async function read(since) {
    const res = await fetch(`${drupalBaseUrl}/gatsby-fastbuilds/sync/${Math.floor(since)}`, {
      headers: { Authorization: previewBasic, Accept: 'application/json' },
    })
    if (!res.ok) throw new Error(`Drupal's preview log answered ${res.status}`)
    return res.json()
  }

  /**
   * The earliest time at or after `from` that the sync endpoint accepts: it answers -1 for a
   * time before its oldest log entry (the gatsby module's `gatsby.last_logtime`, moved by cron).
   * @param {number} from
   */
  async function earliestSince(from) {
    let low = Math.max(1, Math.floor(from))
    let high = Math.floor(Date.now() / 1000)
    if ((await read(low)).status !== -1) return low
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2)
      if ((await read(mid)).status === -1) low = mid
      else high = mid
    }
    return high
  }

  return { read, earliestSince }
}

/**
 * Posts one body to gatsby develop's refresh endpoint (behind its token).
 * @param {string} upstream
 * @param {string} refreshToken
 * @returns {(body: unknown) => Promise<void>}
 */
function developRefresher(upstream, refreshToken) {
  return async (body) => {
    const res = await fetch(`${upstream}/__refresh`, {
      method: 'POST',
      headers: { Authorization: refreshToken, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!res.ok) throw new Error(`gatsby develop's refresh endpoint answered ${res.status}`)
  }
}

/**
 * @typedef {object} PreviewSyncOptions
 * @property {string} upstream gatsby develop's origin
 * @property {string} drupalBaseUrl
 * @property {{ username: string, password: string }} previewAuth the preview account
 * @property {string} refreshToken
 * @property {number} settleTimeoutMs how long to wait for gatsby develop to apply the changes
 * @property {import('./develop-watcher.mjs').DevelopWatcher} [develop]
 * @property {(message: string) => void} log
 */

/**
 * Reads and applies Drupal's changes on each call, one run at a time.
 * @param {PreviewSyncOptions} options
 * @returns {{ sync: () => Promise<void>, state: PreviewState }}
 */
export function createPreviewSync({
  upstream,
  drupalBaseUrl,
  previewAuth,
  refreshToken,
  settleTimeoutMs,
  develop,
  log,
}) {
  const previewLog = drupalPreviewLog(drupalBaseUrl, previewAuth)
  const refresh = developRefresher(upstream, refreshToken)
  /** @type {PreviewState} */
  const state = {
    /** The sync endpoint's timestamp of the last read (seconds); 1 before the first. */
    since: 1,
    syncing: null,
    again: false,
    pending: false,
    lastSync: null,
    appliedEntities: 0,
    lastError: null,
  }

  /**
   * Posts the bodies and waits (up to `settleTimeoutMs`) for gatsby develop to apply them, so a
   * page asked for meanwhile shows the save just made.
   * @param {ReturnType<typeof webhookBodies>} bodies
   */
  async function refreshAndSettle(bodies) {
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
      log(`gatsby develop had not applied the changes after ${settleTimeoutMs} ms; serving anyway`)
    }
  }

  async function syncOnce() {
    const started = Date.now()
    let answer = await previewLog.read(state.since)
    if (answer.status === -1) {
      // Log entries before our last read were purged (cron): read what the log still has.
      state.since = await previewLog.earliestSince(state.since)
      answer = await previewLog.read(state.since)
    }
    const bodies = webhookBodies(answer)
    if (bodies.length) {
      await refreshAndSettle(bodies)
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
        // This run reads everything Drupal logged until now.
        state.pending = false
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

  return { sync, state }
}
