#!/usr/bin/env node
// `npm run bench:search`: the site search budgets, measured on the last build.
//
//   index transfer      ≤ 200 KB gzip   the index + docs data files (and the manifest)
//   navigation → ready  ≤ 300 ms        desktop Chromium, cold cache, until the page's
//                                       `search-ready` performance mark (printed with the
//                                       medians of the worker's start and of the page's
//                                       hydration, Gatsby's `onInitialClientRender` mark:
//                                       ready is the later of the index and the page)
//   query latency p95   ≤ 2 ms          inside the worker (FlexSearch search + lookup)
//
// Timings depend on the machine, so each cold load of the page is paired with a cold load of
// the same page without any script (its zero-JavaScript limit, bench/lib/zero-js.mjs), and
// the table prints that page's first paint and the ratio of ready to it: a figure that holds
// across machines (a browser cannot do anything on a page before it has first painted it).
//
// Two data sets: the demo content (what the last `npm run build` indexed) and a synthetic set
// 10x its size, built with the same builder (gatsby/post-build/search-index.ts) so growth is visible.
// Each is served in turn from memory (gzip, as a CDN would) in front of ./public.
//
// Options: --runs N (page loads per data set, default 12), --queries N (default 400),
//          --scale N (synthetic multiple, default 10), --json FILE (also write the figures),
//          --check (exit 1 when a demo figure is over budget).
// Needs a build (`npm run build`) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// This is a benchmark, not a test: figures vary with the machine and its load.
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { createJiti } from 'jiti'
import sirv from 'sirv'

import { cacheControlFor } from '../site-server/cache-control.mjs'
import { listen } from '../site-server/listen.mjs'
import { exitWithoutChromium, launchChromium } from '../toolkit/chromium.mjs'
import { markdownTable, tableOf } from './lib/text-tables.mjs'
import { stripScripts } from './lib/zero-js.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '12' },
    queries: { type: 'string', default: '400' },
    scale: { type: 'string', default: '10' },
    json: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(3, Number(args.runs) || 12)
const QUERIES = Math.max(50, Number(args.queries) || 400)
const SCALE = Math.max(2, Number(args.scale) || 10)

const BUDGET = { transferKb: 200, readyMs: 300, queryP95Ms: 2 }

const publicDir = path.join(root, 'public')
// The search step's record of what it indexed (gatsby/post-build/run-steps.ts).
const recordFile = path.join(root, '.cache', 'post-build', 'search-index.json')
for (const file of [path.join(publicDir, 'search', 'index.html'), recordFile]) {
  if (!existsSync(file)) {
    console.error(`Missing ${path.relative(root, file)}: run \`npm run build\` first.`)
    process.exit(1)
  }
}
exitWithoutChromium()

// The build's own index builder, through jiti (extensionless imports, as webpack resolves them).
/** @type {typeof import('../gatsby/post-build/search-index')} */
const { buildSearchIndex, recordedEntities, searchFiles } = await createJiti(
  import.meta.url,
).import('../gatsby/post-build/search-index.ts')

/* ---------- Data sets ---------- */

/** Deterministic PRNG (mulberry32), so every run benches the same synthetic content. */
function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SYLLABLES =
  'ba be bo ka ke ko la le lo ma me mo na ne no ra re ro sa se so ta te to va ve wi yu zo'.split(
    ' ',
  )

/**
 * The demo entities grown `scale` times: copy 0 is the demo itself; each further copy gets its
 * own id and path, and about a third of its longer words replaced by invented ones, so the
 * vocabulary grows as it would with real new content (not only the id lists).
 */
function synthetic(entities, scale) {
  const random = prng(7)
  const word = () =>
    Array.from(
      { length: 2 + Math.floor(random() * 3) },
      () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
    ).join('')
  const vary = (value) => {
    if (typeof value === 'string') {
      return value.replace(/[A-Za-z]{5,}/g, (w) => (random() < 0.35 ? word() : w))
    }
    if (Array.isArray(value)) return value.map(vary)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, k === 'thumb' ? v : vary(v)]),
      )
    }
    return value
  }
  const out = [...entities]
  for (let copy = 1; copy < scale; copy += 1) {
    for (const entity of entities) {
      const varied = vary(entity)
      out.push({
        ...varied,
        id: `${entity.id}~${copy}`,
        type: entity.type,
        path: `${entity.path.replace(/\/$/, '')}-${copy}/`,
      })
    }
  }
  return out
}

async function dataSet(name, entities) {
  const started = performance.now()
  const built = await buildSearchIndex(entities)
  const buildMs = performance.now() - started
  const { manifest, files } = searchFiles(built)
  const served = new Map()
  const add = (urlPath, content) => {
    const raw = Buffer.from(content)
    served.set(urlPath, { raw, gzip: gzipSync(raw, { level: 9 }) })
  }
  add('/search/manifest.json', JSON.stringify(manifest))
  for (const [file, content] of Object.entries(files)) add(`/static/search/${file}`, content)
  const sizes = { raw: 0, gzip: 0 }
  for (const { raw, gzip } of served.values()) {
    sizes.raw += raw.length
    sizes.gzip += gzip.length
  }
  const indexFile = served.get(`/static/search/${manifest.index.split('/').pop()}`)
  const docsFile = served.get(`/static/search/${manifest.docs.split('/').pop()}`)
  return {
    name,
    items: built.docs.length,
    buildMs,
    served,
    sizes,
    indexGzip: indexFile.gzip.length,
    docsGzip: docsFile.gzip.length,
    // Query terms: pieces of the titles (starts, middles, whole words, two words) and misses.
    titles: built.docs.map((d) => d.title),
  }
}

function queryTerms(titles, count) {
  const random = prng(11)
  const words = titles.flatMap((t) => t.toLowerCase().match(/[a-z]{3,}/g) ?? [])
  const pick = (list) => list[Math.floor(random() * list.length)]
  const terms = []
  while (terms.length < count) {
    const w = pick(words)
    const kind = terms.length % 6
    if (kind === 0) terms.push(w)
    else if (kind === 1) terms.push(w.slice(0, 3))
    else if (kind === 2) terms.push(w.slice(1, Math.max(3, w.length - 1)))
    else if (kind === 3) terms.push(`${w} ${pick(words)}`)
    else if (kind === 4) terms.push(pick(['a', 'e', 'on', 'sale', 'gift', 'zzqx', 'qwv']))
    else terms.push(pick(titles).toLowerCase())
  }
  return terms
}

/* ---------- Server ---------- */

let current = null
/** /search/ as the zero-JavaScript limit: the built page without its scripts. */
const ZERO_JS_PATH = '/zero-js/search/'
const zeroJsHtml = stripScripts(readFileSync(path.join(publicDir, 'search', 'index.html'), 'utf8'))
const servePublic = sirv(publicDir, { dev: true, etag: true, extensions: ['html'] })
const server = createServer((req, res) => {
  const pathname = decodeURI((req.url || '/').split('?')[0])
  // The zero-JS page and the data set's files as the site would cache them.
  if (pathname === ZERO_JS_PATH) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', cacheControlFor(pathname))
    res.end(zeroJsHtml)
    return
  }
  const hit = current?.served.get(pathname)
  if (hit) {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] || ''))
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('Cache-Control', cacheControlFor(pathname))
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.end(gzip ? hit.gzip : hit.raw)
    return
  }
  servePublic(req, res, () => {
    res.statusCode = 404
    res.end('Not found')
  })
})
const { url: origin, close: closeServer } = await listen(server, 0, '127.0.0.1')

/* ---------- Browser measurements ---------- */

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

/** First contentful paint of /search/ without scripts, on a cold load like the page's own. */
async function firstPaintWithoutScripts(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${origin}${ZERO_JS_PATH}`)
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (entry) {
            observer.disconnect()
            resolve(entry.startTime)
          }
        }).observe({ type: 'paint', buffered: true })
      }),
  )
  await context.close()
  return paint
}

/**
 * /search/ loaded in a fresh context (cold HTTP cache, as on a first visit), once it is ready
 * and hydrated; with its marks: search ready, worker start and hydration.
 */
async function loadSearchPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  // Nothing of the harness runs in the page while it loads (an evaluate from here, or a
  // poll, would be tasks of its own on the page's main thread, in the middle of hydration):
  // a performance observer, set up before the page's own scripts, says on the console when
  // the page is ready and hydrated, and the marks are read after that.
  await context.addInitScript(() => {
    const seen = new Set()
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.add(entry.name)
      if (seen.has('search-ready') && seen.has('onInitialClientRender')) {
        console.debug('bench: search ready')
      }
    }).observe({ type: 'mark', buffered: true })
  })
  const page = await context.newPage()
  const readyLogged = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench: search ready',
    timeout: 20000,
  })
  await page.goto(`${origin}/search/`)
  await readyLogged
  const marks = await page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN
    return {
      ready: mark('search-ready'),
      start: mark('search-worker-start'),
      hydrated: mark('onInitialClientRender'),
    }
  })
  return { context, page, marks }
}

/**
 * Query latency: a worker of the page's own script, fed the same index, asked each term in
 * turn; how long each search took in the worker, and each round trip from the page.
 */
async function queryLatency(page, titles) {
  const workerUrl = await page.evaluate(
    () => performance.getEntriesByType('resource').find((e) => /search-worker-/.test(e.name))?.name,
  )
  if (!workerUrl) throw new Error('the search page did not load its worker')
  return page.evaluate(
    ({ workerUrl, terms }) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(workerUrl)
        const took = []
        const roundTrip = []
        let sentAt = 0
        let i = 0
        const next = () => {
          if (i === terms.length) {
            worker.terminate()
            resolve({ took, roundTrip })
            return
          }
          sentAt = performance.now()
          worker.postMessage({ type: 'search', id: i + 1, term: terms[i] })
          i += 1
        }
        worker.onmessage = ({ data }) => {
          if (data.type === 'ready') next()
          else if (data.type === 'results') {
            roundTrip.push(performance.now() - sentAt)
            took.push(data.took)
            next()
          } else reject(new Error(data.message))
        }
        worker.postMessage({
          type: 'init',
          manifestUrl: new URL('/search/manifest.json', location.href).href,
        })
      }),
    { workerUrl, terms: queryTerms(titles, QUERIES) },
  )
}

async function measure(browser, set) {
  current = set
  const ready = []
  const workerStart = []
  const hydrated = []
  const zeroJsPaint = []
  let queries = null
  for (let run = 0; run < RUNS + 1; run += 1) {
    const { context, page, marks } = await loadSearchPage(browser)
    if (run > 0) {
      // The first load warms the server and the browser.
      ready.push(marks.ready)
      workerStart.push(marks.start)
      hydrated.push(marks.hydrated)
    }
    if (run === RUNS) queries = await queryLatency(page, set.titles)
    await context.close()
    // Then the same page without scripts, once the page above is gone (nothing runs beside it).
    if (run > 0) zeroJsPaint.push(await firstPaintWithoutScripts(browser))
  }
  return {
    zeroJsPaintMedian: quantile(zeroJsPaint, 0.5),
    workerStartMedian: quantile(workerStart, 0.5),
    hydratedMedian: quantile(hydrated, 0.5),
    readyMedian: quantile(ready, 0.5),
    readyP95: quantile(ready, 0.95),
    queryP50: quantile(queries.took, 0.5),
    queryP95: quantile(queries.took, 0.95),
    queryMax: Math.max(...queries.took),
    roundTripP95: quantile(queries.roundTrip, 0.95),
  }
}

/* ---------- Run ---------- */

const demoEntities = await recordedEntities(recordFile)
if (!demoEntities) {
  console.error(
    `${path.relative(root, recordFile)} has no index order: run \`npm run build\` again.`,
  )
  process.exit(1)
}
const sets = [
  await dataSet('demo', demoEntities),
  await dataSet(`synthetic ${SCALE}x`, synthetic(demoEntities, SCALE)),
]

const browser = await launchChromium()
const results = []
try {
  for (const set of sets) {
    const m = await measure(browser, set)
    results.push({
      dataSet: set.name,
      items: set.items,
      indexGzipKb: set.indexGzip / 1024,
      docsGzipKb: set.docsGzip / 1024,
      transferGzipKb: set.sizes.gzip / 1024,
      transferRawKb: set.sizes.raw / 1024,
      buildMs: set.buildMs,
      ...m,
    })
  }
} finally {
  await browser.close()
  await closeServer()
}

const f = (n, digits = 1) => n.toFixed(digits)
const ok = (value, budget) => (value <= budget ? 'ok' : 'OVER')
const { headers, rows } = tableOf(results, [
  ['data set', (r) => r.dataSet],
  ['items', (r) => String(r.items)],
  ['index gzip KB', (r) => f(r.indexGzipKb)],
  ['docs gzip KB', (r) => f(r.docsGzipKb)],
  [
    `transfer gzip KB (≤${BUDGET.transferKb})`,
    (r) => `${f(r.transferGzipKb)} ${ok(r.transferGzipKb, BUDGET.transferKb)}`,
  ],
  ['raw KB', (r) => f(r.transferRawKb, 0)],
  ['worker start ms', (r) => f(r.workerStartMedian, 0)],
  ['page hydrated ms', (r) => f(r.hydratedMedian, 0)],
  [
    `nav→ready median / p95 ms (≤${BUDGET.readyMs})`,
    (r) => `${f(r.readyMedian, 0)} / ${f(r.readyP95, 0)} ${ok(r.readyP95, BUDGET.readyMs)}`,
  ],
  ['zero-JS first paint ms', (r) => f(r.zeroJsPaintMedian, 0)],
  ['ready ÷ zero-JS paint', (r) => f(r.readyMedian / r.zeroJsPaintMedian, 2)],
  [
    `query p50 / p95 / max ms (p95 ≤${BUDGET.queryP95Ms})`,
    (r) =>
      `${f(r.queryP50, 2)} / ${f(r.queryP95, 2)} / ${f(r.queryMax, 2)} ${ok(r.queryP95, BUDGET.queryP95Ms)}`,
  ],
  ['round trip p95 ms', (r) => f(r.roundTripP95, 2)],
  ['index build ms', (r) => f(r.buildMs, 0)],
])
console.log(
  `\nSite search benchmark (${RUNS} cold loads, ${QUERIES} queries per data set; ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)})\n`,
)
console.log(markdownTable(headers, rows, { aligned: true }))
console.log(
  '\nBudgets apply to the demo content; the synthetic set shows growth. "OVER" marks a figure above its budget.\n' +
    'Zero-JS first paint: the same page without scripts, loaded cold after each load of the page (medians);\n' +
    'ready ÷ zero-JS paint is the ratio of the medians, which varies less with the machine than either figure.',
)

if (args.json) {
  await writeFile(
    args.json,
    JSON.stringify({ date: new Date().toISOString(), budget: BUDGET, results }, null, 2),
  )
}
const demo = results[0]
const over =
  demo.transferGzipKb > BUDGET.transferKb ||
  demo.readyP95 > BUDGET.readyMs ||
  demo.queryP95 > BUDGET.queryP95Ms
if (args.check && over) process.exit(1)
