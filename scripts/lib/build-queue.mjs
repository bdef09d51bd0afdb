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

const MAX_KEPT_REQUESTS = 20

/**
 * @param {object} options
 * @param {(batch: { id: number, requests: BuildRequest[], requestCount: number }) => Promise<unknown>} options.run
 * @param {number} [options.debounceMs=1000]
 * @param {number} [options.maxWaitMs=30000]
 * @param {() => number} [options.now=Date.now]
 * @param {{ setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout }} [options.timers]
 * @param {(event: { type: string, [key: string]: unknown }) => void} [options.onEvent]
 */
export function createBuildQueue({
  run,
  debounceMs = 1000,
  maxWaitMs = 30_000,
  now = Date.now,
  timers = { setTimeout, clearTimeout },
  onEvent = () => {},
}) {
  if (typeof run !== 'function') throw new TypeError('createBuildQueue: run must be a function')
  /** Requests not yet covered by a build: { requests, count, firstAt, lastAt } or null. */
  let pending = null
  /** @type {RunningBatch | null} */
  let running = null
  let timer = null
  let nextId = 1
  let stopped = false
  const idleWaiters = []

  function schedule() {
    if (timer) timers.clearTimeout(timer)
    timer = null
    if (!pending || running || stopped) return
    const t = now()
    const due = Math.min(pending.lastAt + debounceMs, pending.firstAt + maxWaitMs)
    timer = timers.setTimeout(
      () => {
        timer = null
        start()
      },
      Math.max(0, due - t),
    )
  }

  function start() {
    if (!pending || running || stopped) return
    const batch = pending
    pending = null
    const id = nextId++
    running = { id, requests: batch.requests, startedAt: now() }
    onEvent({ type: 'start', id, requestCount: batch.count })
    let result
    try {
      result = Promise.resolve(
        run({ id, requests: batch.requests.slice(), requestCount: batch.count }),
      )
    } catch (error) {
      result = Promise.reject(error)
    }
    result
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
    while (idleWaiters.length) idleWaiters.shift()()
  }

  return {
    /**
     * Ask for a build. Returns what happens to the request: `scheduled` (a build starts after
     * the debounce window), `follow-up` (a build is running; one more follows it).
     * @param {string} [reason]
     */
    request(reason = 'hook') {
      if (stopped) return { accepted: false, state: 'stopped' }
      const t = now()
      if (!pending) pending = { requests: [], count: 0, firstAt: t, lastAt: t }
      pending.count += 1
      pending.lastAt = t
      pending.requests.push({ reason, at: t })
      if (pending.requests.length > MAX_KEPT_REQUESTS) pending.requests.shift()
      if (running) {
        onEvent({ type: 'follow-up', reason, pendingCount: pending.count })
        return { accepted: true, state: 'follow-up', runningId: running.id }
      }
      schedule()
      onEvent({ type: 'scheduled', reason, pendingCount: pending.count })
      return { accepted: true, state: 'scheduled' }
    },

    /** What is running and what is waiting (for /status). */
    snapshot() {
      return {
        running: running
          ? {
              id: running.id,
              startedAt: running.startedAt,
              requestCount: running.requests.length,
            }
          : null,
        pending: pending
          ? {
              requestCount: pending.count,
              firstAt: pending.firstAt,
              lastAt: pending.lastAt,
              reasons: [...new Set(pending.requests.map((r) => r.reason))],
              startsAt: running
                ? null
                : Math.min(pending.lastAt + debounceMs, pending.firstAt + maxWaitMs),
            }
          : null,
      }
    },

    /** Resolves when nothing is running or waiting. */
    idle() {
      if (!running && !pending) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },

    /** Drop waiting requests and accept no more (a running build is left to finish). */
    stop() {
      stopped = true
      if (timer) timers.clearTimeout(timer)
      timer = null
      pending = null
      settleIdle()
    },
  }
}
