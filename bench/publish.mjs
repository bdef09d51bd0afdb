#!/usr/bin/env node
// `npm run bench:publish`: how long an editor waits, from a save in the real Drupal to the
// change being served by the publisher, next to a cold build in the same run.
//
//   cold build     the publisher's first build in a fresh copy of the project (no .cache/, no
//                  public/), copied and published
//   save → served  an editor's save through Drupal's JSON:API (the editor account, as the admin
//                  UI saves) → the gatsby module's build hook → the publisher's debounce →
//                  incremental `gatsby build` → copy + switch → the change is served (polled
//                  every 200 ms). Median of N saves of each kind:
//                    store title   a store's title        (its page shows the new title)
//                    offer dates   an offer's expiry date (its page data has the new date)
//                    menu link     a main menu link's label (the home page shows it)
//                    deletion      an event deleted      (its page answers 404); the event is
//                                  created just before, which is timed as "creation"
//   phases         of each build that served a change, from the publisher's record: the wait
//                  from the hook to the build's start (debounce, a build before it), Gatsby's
//                  phases from its own step timings (publisher/build-phases.mjs), the copy
//                  and switch
//   goals          store title ≤ 20 s; every kind ≤ 0.4 × the cold build
//
// The local Drupal (`npm run drupal:install`, run first when missing) is served on a free port
// with its build hook pointing at the publisher; both run on this machine, the builds in a
// scratch copy of the project under the OS temp folder. Content is put back at the end.
//
// Options: --edits N (saves of each kind, default 5), --kinds a,b (default all),
//          --debounce-ms N (the publisher's, default as in production), --json FILE (default
//          bench/results/publish-latest.json; "-" writes none), --check (exit 1 when a goal is
//          missed), --keep (leave the scratch folder).
// This is a benchmark, not a test: figures vary with the machine and its load (the 1-minute
// load average is recorded beside each figure; a goal counts on a quiet machine, load < 2).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { credentials, startDrupalServer } from '../drupal/tools/lib.mjs'
import { PHASES } from '../publisher/build-phases.mjs'
import { applyPatches } from '../toolkit/patches.mjs'
import { startPublisher } from '../publisher/publisher.mjs'
import { copyProject } from '../toolkit/scratch-project.mjs'
import { median, writeJson } from './lib/figures.mjs'
import { freePort } from '../toolkit/free-port.mjs'
import { installDrupalIfMissing, jsonApiAs } from './lib/local-drupal.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KINDS = ['store title', 'offer dates', 'menu link', 'deletion']
const { values: args } = parseArgs({
  options: {
    edits: { type: 'string', default: '5' },
    kinds: { type: 'string', default: KINDS.map((k) => k.replace(' ', '-')).join(',') },
    'debounce-ms': { type: 'string' },
    json: { type: 'string', default: path.join(root, 'bench/results/publish-latest.json') },
    check: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const EDITS = Math.max(1, Number(args.edits) || 5)
const DEBOUNCE_MS = args['debounce-ms'] === undefined ? 1000 : Number(args['debounce-ms'])
const kinds = args.kinds.split(',').map((k) => k.trim().replace('-', ' '))
for (const k of kinds) if (!KINDS.includes(k)) throw new Error(`Unknown kind "${k}"`)
const GOAL = { storeTitleS: 20, ratio: 0.4 }
const SECRET = `bench-${Math.random().toString(36).slice(2)}-secret`

const seconds = (ms) => (ms / 1000).toFixed(1)
const escapeHtml = (t) => t.replace(/&/g, '&amp;')

async function waitFor(what, check, timeoutMs = 10 * 60_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(200)
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** Drupal core's version, as core states it. */
const drupalVersion = () =>
  /const VERSION = '([^']+)'/.exec(
    readFileSync(path.join(root, 'drupal/web/core/lib/Drupal.php'), 'utf8'),
  )?.[1] ?? '11'

installDrupalIfMissing('The local Drupal is not installed: npm run drupal:install')
const accounts = credentials()
applyPatches(root) // node_modules is shared with the scratch copy

const controlPort = await freePort()
process.env.DRUPAL_BUILD_HOOK_URL = `http://127.0.0.1:${controlPort}/hooks/build/${SECRET}`
const drupal = await startDrupalServer({ port: await freePort() })
const jsonapi = jsonApiAs(drupal.url, accounts.editor)
/** Saves `attributes` on a resource (node--store → PATCH node/store/{id}), as the editor. */
const save = ({ type, id }, attributes) =>
  jsonapi('PATCH', `${type.replace('--', '/')}/${id}`, { type, id, attributes })
const first = async (urlPath) => (await jsonapi('GET', urlPath))[0]
const routeOf = (node) => `${node.attributes.path.alias}/`

const store = await first('node/store?filter[title]=Willow%20%26%20Wren')
const offer = await first('node/offer?sort=title&page[limit]=1')
const menuLink = await first(
  'menu_link_content/menu_link_content?filter[menu_name]=main&filter[title]=Stores',
)
const originals = {
  store: store.attributes.title,
  expiry: offer.attributes.field_expiry_date,
  menu: menuLink.attributes.title,
}

/** Each kind: save(i) → { route, served(html, status) } */
let createdEvent = null
const KIND = {
  'store title': async (i) => {
    const title = `${originals.store} ${i % 2 ? 'Outlet' : 'Store'} ${i}`
    await save(store, { title })
    return { route: routeOf(store), served: (html) => html.includes(escapeHtml(title)) }
  },
  'offer dates': async (i) => {
    const date = new Date(Date.parse(originals.expiry) + (i + 1) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    await save(offer, { field_expiry_date: date })
    return {
      route: `/page-data${routeOf(offer)}page-data.json`,
      served: (text) => text.includes(`"${date}`),
    }
  },
  'menu link': async (i) => {
    const title = `${originals.menu} ${i}`
    await save(menuLink, { title })
    return { route: '/', served: (html) => html.includes(escapeHtml(title)) }
  },
  creation: async (i) => {
    const title = `Bench Publish Evening ${i} ${Date.now().toString(36)}`
    createdEvent = await jsonapi('POST', 'node/event', {
      type: 'node--event',
      attributes: {
        title,
        moderation_state: 'published',
        field_start_date: '2030-06-01T18:00:00+10:00',
        field_summary: 'An event made and deleted by bench:publish.',
      },
    })
    // pathauto gives the alias as the node is saved; the POST's answer does not carry it
    createdEvent = await jsonapi('GET', `node/event/${createdEvent.id}`)
    return { route: routeOf(createdEvent), served: (html, status) => status === 200 }
  },
  deletion: async () => {
    await jsonapi('DELETE', `node/event/${createdEvent.id}`)
    const route = routeOf(createdEvent)
    createdEvent = null
    return { route, served: (html, status) => status === 404 }
  },
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'))
copyProject(root, scratch)
let publisher
try {
  const cpus = os.cpus()
  console.log(`Scratch project: ${scratch}`)
  console.log(`Drupal: ${drupal.url}; ${cpus.length} CPUs; load ${os.loadavg()[0].toFixed(2)}`)
  publisher = await startPublisher({
    projectDir: scratch,
    workDir: path.join(scratch, '.publisher'),
    secret: SECRET,
    port: controlPort,
    sitePort: 0,
    daily: false,
    debounceMs: DEBOUNCE_MS,
    env: {
      ...process.env,
      DRUPAL_BASE_URL: drupal.url,
      DRUPAL_BASIC_AUTH_USERNAME: accounts.build.name,
      DRUPAL_BASIC_AUTH_PASSWORD: accounts.build.password,
      SITE_URL: 'http://localhost:9000',
      DEMO_CAPTCHA: '1',
      DEMO_CMS_URL: '',
    },
    log: (m) => console.log(`  [publisher] ${m}`),
  })

  console.log('Cold build (fresh copy, no cache)…')
  const cold = await waitFor(
    'the cold build',
    async () => {
      const s = await publisher.status()
      // Returned, not thrown: waitFor takes a throw for a server not answering yet.
      if (s.lastFailure) return { failure: s.lastFailure.error }
      return s.current && publisher.siteUrl ? s.lastSuccess : undefined
    },
    20 * 60_000,
  )
  if (cold.failure) throw new Error(`cold build failed: ${cold.failure}`)
  const coldBuild = { ms: cold.durationMs, load: os.loadavg()[0], phasesMs: cold.phasesMs }
  console.log(`  cold build published in ${seconds(coldBuild.ms)} s`)

  /** One timed save: from the request to the change served. */
  const timedSave = async (kind, i) => {
    await publisher.idle()
    await sleep(1000) // nothing left over from the save before
    const before = (await publisher.status()).current?.id
    const saved = Date.now()
    const { route, served } = await KIND[kind](i)
    await waitFor(`${kind} ${i} to be served`, async () => {
      const res = await fetch(`${publisher.siteUrl.replace(/\/$/, '')}${route}`)
      return served(await res.text(), res.status) ? true : undefined
    })
    const servedMs = Date.now() - saved
    const s = await publisher.status()
    if (s.current?.id === before) throw new Error(`${kind} ${i} served without a new build`)
    const { startedAt, waitMs, buildMs, publishMs, phasesMs, queriesRun, pagesRendered } =
      s.lastSuccess
    const run = {
      servedMs,
      load: os.loadavg()[0],
      hookMs: Math.max(0, Date.parse(startedAt) - waitMs - saved),
      ...{ waitMs, buildMs, publishMs, phasesMs, queriesRun, pagesRendered },
    }
    console.log(
      `  ${kind} ${i}: save → served ${seconds(servedMs)} s (wait ${seconds(run.waitMs)} s, gatsby ` +
        `${seconds(run.buildMs)} s [${PHASES.map((p) => `${p} ${seconds(run.phasesMs[p])}`).join(', ')}], ` +
        `${run.queriesRun} queries, ${run.pagesRendered} pages, copy+switch ${run.publishMs} ms; load ${run.load.toFixed(1)})`,
    )
    return run
  }

  const runs = Object.fromEntries(
    [...kinds, ...(kinds.includes('deletion') ? ['creation'] : [])].map((k) => [k, []]),
  )
  for (let i = 1; i <= EDITS; i++) {
    for (const kind of kinds) {
      if (kind === 'deletion') runs.creation.push(await timedSave('creation', i))
      runs[kind].push(await timedSave(kind, i))
    }
  }

  const summary = Object.fromEntries(
    Object.entries(runs).map(([kind, rs]) => {
      const servedMs = median(rs.map((r) => r.servedMs))
      return [
        kind,
        {
          servedMedianMs: servedMs,
          ratio: servedMs / coldBuild.ms,
          phasesMedianMs: {
            hook: median(rs.map((r) => r.hookMs)),
            wait: median(rs.map((r) => r.waitMs)),
            ...Object.fromEntries(PHASES.map((p) => [p, median(rs.map((r) => r.phasesMs[p]))])),
            publish: median(rs.map((r) => r.publishMs)),
          },
          queriesRun: median(rs.map((r) => r.queriesRun ?? 0)),
          pagesRendered: median(rs.map((r) => r.pagesRendered ?? 0)),
          load: median(rs.map((r) => r.load)),
        },
      ]
    }),
  )
  const pass = {
    storeTitle:
      !summary['store title'] || summary['store title'].servedMedianMs / 1000 <= GOAL.storeTitleS,
    ratio: Object.values(summary).every((s) => s.ratio <= GOAL.ratio),
  }

  const cols = ['hook', 'wait', ...PHASES, 'publish']
  console.log(
    `\nbench:publish (median of ${EDITS}; cold build ${seconds(coldBuild.ms)} s at load ${coldBuild.load.toFixed(1)})`,
  )
  console.log(
    `  ${'kind'.padEnd(12)} ${'served'.padStart(7)} ${'ratio'.padStart(5)}  ${cols.map((c) => c.padStart(9)).join('')}  queries pages load`,
  )
  for (const [kind, s] of Object.entries(summary)) {
    console.log(
      `  ${kind.padEnd(12)} ${`${seconds(s.servedMedianMs)} s`.padStart(7)} ${s.ratio.toFixed(2).padStart(5)}  ` +
        `${cols.map((c) => seconds(s.phasesMedianMs[c]).padStart(9)).join('')}  ${String(s.queriesRun).padStart(7)} ${String(s.pagesRendered).padStart(5)} ${s.load.toFixed(1)}`,
    )
  }
  console.log(
    `  goals: store title ≤ ${GOAL.storeTitleS} s ${pass.storeTitle ? 'PASS' : 'MISS'}; every kind ≤ ${GOAL.ratio}× cold ${pass.ratio ? 'PASS' : 'MISS'}`,
  )

  if (args.json !== '-') {
    writeJson(args.json, {
      date: new Date().toISOString(),
      source: `Drupal ${drupalVersion()} (local, PHP's built-in server, SQLite)`,
      machine: { cpus: cpus.length, model: cpus[0]?.model, loadAtStart: os.loadavg() },
      edits: EDITS,
      debounceMs: DEBOUNCE_MS,
      coldBuild,
      summary,
      runs,
      goal: GOAL,
      pass,
    })
    console.log(`Written to ${path.relative(root, args.json)}`)
  }
  if (args.check && !(pass.storeTitle && pass.ratio)) process.exitCode = 1
} finally {
  // Content back as it was (the next build from this Drupal is compared with the replay).
  const restore = [
    () => save(store, { title: originals.store }),
    () => save(offer, { field_expiry_date: originals.expiry }),
    () => save(menuLink, { title: originals.menu }),
    ...(createdEvent ? [() => jsonapi('DELETE', `node/event/${createdEvent.id}`)] : []),
  ]
  await publisher?.close()
  for (const step of restore) {
    await step().catch((error) => console.error(`Could not restore: ${error.message}`))
  }
  await drupal.stop()
  if (!args.keep) rmSync(scratch, { recursive: true, force: true })
}
