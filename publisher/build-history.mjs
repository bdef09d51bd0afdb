/**
 * The publisher's record of its builds, kept in <workDir>/state.json across restarts: the last
 * success and failure, the recent attempts, and whether the next build must start from a clean
 * cache.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

const STATE_FILE = 'state.json'
/** Build attempts kept in the state file. */
const HISTORY_LENGTH = 50

/**
 * One build attempt, as kept in the state file and shown by /status.
 * @typedef {object} BuildRecord
 * @property {string} id
 * @property {string} startedAt
 * @property {boolean} [ok]
 * @property {string} [finishedAt]
 * @property {number} [durationMs]
 * @property {string[]} [reasons]
 * @property {number} [requestCount]
 * @property {boolean} [clean] started from a clean cache (the build before it failed)
 * @property {number} [pageCount]
 * @property {number} [waitMs] from the first hook this build covers to its start (debounce, a
 *   build before it)
 * @property {number} [buildMs]
 * @property {number} [publishMs]
 * @property {Record<import('./build-phases.mjs').Phase, number>} [phasesMs] Gatsby's phases,
 *   from its step timings (build-phases.mjs)
 * @property {number | null} [queriesRun]
 * @property {number | null} [pagesRendered]
 * @property {number | null} [pagesWritten] pages whose HTML or data the build wrote
 * @property {{ total: number, linked: number, copied: number }} [files]
 * @property {boolean} [redirectsOnly] published without a Gatsby build: only redirects changed
 * @property {string} [error]
 * @property {string} [logFile]
 * @property {string[]} [logTail]
 */
/**
 * What the state file holds: successes and failures, newest last.
 * @typedef {object} BuildState
 * @property {BuildRecord[]} history
 * @property {BuildRecord | null} lastSuccess
 * @property {BuildRecord | null} lastFailure
 * @property {boolean} cleanNext the build before failed: the next one starts from a clean cache
 */
/**
 * @typedef {object} BuildHistory
 * @property {BuildState} state
 * @property {(success: BuildRecord) => void} recordSuccess
 * @property {(failure: BuildRecord, historyEntry: BuildRecord) => void} recordFailure
 *   `historyEntry`: the failure as the history keeps it (its log tail only in lastFailure)
 * @property {() => Promise<void>} save write the state file (atomically)
 */

/** An epoch time as ISO 8601 (null for none). */
export const iso =
  /** @type {{ (ms: number): string, (ms: number | null | undefined): string | null }} */ (
    (/** @type {number | null | undefined} */ ms) =>
      ms == null ? null : new Date(ms).toISOString()
  )

/**
 * The build history of a work dir, as its state file left it (empty at the first start).
 * @param {string} workDir
 * @returns {Promise<BuildHistory>}
 */
export async function openBuildHistory(workDir) {
  const file = path.join(workDir, STATE_FILE)
  /** @type {BuildState} */
  const state = { history: [], lastSuccess: null, lastFailure: null, cleanNext: false }
  try {
    Object.assign(state, JSON.parse(await fs.readFile(file, 'utf8')))
  } catch {
    // first start
  }
  return {
    state,
    recordSuccess(success) {
      state.lastSuccess = success
      state.history.push(success)
      state.cleanNext = false
    },
    recordFailure(failure, historyEntry) {
      state.lastFailure = failure
      state.history.push(historyEntry)
      state.cleanNext = true
    },
    async save() {
      state.history = state.history.slice(-HISTORY_LENGTH)
      const tmp = `${file}.${process.pid}.tmp`
      await fs.writeFile(tmp, `${JSON.stringify(state, null, 2)}\n`)
      await fs.rename(tmp, file)
    },
  }
}
