// Our page against its script-free twin (bench/index.mjs): Lighthouse runs them interleaved
// (ours, twin, ours, twin…), and each pair is compared, so whatever the machine does to one run
// it does to the other. A page type's cost is the median of its pairs, with their spread.
import { median } from './figures.mjs'

/**
 * One Lighthouse run's figures.
 * @typedef {object} RunFigures
 * @property {number} [scriptMs] Lighthouse's `bootup-time` total: script evaluation, parse
 *   and compile on the main thread
 * @property {number} [mainThreadMs] `mainthread-work-breakdown` total: all main-thread work
 * @property {number} [tbtMs] total blocking time
 * @property {number} [lcpMs] largest contentful paint
 */

/**
 * The median and the lowest and highest of some values, rounded to `digits` decimals; null
 * when there are none.
 * @typedef {{ median: number, min: number, max: number }} Spread
 */

/**
 * @param {number[]} values
 * @param {number} [digits]
 * @returns {Spread | null}
 */
export function spreadOf(values, digits = 0) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return null
  const round = (/** @type {number} */ v) => Math.round(v * 10 ** digits) / 10 ** digits
  return { median: round(median(sorted)), min: round(sorted[0]), max: round(sorted.at(-1) ?? NaN) }
}

/**
 * @typedef {object} TwinStats
 * @property {Spread | null} scriptMsOver our script time minus the twin's, per pair
 * @property {Spread | null} mainThreadRatio our main-thread work over the twin's, per pair
 * @property {Spread | null} tbtMsOver our TBT minus the twin's, per pair
 * @property {Spread | null} lcpRatio our LCP over the twin's, per pair
 * @property {{ scriptMs: number, mainThreadMs: number, tbtMs: number, lcpMs: number }} ours
 *   medians of our runs
 * @property {{ scriptMs: number, mainThreadMs: number, tbtMs: number, lcpMs: number }} twin
 *   medians of the twin's runs
 */

/**
 * Pairs run i of ours with run i of the twin (they ran one after the other).
 * @param {RunFigures[]} ours
 * @param {RunFigures[]} twin
 * @returns {TwinStats}
 */
export function twinStats(ours, twin) {
  const pairs = ours.slice(0, twin.length).map((a, i) => [a, twin[i]])
  /** @param {(a: RunFigures, b: RunFigures) => number} f */
  const paired = (f) => pairs.map(([a, b]) => f(a, b))
  const num = (/** @type {number | undefined} */ v) => (Number.isFinite(v) ? Number(v) : NaN)
  /** @param {RunFigures[]} runs */
  const medians = (runs) => ({
    scriptMs: Math.round(median(runs.map((r) => r.scriptMs))),
    mainThreadMs: Math.round(median(runs.map((r) => r.mainThreadMs))),
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
  })
  return {
    scriptMsOver: spreadOf(paired((a, b) => num(a.scriptMs) - num(b.scriptMs))),
    mainThreadRatio: spreadOf(
      paired((a, b) => num(a.mainThreadMs) / num(b.mainThreadMs)),
      2,
    ),
    tbtMsOver: spreadOf(paired((a, b) => num(a.tbtMs) - num(b.tbtMs))),
    lcpRatio: spreadOf(
      paired((a, b) => num(a.lcpMs) / num(b.lcpMs)),
      2,
    ),
    ours: medians(ours),
    twin: medians(twin),
  }
}

/** The bounds: every page type as light as the same page without scripts. */
export const TWIN_BOUNDS = Object.freeze({ tbtMsOver: 30, lcpRatio: 1.05 })

/**
 * What a page type breaks: the bounds on TBT and LCP over its twin, and its own budget on
 * main-thread work over the twin's (bench/budgets.json), each read on the median.
 * @param {TwinStats} stats
 * @param {{ mainThreadRatio?: number } | undefined} budget
 * @returns {string[]}
 */
export function twinProblems(stats, budget) {
  /** @type {string[]} */
  const problems = []
  const tbt = stats.tbtMsOver?.median
  if (tbt !== undefined && tbt > TWIN_BOUNDS.tbtMsOver) {
    problems.push(`TBT ${tbt} ms over the twin (bound ${TWIN_BOUNDS.tbtMsOver} ms)`)
  }
  const lcp = stats.lcpRatio?.median
  if (lcp !== undefined && lcp > TWIN_BOUNDS.lcpRatio) {
    problems.push(`LCP ${lcp}× the twin's (bound ${TWIN_BOUNDS.lcpRatio}×)`)
  }
  const work = stats.mainThreadRatio?.median
  if (
    budget?.mainThreadRatio !== undefined &&
    work !== undefined &&
    work > budget.mainThreadRatio
  ) {
    problems.push(`main-thread work ${work}× the twin's (budget ${budget.mainThreadRatio}×)`)
  }
  return problems
}

/**
 * A budget for each page type from a run: its highest main-thread ratio in that run, plus a
 * tenth, so a page fails only when it got heavier than the machine's spread can explain.
 * @param {{ page: string, twin: TwinStats }[]} rows
 * @returns {Record<string, { mainThreadRatio: number }>}
 */
export function budgetsFrom(rows) {
  return Object.fromEntries(
    rows
      .filter((row) => row.twin.mainThreadRatio)
      .map((row) => [
        row.page,
        {
          mainThreadRatio:
            Math.ceil(/** @type {Spread} */ (row.twin.mainThreadRatio).max * 1.1 * 100) / 100,
        },
      ]),
  )
}
