// The benchmark's figures: the goal and limits they are read against, how they are summed
// up (medians of runs, their lowest and highest, kilobytes to a tenth) and written down.
import { writeFileSync } from 'node:fs'

/** The goal and the limits `npm run bench` prints next to its figures. */
export const BUDGET = {
  scriptsGoalKb: 93,
  scriptsLimitKb: 110,
  performanceGoal: 100,
  performanceFloor: 95,
  otherScores: 100,
  cls: 0.04,
}

/**
 * Bytes as kilobytes, to a tenth.
 * @param {number} bytes
 */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/**
 * The median of the finite values; NaN when there are none.
 * @param {(number | undefined)[]} values
 * @returns {number}
 */
export const median = (values) => {
  const sorted = /** @type {number[]} */ (values.filter((v) => Number.isFinite(v))).sort(
    (a, b) => a - b,
  )
  if (!sorted.length) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The lowest and highest of the runs' `key`, rounded; null when no run has it.
 * @template {Record<string, unknown>} Run
 * @param {Run[]} runs
 * @param {keyof Run} key
 * @returns {[number, number] | null}
 */
export const range = (runs, key) => {
  const values = /** @type {number[]} */ (runs.map((r) => r[key]).filter(Number.isFinite))
  return values.length ? [Math.round(Math.min(...values)), Math.round(Math.max(...values))] : null
}

/**
 * Writes `data` to `file` as indented JSON ending in a newline, as bench/results/ keeps it.
 * @param {string} file
 * @param {unknown} data
 */
export const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)

/**
 * "85–98" for the lowest and highest of a page type's runs; "–" when there were none.
 * @param {[number, number] | null} minMax
 */
export const spread = (minMax) => (minMax ? `${minMax[0]}–${minMax[1]}` : '–')
