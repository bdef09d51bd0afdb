#!/usr/bin/env node
// `npm run bench:publish`: how long an editor waits, from a save in the CMS to the new content
// being served by the publisher, next to a cold build in the same run (issue 8).
//
//   cold build         the publisher's first build in a fresh copy of the project (no .cache/,
//                      no public/), copied and published
//   save → served      PATCH of a store title on the demo CMS → its build hook → debounce →
//                      incremental `gatsby build` → copy + switch → the store page served by the
//                      publisher shows the new title (polled every 200 ms); median of N edits
//   goals              save → served ≤ 20 s and ≤ 0.4 × the cold build
//
// Everything runs on this machine: the demo CMS and the publisher in this process, the builds
// as child processes, in a scratch copy of the project under the OS temp folder (the
// checkout's public/ and .cache/ are not touched).
//
// Options: --edits N (default 5), --debounce-ms N (the publisher's, default 2000 as in
//          production), --json FILE (also write the figures), --check (exit 1 when a goal is
//          missed), --keep (leave the scratch folder).
// This is a benchmark, not a test: figures vary with the machine and its load (the 1-minute
// load average is printed beside them; on 2 CPUs, other builds running at the same time can
// double every figure).
import { mkdtempSync, rmSync } from 'node:fs'
import { copyProject } from '../scripts/lib/scratch-project.mjs'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { startCms } from '../cms/server.mjs'
import { startPublisher } from '../scripts/lib/publisher.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({
  options: {
    edits: { type: 'string', default: '5' },
    'debounce-ms': { type: 'string', default: '2000' },
    json: { type: 'string' },
    check: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const EDITS = Math.max(1, Number(args.edits) || 5)
const DEBOUNCE_MS = Math.max(0, Number(args['debounce-ms']) || 0)
const GOAL = { savedToServedS: 20, ratio: 0.4 }
const SECRET = `bench-${Math.random().toString(36).slice(2)}-secret`
// Stores whose titles the edits change (one per edit, cycling).
const STORES = [['bba22f6c-0ef2-5e2e-8d72-fcb1885c4c6c', '/stores/willow-and-wren/']]

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms) => (ms / 1000).toFixed(1)
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const escapeHtml = (t) => t.replace(/&/g, '&amp;')

async function waitFor(what, check, timeoutMs) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(200)
  }
  throw new Error(`Timed out waiting for ${what}`)
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'))
copyProject(root, scratch)

const hooks = []
const cms = await startCms({
  port: 0,
  dataDir: path.join(scratch, 'cms-data'),
  buildHooks: () => hooks,
  log: () => {},
})
let publisher
try {
  console.log(`Scratch project: ${scratch}`)
  console.log(`Demo CMS: ${cms.url}; ${os.cpus().length} CPUs; load ${os.loadavg()[0].toFixed(2)}`)
  const started = Date.now()
  publisher = await startPublisher({
    projectDir: scratch,
    workDir: path.join(scratch, '.publisher'),
    secret: SECRET,
    port: 0,
    sitePort: 0,
    daily: false,
    debounceMs: DEBOUNCE_MS,
    env: { ...process.env, DRUPAL_BASE_URL: '', DEMO_CMS_URL: cms.url },
    log: (m) => console.log(`  [publisher] ${m}`),
  })
  hooks.push({ url: `${publisher.controlUrl}/hooks/build`, secret: SECRET })

  console.log('Cold build (fresh copy, no cache)…')
  const cold = await waitFor(
    'the cold build',
    async () => {
      const s = await publisher.status()
      if (s.lastFailure) throw new Error(`cold build failed: ${s.lastFailure.error}`)
      return s.current && publisher.siteUrl ? s.lastSuccess : undefined
    },
    20 * 60_000,
  ).catch(async (error) => {
    const s = await publisher.status()
    if (s.lastFailure) {
      console.error(s.lastFailure.logTail?.join('\n'))
      throw new Error(`cold build failed: ${s.lastFailure.error}`)
    }
    throw error
  })
  const coldMs = cold.durationMs
  const coldLoad = os.loadavg()[0]
  console.log(
    `  cold build published in ${seconds(coldMs)} s (${seconds(Date.now() - started)} s wall)`,
  )

  const runs = []
  for (let i = 0; i < EDITS; i++) {
    const [id, route] = STORES[i % STORES.length]
    const title = `Willow & Wren bench edit ${i + 1} ${Date.now().toString(36)}`
    const before = (await publisher.status()).current?.id
    const saved = Date.now()
    const res = await fetch(`${cms.url}/jsonapi/node/store/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/vnd.api+json' },
      body: JSON.stringify({ data: { type: 'node--store', id, attributes: { title } } }),
    })
    if (res.status !== 200) throw new Error(`PATCH answered ${res.status}`)
    await waitFor(
      `edit ${i + 1} to be served`,
      async () => {
        const page = await fetch(`${publisher.siteUrl}${route}`)
        return (await page.text()).includes(escapeHtml(title)) ? true : undefined
      },
      10 * 60_000,
    )
    const servedMs = Date.now() - saved
    const s = await publisher.status()
    if (s.current?.id === before) throw new Error('served without a new build?')
    const load = os.loadavg()[0]
    runs.push({
      servedMs,
      buildMs: s.lastSuccess.buildMs,
      publishMs: s.lastSuccess.publishMs,
      load,
    })
    console.log(
      `  edit ${i + 1}: save → served ${seconds(servedMs)} s ` +
        `(gatsby ${seconds(s.lastSuccess.buildMs)} s, copy+switch ${s.lastSuccess.publishMs} ms; ` +
        `load ${load.toFixed(1)})`,
    )
    await publisher.idle()
  }

  const servedMedian = median(runs.map((r) => r.servedMs))
  const ratio = servedMedian / coldMs
  const pass = {
    seconds: servedMedian / 1000 <= GOAL.savedToServedS,
    ratio: ratio <= GOAL.ratio,
  }
  const rows = [
    ['cold build (published)', `${seconds(coldMs)} s`, `load ${coldLoad.toFixed(1)}`],
    [
      `save → served, median of ${EDITS}`,
      `${seconds(servedMedian)} s`,
      `goal ≤ ${GOAL.savedToServedS} s: ${pass.seconds ? 'PASS' : 'MISS'}`,
    ],
    ['  of which incremental gatsby build', `${seconds(median(runs.map((r) => r.buildMs)))} s`, ''],
    ['  of which debounce window', `${seconds(DEBOUNCE_MS)} s`, ''],
    [
      'ratio save → served / cold',
      ratio.toFixed(2),
      `goal ≤ ${GOAL.ratio}: ${pass.ratio ? 'PASS' : 'MISS'}`,
    ],
  ]
  const w0 = Math.max(...rows.map((r) => r[0].length))
  const w1 = Math.max(...rows.map((r) => r[1].length))
  console.log('\nbench:publish')
  for (const [a, b, c] of rows) console.log(`  ${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`.trimEnd())

  if (args.json) {
    await writeFile(
      args.json,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          cpus: os.cpus().length,
          debounceMs: DEBOUNCE_MS,
          coldBuildMs: coldMs,
          loadAverage: { coldBuild: coldLoad, edits: runs.map((r) => r.load) },
          savedToServedMs: runs.map((r) => r.servedMs),
          savedToServedMedianMs: servedMedian,
          incrementalBuildMs: runs.map((r) => r.buildMs),
          ratio,
          goal: GOAL,
          pass,
        },
        null,
        2,
      ),
    )
  }
  if (args.check && !(pass.seconds && pass.ratio)) process.exitCode = 1
} finally {
  await publisher?.close()
  await cms.close()
  if (!args.keep) rmSync(scratch, { recursive: true, force: true })
}
