#!/usr/bin/env node
// `npm run bench`: the performance benchmark. Builds on the demo CMS and prints, and
// writes as JSON and Markdown under bench/results/:
//
//   1. Build times in one run: a cold build (cache cleared), a no-op rebuild, and two one-edit
//      rebuilds (a store's title changed in the CMS, then changed back), with the ratio of
//      one-edit to no-op.
//   2. Per page type: gzip and brotli bytes of the scripts it loads at start-up (read from the
//      built HTML and Gatsby's chunk map, bench/lib/page-weight.mjs), HTML and CSS bytes, and
//      the scripts it fetches later on demand (seen in Chromium).
//   3. Each page type against its script-free twin (the same page with every script stripped),
//      run interleaved (ours, twin, ours, twin…) in one Lighthouse, each pair compared
//      (bench/lib/twin-stats.mjs): script time (bootup-time) and TBT over the twin's, main-
//      thread work and LCP as a multiple of the twin's, each the median of the pairs with their
//      spread. The bounds (TBT ≤ +30 ms, LCP ≤ 1.05×) and each page type's budget on main-thread
//      work (bench/budgets.json) fail the benchmark (exit code 1), not the tests.
//   4. Lighthouse (mobile, simulated throttling, Debian's Chromium), the median of N runs per
//      page type: performance (for information), accessibility, best-practices and SEO scores,
//      LCP, TBT and CLS; and the twin's, with the ratio of our LCP and TBT to it. Next to the medians, the lowest and highest of the runs (the
//      performance score and TBT, ours and zero-JS): how far the machine moves a page's
//      figures. A run the machine disturbed (the page's main thread kept off
//      the CPU for 250 ms or more in all inside its longer tasks, bench/lib/trace-stall.mjs)
//      is run again, up to 3 times; the table's last column counts those reruns per page type.
//      A first run of the first page type warms up and is not counted.
//
// The site is served compressed (brotli or gzip, as a CDN would), through the project's own
// static server (so its headers apply).
//
// --scale N: builds only, at 1× and N× the replay's content in one run (cold, no-op and one-edit
// rebuilds with their phases, bench/lib/scale-snapshot.mjs), to bench/results/scale-latest.*;
// the two sizes' edits take turns (--edits N pairs of an edit and its undo each, default 3), and
// one edit is the median of each size's; exit code 1 when one edit at N× takes over 1.2× the
// same edit at 1×.
// Options: --runs N (Lighthouse runs per page, default 5), --set-budgets (write
// bench/budgets.json from this run), --skip-build (measure ./public as
// it is), --skip-lighthouse, --only "home,store detail" (page types), --out DIR, --lhr DIR
// (also keep every Lighthouse report there as JSON, to see what a score is made of),
// --cpu-slowdown N|calibrated (Lighthouse's CPU multiplier: its default 4×, which the budgets
// are read against; or the multiplier Lighthouse's documented calibration gives for this
// machine's benchmarkIndex, bench/lib/cpu-calibration.mjs, written to latest-calibrated.*).
// Every run reports the machine's benchmarkIndex (Lighthouse's CPU index) in the table.
// Budgets (the goal and the limits) are printed next to the figures. This is a benchmark:
// timings vary with the machine; the byte counts do not (the test e2e/budgets.spec.ts holds
// the 110 KB script limit).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { PAGE_TYPES } from '../toolkit/page-types.cjs'
import { startStaticServer } from '../site-server/static-server.mjs'
import { report } from './lib/bench-report.mjs'
import { exitWithoutChromium } from '../toolkit/chromium.mjs'
import { startFront } from './lib/compressing-front.mjs'
import { DEFAULT_SLOWDOWN } from './lib/cpu-calibration.mjs'
import { BUDGET, writeJson } from './lib/figures.mjs'
import { lighthouseRuns } from './lib/lighthouse-twins.mjs'
import { bytesPerPage, onDemandScripts } from './lib/page-bytes.mjs'
import { scaleRun } from './lib/scale-run.mjs'
import { buildTimes } from './lib/site-builds.mjs'
import { budgetsFrom } from './lib/twin-stats.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'set-budgets': { type: 'boolean', default: false },
    scale: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(root, 'bench', 'results') },
    lhr: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: String(DEFAULT_SLOWDOWN) },
    edits: { type: 'string', default: '3' },
  },
})
const RUNS = Math.max(1, Number(args.runs) || 5)
/** Scale mode: how many times each size's store-title edit is made and undone, in turns. */
const EDIT_PAIRS = Math.max(1, Number(args.edits) || 3)
/** Each page type's budget on main-thread work over its twin (`--set-budgets` writes it). */
const BUDGETS_FILE = path.join(root, 'bench', 'budgets.json')
const budgets = existsSync(BUDGETS_FILE) ? JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) : {}
const CALIBRATED = args['cpu-slowdown'] === 'calibrated'
if (!CALIBRATED && !(Number(args['cpu-slowdown']) >= 1)) {
  console.error(`--cpu-slowdown takes a multiplier of 1 or more, or "calibrated".`)
  process.exit(1)
}

exitWithoutChromium()
if (process.env.DRUPAL_BASE_URL) {
  console.error('npm run bench builds on the demo CMS: unset DRUPAL_BASE_URL.')
  process.exit(1)
}

const only = args.only && args.only.split(',').map((s) => s.trim())
const pageTypes = only ? PAGE_TYPES.filter((type) => only.includes(type.name)) : PAGE_TYPES

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}, node ${process.version}, ${new Date().toISOString()}`

if (args.scale) {
  // Scale mode: the same builds at 1× and N× the content, in one run; nothing else.
  const factor = Number(args.scale)
  if (!(Number.isInteger(factor) && factor > 1)) {
    console.error('--scale takes a whole multiple of the content above 1, such as 10.')
    process.exit(1)
  }
  process.exit(await scaleRun({ root, factor, editPairs: EDIT_PAIRS, out: args.out, machine }))
}

const builds = args['skip-build'] ? null : await buildTimes()
const publicDir = path.join(root, 'public')
if (!existsSync(path.join(publicDir, 'index.html'))) {
  console.error('Nothing to measure: run without --skip-build, or `npm run build` first.')
  process.exit(1)
}

const staticServer = await startStaticServer({ root: publicDir, port: 0 })
const front = await startFront(staticServer.url)
const stripped = await startFront(staticServer.url, { zeroJs: true })
let lighthouse = null
let bytes
try {
  console.log('Measuring bytes per page type...')
  const loaded = await onDemandScripts(pageTypes, front.url)
  bytes = await bytesPerPage(pageTypes, publicDir, loaded, staticServer.url)
  if (!args['skip-lighthouse']) {
    console.log(`Lighthouse, ${RUNS} runs per page type, ours and zero-JS...`)
    lighthouse = await lighthouseRuns(front.url, stripped.url, {
      pageTypes,
      runs: RUNS,
      calibrated: CALIBRATED,
      // Lighthouse's default until a calibrated multiplier is known (the warm-up measures it).
      cpuSlowdown: CALIBRATED ? DEFAULT_SLOWDOWN : Number(args['cpu-slowdown']),
      budgets,
      lhrDir: args.lhr,
    })
  }
} finally {
  await Promise.all([front.close(), stripped.close(), staticServer.close()])
}

const { text, markdown } = report(
  { builds, bytes, lighthouse, machine },
  { runs: RUNS, calibrated: CALIBRATED, budgets },
)
console.log(`\n${text}\n`)
mkdirSync(args.out, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const data = { machine, budget: BUDGET, runs: RUNS, builds, bytes, lighthouse }
// A calibrated run is written beside the default one, not over it: the budgets are read
// against Lighthouse's default.
const base = CALIBRATED ? 'latest-calibrated' : 'latest'
writeJson(path.join(args.out, `${base}.json`), data)
writeFileSync(path.join(args.out, `${base}.md`), `${markdown}\n`)
writeJson(path.join(args.out, `bench-${stamp}${CALIBRATED ? '-calibrated' : ''}.json`), data)
console.log(`Written: ${path.relative(root, path.join(args.out, `${base}.json`))} and ${base}.md`)
if (lighthouse && args['set-budgets']) {
  writeJson(BUDGETS_FILE, budgetsFrom(lighthouse))
  console.log(`Budgets written from this run: ${path.relative(root, BUDGETS_FILE)}`)
} else if (lighthouse) {
  // A page type over its bounds or budget fails the benchmark (not the tests).
  const over = lighthouse.filter((r) => r.problems.length)
  for (const r of over) console.error(`Over: ${r.page}: ${r.problems.join('; ')}`)
  if (over.length) process.exitCode = 1
}
