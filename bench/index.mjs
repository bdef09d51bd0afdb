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
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, request } from 'node:http'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { DEFAULT_SLOWDOWN, calibratedSlowdown } from './lib/cpu-calibration.mjs'
import { PAGE_TYPES } from '../toolkit/page-types.cjs'
import { pageWeight } from './lib/page-weight.mjs'
import { startStaticServer } from '../site-server/static-server.mjs'
import { servedTotals } from './lib/served-bytes.mjs'
import { offCpuTime } from './lib/trace-stall.mjs'
import { applyPatches } from '../toolkit/patches.mjs'
import { buildPhases, PHASES } from '../publisher/build-phases.mjs'
import { writeScaledSnapshot } from './lib/scale-snapshot.mjs'
import { copyProject } from '../toolkit/scratch-project.mjs'
import { stripScripts } from './lib/zero-js.mjs'
import { TWIN_BOUNDS, budgetsFrom, twinProblems, twinStats } from './lib/twin-stats.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
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
// A Lighthouse run whose page main thread was kept off the CPU for this long in all inside
// its tasks of 12.5 ms or more (the ones 4× slowdown makes long) was disturbed by the
// machine, not slowed by the page, and is run again (at most this often). Undisturbed runs on
// this 2-core machine show 100–160 ms (the main thread waits on the browser process, which
// shares the cores with Lighthouse); disturbed ones 330–510 ms.
const OFF_CPU_LIMIT_MS = 250
const DISTURBED_RETRIES = 3
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
  '--no-first-run',
]
const BUDGET = {
  scriptsGoalKb: 93,
  scriptsLimitKb: 110,
  performanceGoal: 100,
  performanceFloor: 95,
  otherScores: 100,
  cls: 0.04,
}

if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath} (apt-get install -y chromium).`)
  process.exit(1)
}
if (process.env.DRUPAL_BASE_URL) {
  console.error('npm run bench builds on the demo CMS: unset DRUPAL_BASE_URL.')
  process.exit(1)
}

const pageTypes = args.only
  ? PAGE_TYPES.filter((type) =>
      args.only
        .split(',')
        .map((s) => s.trim())
        .includes(type.name),
    )
  : PAGE_TYPES
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
/** The lowest and highest of the runs' `key`, rounded; null when no run has it. */
const range = (runs, key) => {
  const values = runs.map((r) => r[key]).filter(Number.isFinite)
  return values.length ? [Math.round(Math.min(...values)), Math.round(Math.max(...values))] : null
}
/** "85–98" for the lowest and highest of a page type's runs; "–" when there were none. */
const spread = (minMax) => (minMax ? `${minMax[0]}–${minMax[1]}` : '–')

/* ---------------------------------------------------------------- builds */

/** A copy of the demo snapshot whose resources can be edited, its content `scale` times. */
function scratchSnapshot(scale = 1) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-snapshot-'))
  const source = path.join(root, 'cms', 'snapshot')
  if (scale > 1) {
    writeScaledSnapshot(source, dir, scale)
    return dir
  }
  cpSync(path.join(source, 'meta.json'), path.join(dir, 'meta.json'))
  cpSync(path.join(source, 'resources'), path.join(dir, 'resources'), { recursive: true })
  cpSync(path.join(source, 'files'), path.join(dir, 'files'), { recursive: true })
  return dir
}

function setFirstStoreTitle(snapshotDir, title) {
  const file = path.join(snapshotDir, 'resources', 'node--store.json')
  const doc = JSON.parse(readFileSync(file, 'utf8'))
  const before = doc.data[0].attributes.title
  doc.data[0].attributes.title = title
  writeFileSync(file, JSON.stringify(doc))
  return before
}

/** The last build's time and phases (publisher/build-phases.mjs). */
let lastBuild = null

function runGatsby(gatsbyArgs, env, cwd = root) {
  applyPatches(root)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(path.join(root, 'node_modules', '.bin', 'gatsby'), gatsbyArgs, {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    child.stdout.on('data', (chunk) => (log += chunk))
    child.stderr.on('data', (chunk) => (log += chunk))
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000
      lastBuild = { seconds, ...buildPhases(log, seconds * 1000) }
      if (code === 0) resolve(seconds)
      else reject(new Error(`gatsby ${gatsbyArgs.join(' ')} failed:\n${log.slice(-3000)}`))
    })
  })
}

/**
 * A cold build, a no-op rebuild and one-edit rebuilds (a store's title changed in the CMS,
 * then changed back), on the replay's content multiplied `scale` times
 * (bench/lib/scale-snapshot.mjs), each with its phases, in `projectDir` (the repository, or
 * a scratch copy of it). With `checkPostBuild`, also whether the post-build steps, which do
 * only what changed, left the same pages and headers as a full pass over the same build.
 *
 * As steps, so that the scale mode can interleave two sites' edits: `start()` (cold and
 * no-op), `editPair()` (the edit and its undo; any number of times), `finish()` (the checks and
 * the result, which closes the CMS).
 */
async function buildSite(scale = 1, { projectDir = root, checkPostBuild = false } = {}) {
  const { startCms } = await import('../cms/server.mjs')
  const snapshotDir = scratchSnapshot(scale)
  // With a change log, as Drupal keeps one for the publisher's builds: gatsby-source-drupal's
  // fastBuilds then fetches only what changed (cms/lib/change-log.cjs).
  const changeLog = path.join(snapshotDir, 'change-log.json')
  let cms = await startCms({ port: 0, snapshotDir, changeLog, log: () => {} })
  const port = cms.port
  const env = { DEMO_CMS_URL: cms.url, DRUPAL_FAST_BUILDS: '1' }
  // The CMS reads its snapshot when it starts: restart it on the same port after an edit, so
  // Gatsby sees the same source (a different URL would invalidate its cache).
  const restartCms = async () => {
    await cms.close()
    cms = await startCms({ port, snapshotDir, changeLog, log: () => {} })
  }
  const gatsby = (gatsbyArgs) => runGatsby(gatsbyArgs, env, projectDir)
  const label = scale > 1 ? ` at ${scale}× content` : ''
  const result = { scale, oneEditRuns: [], phases: {} }
  let coldSite = null
  const done = async () => {
    await cms.close()
    rmSync(snapshotDir, { recursive: true, force: true })
  }
  return {
    async start() {
      try {
        console.log(`Cold build${label} (gatsby clean first)...`)
        await gatsby(['clean'])
        result.cold = await gatsby(['build'])
        result.phases.cold = lastBuild
        coldSite = siteDigests(path.join(projectDir, 'public'))
        console.log(`  ${result.cold.toFixed(1)} s\nNo-op rebuild${label}...`)
        result.noop = await gatsby(['build'])
        result.phases.noop = lastBuild
        console.log(`  ${result.noop.toFixed(1)} s`)
      } catch (error) {
        await done()
        throw error
      }
    },
    async editPair() {
      try {
        console.log(`One-edit rebuild${label} (a store title changed)...`)
        const original = setFirstStoreTitle(snapshotDir, 'Bench Edited Store Title')
        await restartCms()
        const edit = await gatsby(['build'])
        result.phases.oneEdit ??= lastBuild
        console.log(`  ${edit.toFixed(1)} s\nOne-edit rebuild${label} (changed back)...`)
        setFirstStoreTitle(snapshotDir, original)
        await restartCms()
        const back = await gatsby(['build'])
        result.phases.oneEditBack = lastBuild
        console.log(`  ${back.toFixed(1)} s`)
        result.oneEditRuns.push(edit, back)
      } catch (error) {
        await done()
        throw error
      }
    },
    async finish() {
      try {
        // The median of the edits and undos: one slow build on a shared machine moves it least.
        result.oneEdit = median(result.oneEditRuns)
        result.oneEditToNoop = result.oneEdit / result.noop
        // The edit undone: every file of the site as the cold build made it.
        result.sameAsCold = compareSites(coldSite, siteDigests(path.join(projectDir, 'public')))
        console.log(
          `  after the edits and their undos${label}, against the cold build: ${result.sameAsCold.summary}`,
        )
        result.postBuild = checkPostBuild
          ? await postBuildAgainstFullPass(path.join(projectDir, 'public'), cms.url)
          : null
        if (result.postBuild)
          console.log(`  post-build against a full pass: ${result.postBuild.summary}`)
        return result
      } finally {
        await done()
      }
    },
  }
}

/** The demo CMS builds of `npm run bench` (no scale): a cold, a no-op and one edit and undo. */
async function buildTimes() {
  const site = await buildSite(1)
  await site.start()
  await site.editPair()
  return site.finish()
}

/** Every file of a built site (its relative path → SHA-256 of its content). */
function siteDigests(publicDir) {
  const out = new Map()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else
        out.set(
          path.relative(publicDir, full),
          createHash('sha256').update(readFileSync(full)).digest('hex'),
        )
    }
  }
  walk(publicDir)
  return out
}

/** Which files differ, are missing or are extra in `after` against `before`. */
function compareSites(before, after) {
  const differ = [...before]
    .filter(([file, digest]) => after.get(file) !== digest)
    .map(([file]) => file)
  const extra = [...after.keys()].filter((file) => !before.has(file))
  return {
    files: before.size,
    differ,
    extra,
    summary:
      differ.length || extra.length
        ? `${differ.length} of ${before.size} files differ or are missing, ${extra.length} extra (${[...differ, ...extra].slice(0, 5).join(', ')})`
        : `all ${before.size} files the same, none extra`,
  }
}

/**
 * Whether the pages and headers the last (incremental) build left in `publicDir` are what the
 * post-build steps make in a full pass (no record) over a copy of the same pages, page data
 * and chunk map. Returns how many files were compared and which differ.
 */
async function postBuildAgainstFullPass(publicDir, cmsUrl) {
  register(new URL('./ts-loader.mjs', import.meta.url))
  const { injectPagePreloads } = await import('../gatsby/post-build/page-preloads.ts')
  const { writeSecurityHeaders } = await import('../gatsby/post-build/security-headers.ts')
  const { readEnv } = await import('../gatsby/source/env.ts')
  const { MANIFEST_PATH } = await import('../src/lib/search/types.ts')
  const copy = mkdtempSync(path.join(os.tmpdir(), 'bench-full-pass-'))
  try {
    const compared = []
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        const rel = path.relative(publicDir, full)
        if (entry.isDirectory()) {
          if (entry.name !== 'static') walk(full)
        } else if (entry.name.endsWith('.html') || entry.name === 'page-data.json') {
          mkdirSync(path.dirname(path.join(copy, rel)), { recursive: true })
          cpSync(full, path.join(copy, rel))
          if (entry.name.endsWith('.html')) compared.push(rel)
        }
      }
    }
    walk(publicDir)
    cpSync(path.join(publicDir, 'chunk-map.json'), path.join(copy, 'chunk-map.json'))
    const env = readEnv({ ...process.env, DEMO_CMS_URL: cmsUrl })
    await injectPagePreloads(copy, { manifestPath: MANIFEST_PATH })
    await writeSecurityHeaders(copy, {
      siteUrl: env.siteUrl,
      formEndpoint: env.formEndpoint,
      tagManager: !!env.gtmId,
      mapEmbedHosts: env.mapEmbedHosts,
    })
    compared.push(
      '_headers',
      path.join('_nginx', 'security-headers.http.conf'),
      path.join('_nginx', 'security-headers.server.conf'),
    )
    const differ = compared.filter(
      (rel) =>
        readFileSync(path.join(publicDir, rel), 'utf8') !==
        readFileSync(path.join(copy, rel), 'utf8'),
    )
    return {
      files: compared.length,
      differ,
      summary: differ.length
        ? `${differ.length} of ${compared.length} files differ (${differ.slice(0, 5).join(', ')})`
        : `all ${compared.length} pages and header files the same`,
    }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/* ---------------------------------------------------------------- serving */

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/

/**
 * A front server that compresses what the project's static server answers (brotli, else
 * gzip), as a CDN would; with `zeroJs`, HTML comes without any script (the
 * zero-JavaScript limit of the same page).
 */
async function startFront(originUrl, { zeroJs = false } = {}) {
  const cache = new Map()
  const server = createServer((req, res) => {
    const upstream = request(
      `${originUrl}${req.url}`,
      { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const chunks = []
        answer.on('data', (chunk) => chunks.push(chunk))
        answer.on('end', () => {
          let body = Buffer.concat(chunks)
          const headers = { ...answer.headers }
          const type = String(headers['content-type'] || '')
          if (zeroJs && type.startsWith('text/html')) {
            body = Buffer.from(stripScripts(body.toString('utf8')))
          }
          const accepts = String(req.headers['accept-encoding'] || '')
          if (COMPRESSIBLE.test(type) && body.length > 512 && /\b(br|gzip)\b/.test(accepts)) {
            const encoding = /\bbr\b/.test(accepts) ? 'br' : 'gzip'
            const key = `${encoding}:${zeroJs}:${req.url}:${headers.etag ?? body.length}`
            if (!cache.has(key)) {
              cache.set(
                key,
                encoding === 'br'
                  ? brotliCompressSync(body, {
                      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
                    })
                  : gzipSync(body, { level: 9 }),
              )
            }
            body = cache.get(key)
            headers['content-encoding'] = encoding
            headers.vary = 'Accept-Encoding'
          }
          delete headers['transfer-encoding']
          headers['content-length'] = String(body.length)
          res.writeHead(answer.statusCode ?? 500, headers)
          res.end(req.method === 'HEAD' ? undefined : body)
        })
      },
    )
    upstream.on('error', (error) => {
      res.statusCode = 502
      res.end(String(error))
    })
    req.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/* ---------------------------------------------------------------- bytes */

function routeFor(type) {
  return type.path
}

/** Scripts fetched after start-up (on demand), per page type, from a real page load. */
async function onDemandScripts(siteUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS })
  const result = {}
  try {
    for (const type of pageTypes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const scripts = new Set()
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname)
      })
      await page.goto(`${siteUrl}${type.path}`, { waitUntil: 'networkidle' })
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      await context.close()
      result[type.name] = [...scripts]
    }
  } finally {
    await browser.close()
  }
  return result
}

/**
 * @param {Record<string, string[]>} loaded the scripts each page type fetched on demand
 * @param {string} siteUrl the project's own server, which sends the build's .br and .gz copies
 */
async function bytesPerPage(loaded, siteUrl) {
  const publicDir = path.join(root, 'public')
  const rows = []
  for (const type of pageTypes) {
    const weight = pageWeight(publicDir, routeFor(type))
    const html = await servedTotals(siteUrl, [routeFor(type)])
    const scriptsServed = await servedTotals(
      siteUrl,
      weight.scripts.map((s) => s.src),
    )
    const startup = new Set(weight.scripts.map((s) => s.src))
    let lazyGzip = 0
    const lazy = []
    for (const src of loaded[type.name] ?? []) {
      if (startup.has(src) || !existsSync(path.join(publicDir, src))) continue
      const bytes = gzipSync(readFileSync(path.join(publicDir, src)), { level: 9 }).length
      lazyGzip += bytes
      lazy.push(src)
    }
    rows.push({
      page: type.name,
      route: type.path,
      served: {
        htmlRawKb: kb(html.raw),
        htmlBrKb: kb(html.br),
        htmlGzipKb: kb(html.gzip),
        scriptsRawKb: kb(scriptsServed.raw),
        scriptsBrKb: kb(scriptsServed.br),
        scriptsGzipKb: kb(scriptsServed.gzip),
      },
      scriptsGzipKb: kb(weight.scriptTotals.gzip),
      scriptsBrotliKb: kb(weight.scriptTotals.brotli),
      scripts: weight.scripts.map((s) => ({
        src: s.src,
        gzipKb: kb(s.gzip),
        brotliKb: kb(s.brotli),
      })),
      onDemandGzipKb: kb(lazyGzip),
      onDemand: lazy,
      htmlGzipKb: kb(weight.html.gzip),
      htmlBrotliKb: kb(weight.html.brotli),
      cssGzipKb: kb(weight.css.gzip),
      cssBrotliKb: kb(weight.css.brotli),
      withinGoal: kb(weight.scriptTotals.gzip) <= BUDGET.scriptsGoalKb,
      withinLimit: kb(weight.scriptTotals.gzip) <= BUDGET.scriptsLimitKb,
    })
  }
  return rows
}

/* ---------------------------------------------------------------- lighthouse */

async function lighthouseRuns(siteUrl, strippedUrl) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROMIUM_FLAGS,
  })
  const flags = { port: chrome.port, output: 'json', logLevel: 'error' }
  let saved = 0
  if (args.lhr) mkdirSync(args.lhr, { recursive: true })
  // Lighthouse's default until a calibrated multiplier is known (the warm-up measures it).
  let cpuSlowdown = CALIBRATED ? DEFAULT_SLOWDOWN : Number(args['cpu-slowdown'])
  const audit = async (url, label, { keep = true } = {}) => {
    const lighthouseRun = () =>
      lighthouse(url, {
        ...flags,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
    // Lighthouse now and then loses the navigation in its trace (NO_NAVSTART, NO_FCP) on this
    // kind of machine; such a run has no scores, so it is run again once.
    const run = async () => {
      const first = await lighthouseRun()
      return first.lhr.runtimeError ? lighthouseRun() : first
    }
    let result = await run()
    // A run in which the machine kept the page's main thread off the CPU for long inside its
    // tasks measured the machine, not the page (bench/lib/trace-stall.mjs): it is run again,
    // up to DISTURBED_RETRIES times, and the count is reported with the figures.
    const offCpuMs = () => offCpuTime(result.artifacts?.Trace?.traceEvents ?? [])?.totalMs ?? 0
    let offCpu = offCpuMs()
    let disturbed = 0
    while (offCpu >= OFF_CPU_LIMIT_MS && disturbed < DISTURBED_RETRIES) {
      disturbed += 1
      result = await run()
      offCpu = offCpuMs()
    }
    if (args.lhr && keep) {
      const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'
      const name = `${String((saved += 1)).padStart(3, '0')}-${label}-${slug}.json`
      writeFileSync(path.join(args.lhr, name), JSON.stringify(result.lhr))
    }
    const { categories, audits } = result.lhr
    const score = (id) => Math.round((categories[id]?.score ?? NaN) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      scriptMs: audits['bootup-time']?.numericValue,
      mainThreadMs: audits['mainthread-work-breakdown']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      benchmarkIndex: result.lhr.environment?.benchmarkIndex,
      error: result.lhr.runtimeError?.code,
      disturbed,
      offCpuMs: Math.round(offCpu),
      stillDisturbed: offCpu >= OFF_CPU_LIMIT_MS,
      failed: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    }
  }
  const rows = []
  try {
    // One run of the first page type, ours and zero-JS, is not counted: it warms the browser
    // and the front server's compression cache, and lets the machine settle after the builds
    // (in full runs the first page type measured straight after them scored 93 where the same
    // build, measured on its own, scored 99).
    // With --cpu-slowdown calibrated, the warm-up runs also measure the machine: their
    // benchmarkIndex gives the multiplier every counted run uses.
    const [first] = pageTypes
    if (first) {
      const warmUp = [
        await audit(`${siteUrl}${first.path}`, 'warm-up', { keep: false }),
        await audit(`${strippedUrl}${first.path}`, 'warm-up', { keep: false }),
      ]
      if (CALIBRATED) {
        warmUp.push(await audit(`${siteUrl}${first.path}`, 'warm-up', { keep: false }))
        // The highest index of the three: the machine's load only ever lowers it, and a higher
        // index gives the larger, stricter multiplier.
        const index = Math.max(...warmUp.map((r) => r.benchmarkIndex).filter(Number.isFinite))
        const calibrated = calibratedSlowdown(index)
        if (calibrated === null) {
          throw new Error(
            `benchmarkIndex ${index}: this machine is too slow for Lighthouse to emulate its phone`,
          )
        }
        cpuSlowdown = calibrated
        console.log(
          `  benchmarkIndex ${Math.round(index)}: CPU slowdown calibrated to ${cpuSlowdown}×`,
        )
      }
    }
    for (const type of pageTypes) {
      const ours = []
      const bare = []
      for (let run = 0; run < RUNS; run += 1) {
        ours.push(await audit(`${siteUrl}${type.path}`, 'ours'))
        bare.push(await audit(`${strippedUrl}${type.path}`, 'zero-js'))
      }
      const pick = (runs, key) => median(runs.map((r) => r[key]))
      const row = {
        page: type.name,
        performance: pick(ours, 'performance'),
        accessibility: pick(ours, 'accessibility'),
        bestPractices: pick(ours, 'bestPractices'),
        seo: pick(ours, 'seo'),
        lcpMs: Math.round(pick(ours, 'lcpMs')),
        tbtMs: Math.round(pick(ours, 'tbtMs')),
        cls: Math.round(pick(ours, 'cls') * 1000) / 1000,
        zeroJsLcpMs: Math.round(pick(bare, 'lcpMs')),
        zeroJsTbtMs: Math.round(pick(bare, 'tbtMs')),
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
      }
      // Each run against the twin run beside it (bench/lib/twin-stats.mjs).
      row.twin = twinStats(ours, bare)
      row.problems = twinProblems(row.twin, budgets[type.name])
      row.lcpRatio = Math.round((row.lcpMs / row.zeroJsLcpMs) * 100) / 100
      row.tbtRatio =
        row.zeroJsTbtMs > 0 ? Math.round((row.tbtMs / row.zeroJsTbtMs) * 100) / 100 : null
      console.log(
        `  ${type.name}: performance ${row.performance}, LCP ${row.lcpMs} ms (zero-JS ${row.zeroJsLcpMs} ms), TBT ${row.tbtMs} ms, CLS ${row.cls}` +
          [...ours, ...bare]
            .filter((r) => r.error)
            .map((r) => ` [a run failed: ${r.error}]`)
            .join('') +
          (row.rerun ? ` [${row.rerun} disturbed run(s) rerun]` : '') +
          (row.stillDisturbed ? ` [${row.stillDisturbed} run(s) still disturbed]` : ''),
      )
      rows.push(row)
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

/* ---------------------------------------------------------------- report */

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

function markdownTable(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}

function report({ builds, bytes, lighthouse, machine }) {
  const sections = []
  if (builds) {
    sections.push({
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
    })
  }
  sections.push({
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
  })
  sections.push({
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
  })
  if (lighthouse) {
    const over = (
      /** @type {{ median: number, min: number, max: number } | null} */ x,
      unit = '',
    ) => (x ? `${x.median}${unit} (${x.min}–${x.max})` : '–')
    sections.push({
      title: `Cost over the script-free twin, per page type: median of ${RUNS} pairs run one after the other (spread), at ${lighthouse[0]?.cpuSlowdown}× CPU slowdown`,
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
    })
    const index = median(lighthouse.map((r) => r.benchmarkIndex))
    const slowdown = lighthouse[0]?.cpuSlowdown
    const cpu = CALIBRATED
      ? `CPU slowdown ${slowdown}×, calibrated for this machine's benchmarkIndex`
      : `CPU slowdown ${slowdown}×${slowdown === DEFAULT_SLOWDOWN ? ", Lighthouse's default" : ''}`
    sections.push({
      title: `Lighthouse, mobile, ${cpu}, median of ${RUNS} (goal: performance ${BUDGET.performanceGoal}, floor ${BUDGET.performanceFloor}; others 100)`,
      note: CALIBRATED
        ? `Lighthouse's calibration (its throttling docs, bench/lib/cpu-calibration.mjs) gives ${slowdown}× for the highest benchmarkIndex of three warm-up runs; the default 4× assumes a host of about 1533.`
        : `This machine's benchmarkIndex (Lighthouse's CPU index, median of the runs): ${index}. Lighthouse's documented calibration gives ${calibratedSlowdown(index) ?? 'no multiplier'}× for it (4× assumes a host of about 1533): \`npm run bench -- --cpu-slowdown calibrated\` measures with that.`,
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
    })
  }
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

/* ---------------------------------------------------------------- main */

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
  // In a scratch copy of the project: the working tree's .cache/ and public/ are left alone, and
  // an edit to the working tree during the run (which Gatsby takes as a new plugin, and so
  // starts from scratch) cannot reach the builds.
  // One copy per content size, so that their edits can take turns: the machine's state at any
  // moment (other work, its caches) falls on both sizes' builds alike.
  const projectDirs = [1, factor].map((scale) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `bench-scale-project-${scale}x-`))
    copyProject(root, dir)
    return dir
  })
  const runs = []
  try {
    const sites = []
    for (const [i, scale] of [1, factor].entries()) {
      sites.push(await buildSite(scale, { projectDir: projectDirs[i], checkPostBuild: true }))
    }
    for (const site of sites) await site.start()
    for (let pair = 0; pair < EDIT_PAIRS; pair += 1) {
      for (const site of sites) await site.editPair()
    }
    for (const site of sites) runs.push(await site.finish())
  } finally {
    for (const dir of projectDirs) rmSync(dir, { recursive: true, force: true })
  }
  const [one, many] = runs
  const secs = (ms) => (ms / 1000).toFixed(1)
  const headers = [
    'content',
    'build',
    's',
    'pages rendered',
    'pages written',
    ...PHASES.map((p) => `${p} s`),
  ]
  const rows = runs.flatMap((r) =>
    ['cold', 'noop', 'oneEdit', 'oneEditBack'].map((kind) => {
      const b = r.phases[kind]
      return [
        `${r.scale}×`,
        kind,
        b.seconds.toFixed(1),
        b.pagesRendered ?? '–',
        b.pagesWritten ?? '–',
        ...PHASES.map((p) => secs(b.phasesMs[p])),
      ]
    }),
  )
  // gatsby-node's own timing of each post-build step, for the first edit and the last undo (their mean).
  const stepNames = [
    ...new Set(runs.flatMap((r) => Object.keys(r.phases.oneEdit.postBuildMs ?? {}))),
  ]
  const stepHeaders = ['content', ...stepNames.map((step) => `${step} s`)]
  const stepRows = runs.map((r) => [
    `${r.scale}×`,
    ...stepNames.map((step) =>
      (
        ((r.phases.oneEdit.postBuildMs?.[step] ?? 0) +
          (r.phases.oneEditBack.postBuildMs?.[step] ?? 0)) /
        2000
      ).toFixed(2),
    ),
  ])
  const stepsNote = `Post-build steps of one edit (mean of the first edit and the last undo), as gatsby-node times them:`
  const ratio = many.oneEdit / one.oneEdit
  const pagesOf = (r, kind) =>
    `${r.phases[kind].pagesRendered ?? '?'} (wrote ${r.phases[kind].pagesWritten ?? '?'})`
  const summary = [
    `One edit at ${factor}× the content: ${many.oneEdit.toFixed(1)} s against ${one.oneEdit.toFixed(1)} s at 1× (${ratio.toFixed(2)}×; goal ≤ 1.2×). Cold: ${many.cold.toFixed(1)} s against ${one.cold.toFixed(1)} s.`,
    ...runs.map(
      (r) =>
        `At ${r.scale}×: the first rebuild after the cold build rendered ${pagesOf(r, 'noop')} page(s) with nothing changed; ` +
        `the first edit ${pagesOf(r, 'oneEdit')}, the same edit later ${pagesOf(r, 'oneEditBack')}; ` +
        `post-build output against a full pass: ${r.postBuild?.summary ?? 'not checked'}; ` +
        `the site after the edits and their undos against the cold build's: ${r.sameAsCold.summary}.`,
    ),
  ].join('\n\n')
  console.log(
    `\n${table(headers, rows)}\n\n${stepsNote}\n${table(stepHeaders, stepRows)}\n\n${summary}\n`,
  )
  mkdirSync(args.out, { recursive: true })
  writeFileSync(
    path.join(args.out, 'scale-latest.json'),
    `${JSON.stringify({ machine, factor, ratio, runs }, null, 2)}\n`,
  )
  writeFileSync(
    path.join(args.out, 'scale-latest.md'),
    `# Builds at 1× and ${factor}× the content\n\nMachine: ${machine}\n\n${markdownTable(headers, rows)}\n\n${stepsNote}\n\n${markdownTable(stepHeaders, stepRows)}\n\n${summary}\n`,
  )
  console.log('Written: bench/results/scale-latest.json and scale-latest.md')
  const sound = runs.every(
    (r) =>
      r.postBuild?.differ.length === 0 &&
      r.sameAsCold.differ.length === 0 &&
      r.sameAsCold.extra.length === 0 &&
      r.phases.noop.pagesRendered === 0 &&
      r.phases.noop.pagesWritten === 0 &&
      (r.phases.oneEdit.pagesRendered ?? Infinity) <= (r.phases.oneEditBack.pagesRendered ?? 0),
  )
  process.exit(ratio <= 1.2 && sound ? 0 : 1)
}

const builds = args['skip-build'] ? null : await buildTimes()
if (!existsSync(path.join(root, 'public', 'index.html'))) {
  console.error('Nothing to measure: run without --skip-build, or `npm run build` first.')
  process.exit(1)
}

const staticServer = await startStaticServer({ root: path.join(root, 'public'), port: 0 })
const front = await startFront(staticServer.url)
const stripped = await startFront(staticServer.url, { zeroJs: true })
let lighthouse = null
let bytes
try {
  console.log('Measuring bytes per page type...')
  bytes = await bytesPerPage(await onDemandScripts(front.url), staticServer.url)
  if (!args['skip-lighthouse']) {
    console.log(`Lighthouse, ${RUNS} runs per page type, ours and zero-JS...`)
    lighthouse = await lighthouseRuns(front.url, stripped.url)
  }
} finally {
  await Promise.all([front.close(), stripped.close(), staticServer.close()])
}

const { text, markdown } = report({ builds, bytes, lighthouse, machine })
console.log(`\n${text}\n`)
mkdirSync(args.out, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const data = { machine, budget: BUDGET, runs: RUNS, builds, bytes, lighthouse }
// A calibrated run is written beside the default one, not over it: the budgets are read
// against Lighthouse's default.
const base = CALIBRATED ? 'latest-calibrated' : 'latest'
writeFileSync(path.join(args.out, `${base}.json`), `${JSON.stringify(data, null, 2)}\n`)
writeFileSync(path.join(args.out, `${base}.md`), `${markdown}\n`)
writeFileSync(
  path.join(args.out, `bench-${stamp}${CALIBRATED ? '-calibrated' : ''}.json`),
  `${JSON.stringify(data, null, 2)}\n`,
)
console.log(`Written: ${path.relative(root, path.join(args.out, `${base}.json`))} and ${base}.md`)
if (lighthouse && args['set-budgets']) {
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgetsFrom(lighthouse), null, 2)}\n`)
  console.log(`Budgets written from this run: ${path.relative(root, BUDGETS_FILE)}`)
} else if (lighthouse) {
  // A page type over its bounds or budget fails the benchmark (not the tests).
  const over = lighthouse.filter((r) => r.problems.length)
  for (const r of over) console.error(`Over: ${r.page}: ${r.problems.join('; ')}`)
  if (over.length) process.exitCode = 1
}
