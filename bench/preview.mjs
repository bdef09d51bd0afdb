#!/usr/bin/env node
// `npm run bench:preview`: how long an editor waits for a draft in the preview, next to how long
// the same edit takes to be served on the public site, measured in one run.
//
//   start          `npm run preview` from a cold copy of the project to "Preview at"
//   draft → preview   a store-title draft saved through Drupal's JSON:API as the editor (what
//                  the node form's button saves) → Drupal's preview callback → the preview log
//                  → gatsby develop's refresh endpoint → the page data the preview serves has
//                  the new title (polled every 100 ms, with the editor's credentials). Median of N.
//   memory         resident memory of gatsby develop and its workers after the edits
//   save → served  the same store-title edit, published, through the publisher: bench:publish
//                  --kinds store-title, run after the preview has stopped
//   goal           draft → preview ≤ 5 s median
//
// Options: --edits N (default 5), --json FILE (default bench/results/preview-latest.json; "-"
//          writes none), --skip-publish (no save → served figure).
// A benchmark, not a test: the 1-minute load average is recorded beside the figures.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import { credentials, phpEval, startDrupalServer } from '../drupal/tools/lib.mjs'
import { median, writeJson } from './lib/figures.mjs'
import { freePort } from '../toolkit/free-port.mjs'
import { basicAuth, installDrupalIfMissing, jsonApiAs } from './lib/local-drupal.mjs'
import { previewAddress, startPreview } from './lib/preview-process.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    edits: { type: 'string', default: '5' },
    json: { type: 'string', default: path.join(root, 'bench/results/preview-latest.json') },
    'skip-publish': { type: 'boolean', default: false },
  },
})
const EDITS = Math.max(1, Number(args.edits) || 5)
const GOAL_S = 5
const SECRET = `bench-preview-${Math.random().toString(36).slice(2)}-secret`

/** Resident memory (MB) of a process and everything it started. */
function treeRssMb(pid) {
  const ps = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' }).stdout
  const rows = ps
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number))
  const inTree = new Set([pid])
  let grew = true
  while (grew) {
    grew = false
    for (const [p, pp] of rows) if (inTree.has(pp) && !inTree.has(p)) (inTree.add(p), (grew = true))
  }
  return Math.round(
    rows.filter(([p]) => inTree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024,
  )
}

installDrupalIfMissing()
const accounts = credentials()

const address = await previewAddress(SECRET)
const previewUrl = address.url
const drupal = await startDrupalServer({ port: await freePort() })
const jsonapi = jsonApiAs(drupal.url, accounts.editor)

const [store] = await jsonapi('GET', 'node/store?filter[title]=Willow%20%26%20Wren')
const original = store.attributes.title
const pageData = `/page-data${store.attributes.path.alias}/page-data.json`

/** The store's original title published as its latest revision (no pending draft). */
function publishOriginal() {
  phpEval(
    `$s = \\Drupal::entityTypeManager()->getStorage('node'); $n = $s->load(${store.attributes.drupal_internal__nid}); ` +
      `$n->setTitle(${JSON.stringify(original)}); $n->set('moderation_state', 'published'); $n->setNewRevision(TRUE); $n->save(); echo 'true';`,
    'Publishing the store title again',
  )
}

const started = Date.now()
const results = { edits: [], load: os.loadavg()[0] }
let preview
try {
  preview = await startPreview(address, drupal)
  results.startS = (Date.now() - started) / 1000
  console.log(`preview ready in ${results.startS.toFixed(1)} s`)
  for (let i = 0; i < EDITS; i++) {
    const title = `${original} Draft ${i} ${Date.now().toString(36)}`
    const t0 = Date.now()
    await jsonapi('PATCH', `node/store/${store.id}`, {
      type: 'node--store',
      id: store.id,
      attributes: { title, moderation_state: 'draft' },
    })
    const end = t0 + 120_000
    for (;;) {
      const res = await fetch(`${previewUrl}${pageData}`, {
        headers: { Authorization: basicAuth(accounts.editor) },
      }).catch(() => null)
      if (res?.ok && (await res.text()).includes(JSON.stringify(title).slice(1, -1))) break
      if (Date.now() > end) throw new Error(`draft ${i} not in the preview after 120 s`)
      await sleep(100)
    }
    const s = (Date.now() - t0) / 1000
    results.edits.push(s)
    console.log(`draft ${i + 1}: visible in the preview after ${s.toFixed(2)} s`)
    // JSON:API cannot save a node with a pending draft: publish the original again (untimed).
    publishOriginal()
    await sleep(1000)
  }
  results.memoryMb = treeRssMb(preview.process.pid)
} finally {
  await preview?.stop()
  // No draft left behind: the published title again, as the latest revision.
  publishOriginal()
  await drupal.stop()
}
results.medianS = median(results.edits)

if (!args['skip-publish']) {
  console.log('\nThe same edit, published (bench:publish --kinds store-title):')
  const jsonFile = path.join(os.tmpdir(), `bench-publish-${process.pid}.json`)
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'bench/publish.mjs'),
      '--kinds',
      'store-title',
      '--edits',
      String(EDITS),
      '--json',
      jsonFile,
    ],
    { cwd: root, stdio: 'inherit' },
  )
  if (run.status === 0) {
    const published = JSON.parse(readFileSync(jsonFile, 'utf8'))
    results.publishServedMedianS = published.summary['store title'].servedMedianMs / 1000
    results.publishColdBuildS = published.coldBuild.ms / 1000
    rmSync(jsonFile, { force: true })
  }
}

const servedS = results.publishServedMedianS
console.log(
  `\nbench:preview (median of ${EDITS}, load ${results.load.toFixed(1)}): draft → preview ${results.medianS.toFixed(2)} s ` +
    `(goal ≤ ${GOAL_S} s: ${results.medianS <= GOAL_S ? 'met' : 'missed'}); preview start ${results.startS.toFixed(0)} s; ` +
    `memory ${results.memoryMb} MB` +
    (servedS ? `; the same edit published: save → served ${Number(servedS).toFixed(1)} s` : ''),
)
if (args.json !== '-') {
  writeJson(args.json, { date: new Date().toISOString(), ...results })
  console.log(`Written to ${path.relative(root, args.json)}`)
}
