/**
 * Where a `gatsby build` spends its time, read from its own output: each finished step prints
 * `success <step> - <seconds>s` (with `- done/total` for counted steps). The steps are summed
 * into the phases an editor's wait is made of; what no step accounts for (starting Node,
 * compiling and loading the config before the first step, closing the workers) is `other`.
 */

/**
 * A phase of a build.
 * @typedef {'startup' | 'sourcing' | 'schema' | 'pages' | 'bundles' | 'queries' | 'html' | 'postBuild' | 'other'} Phase
 */

/**
 * Phase of each of Gatsby's steps, by the step's name; steps not listed fall under `other`.
 * @type {[RegExp, Phase][]}
 */
const PHASE_OF_STEP = [
  [
    /^(compile gatsby files|load gatsby config|load plugins|onPreInit|delete worker cache|initialize cache|copy gatsby files|Compiling Gatsby Functions|onPreBootstrap|createSchemaCustomization)/,
    'startup',
  ],
  [/^source and transform nodes/, 'sourcing'],
  [/^building schema/, 'schema'],
  [
    /^(createPages|Checking for changed pages|Cleaning up stale page-data|onPreExtractQueries|extract queries from components|write out redirect data|onPostBootstrap|write out requires)/,
    'pages',
  ],
  [
    /^(Building production JavaScript and CSS bundles|Building HTML renderer|Building Rendering Engines|Execute page configs|Caching Webpack compilations|Rewriting compilation hashes)/,
    'bundles',
  ],
  [
    /^(run queries in workers|run queries in the main process|run page queries|run static queries|Merge worker state|Writing page-data)/,
    'queries',
  ],
  [/^(Building static HTML for pages|stitching slices)/, 'html'],
  [/^(onPostBuild|Delete previous page data)/, 'postBuild'],
]

/** @type {Phase[]} */
export const PHASES = [
  'startup',
  'sourcing',
  'schema',
  'pages',
  'bundles',
  'queries',
  'html',
  'postBuild',
  'other',
]

/** Terminal colour and cursor codes, and carriage returns, in Gatsby's output. */
// eslint-disable-next-line no-control-regex
export const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r/g
// "success run queries in workers - 8.586s - 235/235 27.37/s" (the publisher's log puts
// "[  12.3s] " before each line; Gatsby may wrap a long line, so counts can be on the next one).
const STEP = /^(?:\[\s*[\d.]+s\]\s+)?success (.+?) - ([\d.]+)s(?: - (\d+)\/(\d+))?/

/**
 * @param {string} log  the build's output (ANSI codes allowed)
 * @param {number} [wallMs]  the build's wall time, for `other`
 * @returns {{ phasesMs: Record<Phase, number>, queriesRun: number | null, pagesRendered: number | null, pagesWritten: number | null, postBuildMs: Record<string, number> }}
 */
export function buildPhases(log, wallMs) {
  const lines = log
    .replace(ANSI, '')
    // a step line wrapped before its time: "success Writing page-data… directory -\n0.090s - 231/231"
    .replace(/ -\n(?:\[\s*[\d.]+s\]\s+)?(?=[\d.]+s\b)/g, ' - ')
    .split('\n')
  const phasesMs = /** @type {Record<Phase, number>} */ (
    Object.fromEntries(PHASES.map((p) => [p, 0]))
  )
  let queriesRun = null
  let pagesRendered = null
  // The pages whose HTML or data Gatsby wrote (rendered, or re-stitched when its scripts
  // changed): the preloads step reads exactly those (gatsby/post-build/page-preloads.ts).
  let pagesWritten = null
  let stepsMs = 0
  for (const line of lines) {
    // Gatsby's word for a build that rendered no page (and so has no HTML step).
    if (/There are no new or changed html files to build/.test(line)) pagesRendered = 0
    const written = /Page preloads: (\d+) page\(s\) read/.exec(line)
    if (written) pagesWritten = Number(written[1])
    // A rebuild's few queries run in Gatsby's main process (patches/): counted in its own line.
    const here = /Queries run in the main process: (\d+)/.exec(line)
    if (here) queriesRun = Number(here[1])
    const m = STEP.exec(line.trim())
    if (!m) continue
    const [, step, seconds, done] = m
    const ms = Math.round(Number(seconds) * 1000)
    // "source and transform nodes" contains the fetch and download steps: count only it.
    if (/^(Fetch all data|Fetch incremental|Remote file download|Clean up stale nodes)/.test(step))
      continue
    const phase = PHASE_OF_STEP.find(([re]) => re.test(step))?.[1] ?? 'other'
    phasesMs[phase] += ms
    stepsMs += ms
    if (/^run (queries in workers|page queries)/.test(step) && done) queriesRun = Number(done)
    if (/^Building static HTML/.test(step) && done) pagesRendered = Number(done)
  }
  if (wallMs != null) phasesMs.other += Math.max(0, Math.round(wallMs - stepsMs))
  return { phasesMs, queriesRun, pagesRendered, pagesWritten, postBuildMs: postBuildSteps(lines) }
}

/**
 * gatsby-node's own timing of each post-build step: "info Post-build: Drupal files 0.02 s,
 * search index 0.74 s, …" (the reporter may wrap it; every continuation line ends in "s" or
 * "s,").
 *
 * @param {string[]} lines  the build's output, without ANSI codes
 * @returns {Record<string, number>}  milliseconds per step, in the order run
 */
function postBuildSteps(lines) {
  const at = lines.findIndex((line) => /\bPost-build: /.test(line))
  if (at < 0) return {}
  let text = lines[at].slice(lines[at].indexOf('Post-build: ') + 'Post-build: '.length)
  for (let i = at + 1; i < lines.length && /,\s*$/.test(text) && /\bs,?\s*$/.test(lines[i]); i++)
    text += ` ${lines[i].trim()}`
  return Object.fromEntries(
    [...text.matchAll(/([a-zA-Z][a-zA-Z ]*?) ([\d.]+) s/g)].map(([, step, seconds]) => [
      step.trim(),
      Math.round(Number(seconds) * 1000),
    ]),
  )
}
