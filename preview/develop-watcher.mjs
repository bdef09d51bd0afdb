// What gatsby develop is doing, read from its output: the preview server waits on it so that a
// page asked for after a save is served once gatsby develop has applied that save.
import { stripVTControlCharacters } from 'node:util'

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
        const timer = setTimeout(() => {
          if (waiting.delete(w)) resolve(false)
        }, timeoutMs)
        // Settled in time: the timer goes too, so it holds no process open for its full wait.
        const settle = (/** @type {boolean} */ settled) => {
          clearTimeout(timer)
          resolve(settled)
        }
        const w = { seq: mark.seq, loads: mark.loads + count, resolve: settle }
        waiting.add(w)
        check()
      })
    },
  }
}
