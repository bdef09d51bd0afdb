// The report of `npm run bench`: one section per measurement (builds, bytes per page type as
// built and as served, the cost over the script-free twin, Lighthouse's figures), as text
// tables for the terminal and as Markdown for bench/results/.
import { DEFAULT_SLOWDOWN, calibratedSlowdown } from './cpu-calibration.mjs'
import { BUDGET, median, spread } from './figures.mjs'
import { TWIN_BOUNDS } from './twin-stats.mjs'
import { markdownTable, table, tableOf } from './text-tables.mjs'

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
    ...tableOf(
      [builds],
      [
        ['cold build s', (b) => b.cold.toFixed(1)],
        ['no-op rebuild s', (b) => b.noop.toFixed(1)],
        ['one-edit rebuild s', (b) => b.oneEdit.toFixed(1)],
        ['one-edit / no-op', (b) => b.oneEditToNoop.toFixed(2)],
      ],
    ),
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
    ...tableOf(bytes, [
      ['page type', (b) => b.page],
      ['scripts gzip KB', (b) => b.scriptsGzipKb],
      ['scripts br KB', (b) => b.scriptsBrotliKb],
      ['on demand gzip KB', (b) => b.onDemandGzipKb],
      ['HTML gzip KB', (b) => b.htmlGzipKb],
      ['CSS gzip KB', (b) => b.cssGzipKb],
      [
        'goal',
        (b) =>
          b.withinGoal
            ? 'met'
            : b.withinLimit
              ? `+${(b.scriptsGzipKb - BUDGET.scriptsGoalKb).toFixed(1)} KB`
              : 'OVER LIMIT',
      ],
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
    ...tableOf(bytes, [
      ['page type', (b) => b.page],
      ['HTML raw KB', (b) => b.served.htmlRawKb],
      ['HTML br KB', (b) => b.served.htmlBrKb],
      ['HTML gzip KB', (b) => b.served.htmlGzipKb],
      ['scripts raw KB', (b) => b.served.scriptsRawKb],
      ['scripts br KB', (b) => b.served.scriptsBrKb],
      ['scripts gzip KB', (b) => b.served.scriptsGzipKb],
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
    ...tableOf(lighthouse, [
      ['page type', (r) => r.page],
      ['script ms over twin', (r) => over(r.twin.scriptMsOver)],
      ['main-thread × twin', (r) => over(r.twin.mainThreadRatio)],
      ['budget', (r) => budgets[r.page]?.mainThreadRatio ?? '–'],
      ['TBT ms over twin', (r) => over(r.twin.tbtMsOver)],
      ['LCP × twin', (r) => over(r.twin.lcpRatio)],
      [
        'twin script / TBT / LCP ms',
        ({ twin: { twin } }) =>
          `${Math.round(twin.scriptMs)} / ${Math.round(twin.tbtMs)} / ${Math.round(twin.lcpMs)}`,
      ],
      ['perf (info)', (r) => r.performance],
      ['within bounds', (r) => (r.problems.length ? r.problems.join('; ') : 'yes')],
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
    ...tableOf(lighthouse, [
      ['page type', (r) => r.page],
      ['perf', (r) => r.performance],
      ['perf runs', (r) => spread(r.performanceRange)],
      [
        'zero-JS perf (runs)',
        (r) => `${r.zeroJsPerformance} (${spread(r.zeroJsPerformanceRange)})`,
      ],
      ['a11y', (r) => r.accessibility],
      ['best pr.', (r) => r.bestPractices],
      ['SEO', (r) => r.seo],
      ['LCP ms', (r) => r.lcpMs],
      ['TBT ms (runs)', (r) => `${r.tbtMs} (${spread(r.tbtRangeMs)})`],
      ['CLS', (r) => r.cls],
      ['zero-JS LCP ms', (r) => r.zeroJsLcpMs],
      ['zero-JS TBT ms (runs)', (r) => `${r.zeroJsTbtMs} (${spread(r.zeroJsTbtRangeMs)})`],
      ['LCP ratio', (r) => r.lcpRatio],
      ['TBT ratio', (r) => r.tbtRatio ?? '–'],
      ['CPU index', (r) => r.benchmarkIndex],
      ['reruns', (r) => (r.stillDisturbed ? `${r.rerun} (${r.stillDisturbed} still)` : r.rerun)],
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
