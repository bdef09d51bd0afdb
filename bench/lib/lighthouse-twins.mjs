// Each page type against its script-free twin in one Lighthouse: runs interleaved (ours, twin,
// ours, twin…) after an uncounted warm-up, each page type's medians and spreads, and each run
// against the twin run beside it (twin-stats.mjs).
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../toolkit/chromium.mjs'
import { calibratedSlowdown } from './cpu-calibration.mjs'
import { median, range } from './figures.mjs'
import { lighthouseAuditor } from './lighthouse-audit.mjs'
import { twinProblems, twinStats } from './twin-stats.mjs'

/** @typedef {import('./lighthouse-audit.mjs').RunFigures} RunFigures */
/** @typedef {Awaited<ReturnType<typeof lighthouseAuditor>>} Audit */
/** @typedef {{ name: string, path: string }} PageType */

/**
 * One run of the first page type, ours and zero-JS, that is not counted: it warms the browser
 * and the front server's compression cache, and lets the machine settle after the builds (in
 * full runs the first page type measured straight after them scored 93 where the same build,
 * measured on its own, scored 99). Calibrated, the warm-up runs also measure the machine:
 * their benchmarkIndex gives the multiplier every counted run uses, which this returns.
 * @param {Audit} audit
 * @param {{ ours: string, twin: string }} urls the first page type's
 * @param {{ calibrated: boolean, cpuSlowdown: number }} cpu
 * @returns {Promise<number>} the CPU slowdown of the counted runs
 */
async function warmUp(audit, urls, { calibrated, cpuSlowdown }) {
  const options = { cpuSlowdown, keep: false }
  const runs = [
    await audit(urls.ours, 'warm-up', options),
    await audit(urls.twin, 'warm-up', options),
  ]
  if (!calibrated) return cpuSlowdown
  runs.push(await audit(urls.ours, 'warm-up', options))
  // The highest index of the three: the machine's load only ever lowers it, and a higher
  // index gives the larger, stricter multiplier.
  const index = Math.max(
    .../** @type {number[]} */ (runs.map((r) => r.benchmarkIndex).filter(Number.isFinite)),
  )
  const slowdown = calibratedSlowdown(index)
  if (slowdown === null) {
    throw new Error(
      `benchmarkIndex ${index}: this machine is too slow for Lighthouse to emulate its phone`,
    )
  }
  console.log(`  benchmarkIndex ${Math.round(index)}: CPU slowdown calibrated to ${slowdown}×`)
  return slowdown
}

/**
 * A page type's row: the medians of our runs and the twin's, their spreads, and each run
 * against the twin run beside it, judged by the bounds and the page type's budget.
 * @param {string} page
 * @param {RunFigures[]} ours
 * @param {RunFigures[]} bare the twin's runs
 * @param {{ cpuSlowdown: number, budget?: { mainThreadRatio?: number } }} context
 */
function twinRow(page, ours, bare, { cpuSlowdown, budget }) {
  const pick = (/** @type {RunFigures[]} */ runs, /** @type {keyof RunFigures} */ key) =>
    median(runs.map((r) => /** @type {number | undefined} */ (r[key])))
  const lcpMs = Math.round(pick(ours, 'lcpMs'))
  const tbtMs = Math.round(pick(ours, 'tbtMs'))
  const zeroJsLcpMs = Math.round(pick(bare, 'lcpMs'))
  const zeroJsTbtMs = Math.round(pick(bare, 'tbtMs'))
  // Each run against the twin run beside it (bench/lib/twin-stats.mjs).
  const twin = twinStats(ours, bare)
  return {
    page,
    performance: pick(ours, 'performance'),
    accessibility: pick(ours, 'accessibility'),
    bestPractices: pick(ours, 'bestPractices'),
    seo: pick(ours, 'seo'),
    lcpMs,
    tbtMs,
    cls: Math.round(pick(ours, 'cls') * 1000) / 1000,
    zeroJsLcpMs,
    zeroJsTbtMs,
    // The spread of the runs, ours and zero-JS: how far this machine moves one page's
    // figures between runs, next to how far the page's own scripts move them.
    zeroJsPerformance: pick(bare, 'performance'),
    performanceRange: range(ours, 'performance'),
    zeroJsPerformanceRange: range(bare, 'performance'),
    tbtRangeMs: range(ours, 'tbtMs'),
    zeroJsTbtRangeMs: range(bare, 'tbtMs'),
    benchmarkIndex: Math.round(pick([...ours, ...bare], 'benchmarkIndex')),
    cpuSlowdown,
    failedAudits: [...new Set(ours.flatMap((r) => r.failed))],
    rerun: [...ours, ...bare].reduce((sum, r) => sum + r.disturbed, 0),
    stillDisturbed: [...ours, ...bare].filter((r) => r.stillDisturbed).length,
    twin,
    problems: twinProblems(twin, budget),
    lcpRatio: Math.round((lcpMs / zeroJsLcpMs) * 100) / 100,
    tbtRatio: zeroJsTbtMs > 0 ? Math.round((tbtMs / zeroJsTbtMs) * 100) / 100 : null,
  }
}

/** @typedef {ReturnType<typeof twinRow>} TwinRow */

/**
 * The page type's line on the console, with the runs that failed or stayed disturbed.
 * @param {TwinRow} row
 * @param {RunFigures[]} runs ours and the twin's
 */
function logRow(row, runs) {
  console.log(
    `  ${row.page}: performance ${row.performance}, LCP ${row.lcpMs} ms (zero-JS ${row.zeroJsLcpMs} ms), TBT ${row.tbtMs} ms, CLS ${row.cls}` +
      runs
        .filter((r) => r.error)
        .map((r) => ` [a run failed: ${r.error}]`)
        .join('') +
      (row.rerun ? ` [${row.rerun} disturbed run(s) rerun]` : '') +
      (row.stillDisturbed ? ` [${row.stillDisturbed} run(s) still disturbed]` : ''),
  )
}

/**
 * @typedef {object} TwinRunOptions
 * @property {PageType[]} pageTypes
 * @property {number} runs pairs per page type
 * @property {boolean} calibrated whether the warm-up calibrates the CPU slowdown
 * @property {number} cpuSlowdown the multiplier, or Lighthouse's default until calibrated
 * @property {Record<string, { mainThreadRatio?: number }>} budgets per page type (budgets.json)
 * @property {string} [lhrDir] where to keep every counted run's report
 */

/**
 * Lighthouse on each page type, ours (`siteUrl`) and its twin (`strippedUrl`) in turns.
 * @param {string} siteUrl
 * @param {string} strippedUrl
 * @param {TwinRunOptions} options
 * @returns {Promise<TwinRow[]>}
 */
export async function lighthouseRuns(siteUrl, strippedUrl, options) {
  const { pageTypes, runs, calibrated, budgets, lhrDir } = options
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  })
  let { cpuSlowdown } = options
  const rows = []
  try {
    const audit = await lighthouseAuditor({ port: chrome.port, lhrDir })
    const [first] = pageTypes
    if (first) {
      const urls = { ours: `${siteUrl}${first.path}`, twin: `${strippedUrl}${first.path}` }
      cpuSlowdown = await warmUp(audit, urls, { calibrated, cpuSlowdown })
    }
    for (const type of pageTypes) {
      const ours = []
      const bare = []
      for (let run = 0; run < runs; run += 1) {
        ours.push(await audit(`${siteUrl}${type.path}`, 'ours', { cpuSlowdown }))
        bare.push(await audit(`${strippedUrl}${type.path}`, 'zero-js', { cpuSlowdown }))
      }
      const row = twinRow(type.name, ours, bare, { cpuSlowdown, budget: budgets[type.name] })
      logRow(row, [...ours, ...bare])
      rows.push(row)
    }
  } finally {
    await chrome.kill()
  }
  return rows
}
