// How long a page's main thread was kept off the CPU inside its tasks, read from a Chromium
// trace (Lighthouse's `artifacts.Trace`). Used by `npm run bench` to tell a run the machine
// disturbed from a run that measures the page.
//
// Lighthouse's simulated throttling multiplies the wall time of each main-thread task by its
// CPU slowdown (4× on mobile), so every task of 12.5 ms or more becomes a "long task". On a
// shared machine the renderer's main thread is now and then descheduled, or left waiting on
// another process, in the middle of a task: the trace then shows, say, a task of 200 ms wall
// time with 7 ms of thread CPU time (`tdur`) and nothing of the page's inside it, and
// Lighthouse turns those 193 ms of waiting into 770 ms of blocking time. A task's wall time
// minus its CPU time is that waiting.

/**
 * A trace event (the fields read here).
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} [ph]
 * @property {number} [pid]
 * @property {number} [tid]
 * @property {number} [ts]
 * @property {number} [dur]
 * @property {number} [tdur]
 * @property {Record<string, unknown> & { name?: string, data?: Record<string, any> }} [args]
 */
/** @typedef {{ totalMs: number, longestMs: number, wallMs: number }} OffCpuTime */

/** @param {TraceEvent} event */
const isMainFrameNavigation = (event) =>
  event.name === 'navigationStart' &&
  event.args?.data?.isLoadingMainFrame === true &&
  /^https?:/.test(event.args?.data?.documentLoaderURL ?? '')

/**
 * The time, in ms, that the page's renderer main thread spent off the CPU inside its tasks
 * of at least `minTaskMs` wall time after the page's navigation started: the sum over those
 * tasks (`totalMs`), the longest single one (`longestMs`) and the tasks' wall time
 * (`wallMs`). `null` when the trace has no navigation or no thread CPU times to tell.
 * @param {TraceEvent[]} traceEvents
 * @param {{ minTaskMs?: number }} [options]
 * @returns {OffCpuTime | null}
 */
export function offCpuTime(traceEvents, { minTaskMs = 12.5 } = {}) {
  const navigation = traceEvents.find(isMainFrameNavigation)
  if (!navigation) return null
  const mainThreads = new Set(
    traceEvents
      .filter(
        (e) =>
          e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
      )
      .map((e) => e.tid),
  )
  let measured = false
  const time = { totalMs: 0, longestMs: 0, wallMs: 0 }
  for (const event of traceEvents) {
    if (
      event.ph !== 'X' ||
      event.name !== 'RunTask' ||
      event.pid !== navigation.pid ||
      !mainThreads.has(event.tid) ||
      /** @type {number} */ (event.ts) < /** @type {number} */ (navigation.ts) ||
      typeof event.dur !== 'number' ||
      typeof event.tdur !== 'number'
    ) {
      continue
    }
    measured = true
    if (event.dur < minTaskMs * 1000) continue
    const offCpu = Math.max(0, event.dur - event.tdur) / 1000
    time.totalMs += offCpu
    time.longestMs = Math.max(time.longestMs, offCpu)
    time.wallMs += event.dur / 1000
  }
  return measured ? time : null
}
