/**
 * Coalescing build queue for the publisher (pure logic: no I/O, injectable timers and clock).
 *
 * - A request starts a debounce window (`debounceMs`); more requests within the window push it
 *   back, so a save storm (20 hooks within seconds) gives one build. `maxWaitMs` caps how long
 *   a steady stream of requests can postpone that build.
 * - At most one build runs at a time. Requests that arrive while a build runs are folded into
 *   exactly one follow-up build, started when the running build ends (after the debounce
 *   window of the last of them).
 * - `run(batch)` is the build; it receives the requests it covers and may throw (a failed build
 *   does not stop the queue).
 */

/**
 * @typedef {{ reason: string, at: number }} BuildRequest
 * @typedef {{ id: number, requests: BuildRequest[], startedAt: number }} RunningBatch
 */
/**
 * What a build is given.
 * @typedef {object} BuildBatch
 * @property {number} id
 * @property {BuildRequest[]} requests the last requests this build covers (at most 20 kept)
 * @property {number} requestCount how many requests this build covers
 */
/**
 * @typedef {{ type: 'scheduled' | 'follow-up', reason: string, pendingCount: number }
 *   | { type: 'start', id: number, requestCount: number }
 *   | { type: 'end', id: number, ok: boolean, value?: unknown, error?: unknown }} QueueEvent
 */
/**
 * @typedef {object} BuildQueueOptions
 * @property {(batch: BuildBatch) => Promise<unknown> | unknown} run
 * @property {number} [debounceMs] quiet time after the last request before a build starts
 *   (default 1000 ms)
 * @property {number} [maxWaitMs] longest a stream of requests can postpone a build (default
 *   30000 ms)
 * @property {() => number} [now]
 * @property {{
 *   setTimeout: (fn: () => void, ms: number) => unknown,
 *   clearTimeout: (handle: never) => void,
 * }} [timers]
 * @property {(event: QueueEvent) => void} [onEvent]
 */
/**
 * @typedef {object} QueueSnapshot
 * @property {{ id: number, startedAt: number, requestCount: number } | null} running
 * @property {{
 *   requestCount: number,
 *   firstAt: number,
 *   lastAt: number,
 *   reasons: string[],
 *   startsAt: number | null,
 * } | null} pending `startsAt`: when the waiting build starts (null: after the running one)
 */
/**
 * @typedef {object} BuildQueue
 * @property {(reason?: string) => {
 *   accepted: boolean,
 *   state: 'scheduled' | 'follow-up' | 'stopped',
 *   runningId?: number,
 * }} request
 * @property {() => QueueSnapshot} snapshot
 * @property {() => Promise<void>} idle
 * @property {() => void} stop
 */

const MAX_KEPT_REQUESTS = 20

/**
 * Requests not yet covered by a build.
 * @typedef {{ requests: BuildRequest[], count: number, firstAt: number, lastAt: number }} PendingRequests
 */

/**
 * When the waiting build is due: `debounceMs` after the last request, or `maxWaitMs` after the
 * first, whichever comes first.
 * @param {PendingRequests} pending
 * @param {{ debounceMs: number, maxWaitMs: number }} windows
 */
const dueAt = (pending, { debounceMs, maxWaitMs }) =>
  Math.min(pending.lastAt + debounceMs, pending.firstAt + maxWaitMs)

/**
 * Add a request at `t` to the waiting ones (a new set when none wait), keeping the last
 * MAX_KEPT_REQUESTS of them.
 * @param {PendingRequests | null} pending
 * @param {string} reason
 * @param {number} t
 * @returns {PendingRequests}
 */
function addRequest(pending, reason, t) {
  const next = pending ?? { requests: [], count: 0, firstAt: t, lastAt: t }
  next.count += 1
  next.lastAt = t
  next.requests.push({ reason, at: t })
  if (next.requests.length > MAX_KEPT_REQUESTS) next.requests.shift()
  return next
}

/**
 * What is running and what is waiting (for /status).
 * @param {RunningBatch | null} running
 * @param {PendingRequests | null} pending
 * @param {{ debounceMs: number, maxWaitMs: number }} windows
 * @returns {QueueSnapshot}
 */
function snapshotOf(running, pending, windows) {
  return {
    running: running
      ? { id: running.id, startedAt: running.startedAt, requestCount: running.requests.length }
      : null,
    pending: pending
      ? {
          requestCount: pending.count,
          firstAt: pending.firstAt,
          lastAt: pending.lastAt,
          reasons: [...new Set(pending.requests.map((r) => r.reason))],
          startsAt: running ? null : dueAt(pending, windows),
        }
      : null,
  }
}

/**
 * Quiet time after the last hook before a build starts. Drupal posts one hook per save request,
 * whatever it saved, so the window only has to join saves made in quick succession.
 */
export const DEFAULT_DEBOUNCE_MS = 100

/**
 * @param {BuildQueueOptions} options
 * @returns {BuildQueue}
 */
export function createBuildQueue({
  run,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  maxWaitMs = 30_000,
  now = Date.now,
  timers = { setTimeout, clearTimeout },
  onEvent = () => {},
}) {
  if (typeof run !== 'function') throw new TypeError('createBuildQueue: run must be a function')
  const windows = { debounceMs, maxWaitMs }
  /** @type {PendingRequests | null} */
  let pending = null
  /** @type {RunningBatch | null} */
  let running = null
  /** @type {unknown} */
  let timer = null
  let nextId = 1
  let stopped = false
  /** @type {(() => void)[]} */
  const idleWaiters = []

  function clearTimer() {
    if (timer) timers.clearTimeout(/** @type {never} */ (timer))
    timer = null
  }

  function schedule() {
    clearTimer()
    if (!pending || running || stopped) return
    const delay = Math.max(0, dueAt(pending, windows) - now())
    timer = timers.setTimeout(() => {
      timer = null
      start()
    }, delay)
  }

  function start() {
    if (!pending || running || stopped) return
    const batch = pending
    pending = null
    const id = nextId++
    running = { id, requests: batch.requests, startedAt: now() }
    onEvent({ type: 'start', id, requestCount: batch.count })
    // An async function, so a build that throws at once ends as one that rejects.
    const build = async () =>
      run({ id, requests: batch.requests.slice(), requestCount: batch.count })
    build()
      .then(
        (value) => onEvent({ type: 'end', id, ok: true, value }),
        (error) => onEvent({ type: 'end', id, ok: false, error }),
      )
      .finally(() => {
        running = null
        if (pending) schedule()
        else settleIdle()
      })
  }

  function settleIdle() {
    if (running || pending) return
    while (idleWaiters.length) /** @type {() => void} */ (idleWaiters.shift())()
  }

  return {
    /**
     * Ask for a build. Returns what happens to the request: `scheduled` (a build starts after
     * the debounce window), `follow-up` (a build is running; one more follows it).
     * @param {string} [reason]
     */
    request(reason = 'hook') {
      if (stopped) return { accepted: false, state: 'stopped' }
      pending = addRequest(pending, reason, now())
      if (running) {
        onEvent({ type: 'follow-up', reason, pendingCount: pending.count })
        return { accepted: true, state: 'follow-up', runningId: running.id }
      }
      schedule()
      onEvent({ type: 'scheduled', reason, pendingCount: pending.count })
      return { accepted: true, state: 'scheduled' }
    },

    /** What is running and what is waiting (for /status). */
    snapshot: () => snapshotOf(running, pending, windows),

    /** Resolves when nothing is running or waiting. */
    idle() {
      if (!running && !pending) return Promise.resolve()
      return /** @type {Promise<void>} */ (new Promise((resolve) => idleWaiters.push(resolve)))
    },

    /** Drop waiting requests and accept no more (a running build is left to finish). */
    stop() {
      stopped = true
      clearTimer()
      pending = null
      settleIdle()
    },
  }
}
