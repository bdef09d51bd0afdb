// The report of `npm run bench`: one section per measurement (builds, bytes per page type as
// built and as served, the cost over the script-free twin, Lighthouse's figures), as text
// tables for the terminal and as Markdown for bench/results/.
import { DEFAULT_SLOWDOWN, calibratedSlowdown } from './cpu-calibration.mjs'
import { BUDGET, median, spread } from './figures.mjs'
import { TWIN_BOUNDS } from './twin-stats.mjs'
import { markdownTable, table } from './text-tables.mjs'

/** @typedef {{ title: string, note?: string, headers: string[], rows: unknown[][] }} Section */
/** @typedef {import('./page-bytes.mjs').BytesRow} BytesRow */
/** @typedef {import('./lighthouse-twins.mjs').TwinRow} TwinRow */
/** @typedef {import('./site-builds.mjs').SiteBuilds} SiteBuilds */

/**
 * How the Lighthouse runs were made, for the titles and notes.
 * @typedef {object} RunSettings
 * @property {number} runs Lighthouse runs per page type
 * @property {boolean} calibrated whether the CPU slowdown was calibrated for this machine
 * @property {Record<string, { mainThreadRatio?: number }>} budgets per page type (budgets.json)
 */

/**
 * @param {SiteBuilds} builds
 * @returns {Section}
 */
function buildsSection(builds) {
  return {
    title: 'Build times (demo CMS)',
    headers: ['cold build s', 'no-op rebuild s', 'one-edit rebuild s', 'one-edit / no-op'],
    rows: [
      [
        builds.cold.toFixed(1),
        builds.noop.toFixed(1),
        builds.oneEdit.toFixed(1),
        builds.oneEditToNoop.toFixed(2),
      ],
    ],
  }
}

/**
 * The built files' bytes per page type, against the start-up scripts' goal and limit.
 * @param {BytesRow[]} bytes
 * @returns {Section}
 */
function bytesSection(bytes) {
  return {
    title: `Bytes per page type (start-up scripts: goal ≤ ${BUDGET.scriptsGoalKb} KB gzip, limit ${BUDGET.scriptsLimitKb} KB)`,
    headers: [
      'page type',
      'scripts gzip KB',
      'scripts br KB',
      'on demand gzip KB',
      'HTML gzip KB',
      'CSS gzip KB',
      'goal',
    ],
    rows: bytes.map((b) => [
      b.page,
      b.scriptsGzipKb,
      b.scriptsBrotliKb,
      b.onDemandGzipKb,
      b.htmlGzipKb,
      b.cssGzipKb,
      b.withinGoal
        ? 'met'
        : b.withinLimit
          ? `+${(b.scriptsGzipKb - BUDGET.scriptsGoalKb).toFixed(1)} KB`
          : 'OVER LIMIT',
    ]),
  }
}

/**
 * @param {BytesRow[]} bytes
 * @returns {Section}
 */
function servedSection(bytes) {
  return {
    title:
      "Bytes served per page type by the project's server: raw, and as a browser receives them with Accept-Encoding br or gzip (the build's precompressed copies)",
    headers: [
      'page type',
      'HTML raw KB',
      'HTML br KB',
      'HTML gzip KB',
      'scripts raw KB',
      'scripts br KB',
      'scripts gzip KB',
    ],
    rows: bytes.map((b) => [
      b.page,
      b.served.htmlRawKb,
      b.served.htmlBrKb,
      b.served.htmlGzipKb,
      b.served.scriptsRawKb,
      b.served.scriptsBrKb,
      b.served.scriptsGzipKb,
    ]),
  }
}

/**
 * Each page type's cost over its script-free twin, against the bounds and its budget.
 * @param {TwinRow[]} lighthouse
 * @param {RunSettings} settings
 * @returns {Section}
 */
function twinSection(lighthouse, { runs, budgets }) {
  const over = (/** @type {{ median: number, min: number, max: number } | null} */ x) =>
    x ? `${x.median} (${x.min}–${x.max})` : '–'
  return {
    title: `Cost over the script-free twin, per page type: median of ${runs} pairs run one after the other (spread), at ${lighthouse[0]?.cpuSlowdown}× CPU slowdown`,
    note: `Bounds: TBT over the twin ≤ ${TWIN_BOUNDS.tbtMsOver} ms, LCP ≤ ${TWIN_BOUNDS.lcpRatio}× the twin's; main-thread work within the page type's budget (bench/budgets.json: the highest ratio of a committed run plus a tenth, \`--set-budgets\`). Script time is Lighthouse's bootup-time, main-thread work its mainthread-work-breakdown. The performance score is for information only.`,
    headers: [
      'page type',
      'script ms over twin',
      'main-thread × twin',
      'budget',
      'TBT ms over twin',
      'LCP × twin',
      'twin script / TBT / LCP ms',
      'perf (info)',
      'within bounds',
    ],
    rows: lighthouse.map((r) => [
      r.page,
      over(r.twin.scriptMsOver),
      over(r.twin.mainThreadRatio),
      budgets[r.page]?.mainThreadRatio ?? '–',
      over(r.twin.tbtMsOver),
      over(r.twin.lcpRatio),
      `${Math.round(r.twin.twin.scriptMs)} / ${Math.round(r.twin.twin.tbtMs)} / ${Math.round(r.twin.twin.lcpMs)}`,
      r.performance,
      r.problems.length ? r.problems.join('; ') : 'yes',
    ]),
  }
}

/**
 * Lighthouse's title and note: the CPU slowdown the runs used, and what this machine's
 * benchmarkIndex would calibrate it to.
 * @param {TwinRow[]} lighthouse
 * @param {RunSettings} settings
 */
function lighthouseHeading(lighthouse, { runs, calibrated }) {
  const index = median(lighthouse.map((r) => r.benchmarkIndex))
  const slowdown = lighthouse[0]?.cpuSlowdown
  const cpu = calibrated
    ? `CPU slowdown ${slowdown}×, calibrated for this machine's benchmarkIndex`
    : `CPU slowdown ${slowdown}×${slowdown === DEFAULT_SLOWDOWN ? ", Lighthouse's default" : ''}`
  return {
    title: `Lighthouse, mobile, ${cpu}, median of ${runs} (goal: performance ${BUDGET.performanceGoal}, floor ${BUDGET.performanceFloor}; others 100)`,
    note: calibrated
      ? `Lighthouse's calibration (its throttling docs, bench/lib/cpu-calibration.mjs) gives ${slowdown}× for the highest benchmarkIndex of three warm-up runs; the default 4× assumes a host of about 1533.`
      : `This machine's benchmarkIndex (Lighthouse's CPU index, median of the runs): ${index}. Lighthouse's documented calibration gives ${calibratedSlowdown(index) ?? 'no multiplier'}× for it (4× assumes a host of about 1533): \`npm run bench -- --cpu-slowdown calibrated\` measures with that.`,
  }
}

/**
 * @param {TwinRow[]} lighthouse
 * @param {RunSettings} settings
 * @returns {Section}
 */
function lighthouseSection(lighthouse, settings) {
  return {
    ...lighthouseHeading(lighthouse, settings),
    headers: [
      'page type',
      'perf',
      'perf runs',
      'zero-JS perf (runs)',
      'a11y',
      'best pr.',
      'SEO',
      'LCP ms',
      'TBT ms (runs)',
      'CLS',
      'zero-JS LCP ms',
      'zero-JS TBT ms (runs)',
      'LCP ratio',
      'TBT ratio',
      'CPU index',
      'reruns',
    ],
    rows: lighthouse.map((r) => [
      r.page,
      r.performance,
      spread(r.performanceRange),
      `${r.zeroJsPerformance} (${spread(r.zeroJsPerformanceRange)})`,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      `${r.tbtMs} (${spread(r.tbtRangeMs)})`,
      r.cls,
      r.zeroJsLcpMs,
      `${r.zeroJsTbtMs} (${spread(r.zeroJsTbtRangeMs)})`,
      r.lcpRatio,
      r.tbtRatio ?? '–',
      r.benchmarkIndex,
      r.stillDisturbed ? `${r.rerun} (${r.stillDisturbed} still)` : r.rerun,
    ]),
  }
}

/**
 * The sections as text for the terminal and as a Markdown document.
 * @param {Section[]} sections
 * @param {string} machine
 */
function render(sections, machine) {
  const text = sections
    .map((s) => [s.title, table(s.headers, s.rows), s.note].filter(Boolean).join('\n'))
    .join('\n\n')
  const markdown = [
    `# Benchmark results`,
    ``,
    `Machine: ${machine}`,
    ``,
    ...sections.flatMap((s) => [
      `## ${s.title}`,
      ``,
      markdownTable(s.headers, s.rows),
      ``,
      ...(s.note ? [s.note, ``] : []),
    ]),
  ].join('\n')
  return { text, markdown }
}

/**
 * @param {{ builds: SiteBuilds | null, bytes: BytesRow[], lighthouse: TwinRow[] | null, machine: string }} results
 * @param {RunSettings} settings
 */
export function report({ builds, bytes, lighthouse, machine }, settings) {
  /** @type {Section[]} */
  const sections = []
  if (builds) sections.push(buildsSection(builds))
  sections.push(bytesSection(bytes), servedSection(bytes))
  if (lighthouse) {
    sections.push(twinSection(lighthouse, settings), lighthouseSection(lighthouse, settings))
  }
  return render(sections, machine)
}
