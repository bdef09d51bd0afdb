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
// --admin-ui: the saves as the editor makes them, pressing Save in Drupal's admin UI in Chromium
// (the editor account), with the editors' preview running beside the publisher as on a one-host
// production (--without-preview leaves it out, for the difference it makes). The clock starts at
// the click. Kinds: store title; new offer (created, published; /offers/ lists it); menu link;
// redirect (a new short link, answered 301); no-op (the build hook with nothing changed, until
// the publisher switched to its build); and "first edit", the first store-title save after the
// publisher's cold start, timed once. Goals, as ratios to the cold build in the same run: store
// title and new offer ≤ 0.12×, redirect ≤ 0.06×, no-op ≤ 0.08×, first edit ≤ 1.2× a later
// store title.
//
// After the saves, a cold build of the same content (a fresh copy of the project) is compared
// with the published site, file for file (with --check, a difference fails the run).
//
// The local Drupal (`npm run drupal:install`, run first when missing) is served on a free port
// with its build hook pointing at the publisher; both run on this machine, the builds in a
// scratch copy of the project under the OS temp folder. Content is put back at the end.
//
// Options: --edits N (saves of each kind, default 5), --kinds a,b (default all),
//          --debounce-ms N (the publisher's, default as in production), --json FILE (default
//          bench/results/publish-latest.json; "-" writes none), --check (exit 1 when a goal is
//          missed), --keep (leave the scratch folder), --admin-ui, --without-preview.
// This is a benchmark, not a test: figures vary with the machine and its load (the 1-minute
// load average is recorded beside each figure; a goal counts on a quiet machine, load < 2).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import {
  credentials,
  installedSite,
  phpEval,
  serverKind,
  startDrupalServer,
} from '../drupal/tools/lib.mjs'
import { DEFAULT_DEBOUNCE_MS } from '../publisher/build-queue.mjs'
import { PHASES } from '../publisher/build-phases.mjs'
import { applyPatches } from '../toolkit/patches.mjs'
import { startPublisher } from '../publisher/publisher.mjs'
import { copyProject } from '../toolkit/scratch-project.mjs'
import { median, writeJson } from './lib/figures.mjs'
import { table, tableOf } from './lib/text-tables.mjs'
import { freePort } from '../toolkit/free-port.mjs'
import { installDrupalIfMissing, jsonApiAs } from './lib/local-drupal.mjs'
import { adminUiKinds, editorInChromium, escapeHtml } from './lib/admin-ui.mjs'
import { compareSites, siteDigests } from './lib/build-checks.mjs'
import { runGatsby } from './lib/site-builds.mjs'
import { previewAddress, startPreview } from './lib/preview-process.mjs'

const root = path.resolve(import.meta.dirname, '..')
const KINDS = ['store title', 'offer dates', 'menu link', 'deletion']
const ADMIN_UI_KINDS = ['store title', 'new offer', 'menu link', 'redirect', 'no-op']
const { values: args } = parseArgs({
  options: {
    edits: { type: 'string', default: '5' },
    kinds: { type: 'string' },
    'debounce-ms': { type: 'string' },
    json: { type: 'string', default: path.join(root, 'bench/results/publish-latest.json') },
    check: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'admin-ui': { type: 'boolean', default: false },
    'without-preview': { type: 'boolean', default: false },
  },
})
const ADMIN_UI = args['admin-ui']
const WITH_PREVIEW = ADMIN_UI && !args['without-preview']
const KNOWN_KINDS = ADMIN_UI ? ADMIN_UI_KINDS : KINDS
const EDITS = Math.max(1, Number(args.edits) || 5)
const DEBOUNCE_MS =
  args['debounce-ms'] === undefined ? DEFAULT_DEBOUNCE_MS : Number(args['debounce-ms'])
const kinds = args.kinds?.split(',').map((k) => k.trim().replace('-', ' ')) ?? KNOWN_KINDS
for (const k of kinds) if (!KNOWN_KINDS.includes(k)) throw new Error(`Unknown kind "${k}"`)
const GOAL = ADMIN_UI
  ? {
      ratioOf: { 'store title': 0.12, 'new offer': 0.12, redirect: 0.06, 'no-op': 0.08 },
      firstEditRatio: 1.2,
    }
  : { storeTitleS: 20, ratio: 0.4 }
const SECRET = `bench-${randomBytes(16).toString('hex')}` // the preview asks for 24+ characters

const seconds = (ms) => (ms / 1000).toFixed(1)

async function waitFor(what, check, timeoutMs = 10 * 60_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(200)
  }
  throw new Error(`Timed out waiting for ${what}`)
}

const verdict = (ok) => (ok ? 'PASS' : 'MISS')

/** Which goals the medians meet, and the line that says so. */
function checkGoals(summary) {
  if (!ADMIN_UI) {
    const title = summary['store title']
    const pass = {
      storeTitle: !title || title.servedMedianMs / 1000 <= GOAL.storeTitleS,
      ratio: Object.values(summary).every((s) => s.ratio <= GOAL.ratio),
    }
    const line = `store title ≤ ${GOAL.storeTitleS} s ${verdict(pass.storeTitle)}; every kind ≤ ${GOAL.ratio}× cold ${verdict(pass.ratio)}`
    return { pass, line }
  }
  const bounds = Object.entries(GOAL.ratioOf).filter(([kind]) => summary[kind])
  const pass = Object.fromEntries(bounds.map(([kind, b]) => [kind, summary[kind].ratio <= b]))
  const parts = bounds.map(([kind, b]) => `${kind} ≤ ${b}× cold ${verdict(pass[kind])}`)
  const [first, later] = [summary['first edit'], summary['store title']]
  if (first && later) {
    const times = first.servedMedianMs / later.servedMedianMs
    pass['first edit'] = times <= GOAL.firstEditRatio
    parts.push(
      `first edit ≤ ${GOAL.firstEditRatio}× a later store title (${times.toFixed(2)}×) ${verdict(pass['first edit'])}`,
    )
  }
  return { pass, line: parts.join('; ') }
}

/** How the local Drupal is served, as drupal/tools serve it. */
const drupalStack = () =>
  `${serverKind([]) === 'nginx' ? 'nginx + PHP-FPM' : "PHP's built-in server"}, ${installedSite()?.database === 'mariadb' ? 'MariaDB' : 'SQLite'}`

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
const previewAt = WITH_PREVIEW ? await previewAddress(SECRET) : null
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

/**
 * Each kind: (i) → { save?, route, served(html, status) }. A kind that returns `save` has only
 * prepared its edit: the clock starts when `save` is called. The others have saved.
 */
let createdEvent = null
let KIND = {
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

const RUN_ID = Date.now().toString(36)

/** The offers and redirects this run made in the admin UI, deleted (untimed clean-up). */
async function removeAdminUiCreations() {
  const filter = `filter[bench][condition][path]=title&filter[bench][condition][operator]=STARTS_WITH&filter[bench][condition][value]=${encodeURIComponent(`Bench Offer ${RUN_ID}`)}`
  for (const created of await jsonapi('GET', `node/offer?${filter}`)) {
    await jsonapi('DELETE', `node/offer/${created.id}`)
  }
  phpEval(
    `$storage = \\Drupal::entityTypeManager()->getStorage('redirect');` +
      `$ids = \\Drupal::entityQuery('redirect')->accessCheck(FALSE)->condition('redirect_source__path', 'bench-${RUN_ID}-', 'STARTS_WITH')->execute();` +
      `$storage->delete($storage->loadMultiple($ids)); echo json_encode(count($ids));`,
    "Deleting the benchmark's redirects",
  )
}
/**
 * The published site against a cold build of the same content (a fresh copy of the project, no
 * .cache/), file for file: what the saves' incremental builds left must be what one build from
 * scratch writes.
 * @param {Record<string, string | undefined>} env the publisher's builds' environment
 */
async function againstColdBuild(env) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-cold-'))
  try {
    copyProject(root, dir)
    await runGatsby(['build'], env, dir)
    const published = realpathSync(path.join(publisher.workDir, 'current'))
    return compareSites(siteDigests(path.join(dir, 'public')), siteDigests(published))
  } finally {
    if (args.keep) console.log(`  the cold build: ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'))
// With the publisher's own folder: the project runs the publisher's build started ahead.
copyProject(root, scratch, ['publisher'])
let publisher
let preview
let editor
try {
  const cpus = os.cpus()
  console.log(`Scratch project: ${scratch}`)
  console.log(`Drupal: ${drupal.url}; ${cpus.length} CPUs; load ${os.loadavg()[0].toFixed(2)}`)
  const buildEnv = {
    ...process.env,
    DRUPAL_BASE_URL: drupal.url,
    DRUPAL_BASIC_AUTH_USERNAME: accounts.build.name,
    DRUPAL_BASIC_AUTH_PASSWORD: accounts.build.password,
    SITE_URL: 'http://localhost:9000',
    DEMO_CAPTCHA: '1',
    DEMO_CMS_URL: '',
  }
  publisher = await startPublisher({
    projectDir: scratch,
    workDir: path.join(scratch, '.publisher'),
    secret: SECRET,
    port: controlPort,
    sitePort: 0,
    daily: false,
    debounceMs: DEBOUNCE_MS,
    env: buildEnv,
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
  if (previewAt) {
    console.log("The editors' preview, beside the publisher…")
    preview = await startPreview(previewAt, drupal)
  }
  if (ADMIN_UI) {
    editor = await editorInChromium(drupal.url, accounts.editor)
    KIND = {
      // Drupal's build hook with no change behind it: a rebuild's fixed cost.
      'no-op': async () => ({
        save: () => fetch(process.env.DRUPAL_BUILD_HOOK_URL, { method: 'POST' }),
      }),
    }
    Object.assign(
      KIND,
      adminUiKinds({
        page: editor.page,
        drupalUrl: drupal.url,
        store: {
          nid: store.attributes.drupal_internal__nid,
          title: originals.store,
          route: routeOf(store),
        },
        menuLink: { id: menuLink.attributes.drupal_internal__id, title: originals.menu },
        runId: RUN_ID,
      }),
    )
  }

  /** One timed save: from the request (or the click on Save) to the change served. */
  const timedSave = async (kind, i, label = kind) => {
    await publisher.idle()
    await sleep(1000) // nothing left over from the save before
    const before = (await publisher.status()).current?.id
    let saved = Date.now()
    const { save: pressSave, route, served } = await KIND[kind](i)
    if (pressSave) {
      saved = Date.now()
      await pressSave()
    }
    await waitFor(`${label} ${i} to be served`, async () => {
      // A build with nothing to show is served once the publisher switched to it.
      if (!route) return (await publisher.status()).current?.id !== before || undefined
      const res = await fetch(`${publisher.siteUrl.replace(/\/$/, '')}${route}`, {
        redirect: 'manual',
      })
      return served(await res.text(), res.status) ? true : undefined
    })
    const servedMs = Date.now() - saved
    const s = await publisher.status()
    if (s.current?.id === before) throw new Error(`${label} ${i} served without a new build`)
    const { startedAt, waitMs, buildMs, publishMs, phasesMs, queriesRun, pagesRendered } =
      s.lastSuccess
    const run = {
      servedMs,
      load: os.loadavg()[0],
      hookMs: Math.max(0, Date.parse(startedAt) - waitMs - saved),
      ...{ waitMs, buildMs, publishMs, phasesMs, queriesRun, pagesRendered },
    }
    console.log(
      `  ${label} ${i}: save → served ${seconds(servedMs)} s (wait ${seconds(run.waitMs)} s, gatsby ` +
        `${seconds(run.buildMs)} s [${PHASES.map((p) => `${p} ${seconds(run.phasesMs[p])}`).join(', ')}], ` +
        `${run.queriesRun} queries, ${run.pagesRendered} pages, copy+switch ${run.publishMs} ms; load ${run.load.toFixed(1)})`,
    )
    return run
  }

  const runs = Object.fromEntries(
    [...kinds, ...(kinds.includes('deletion') ? ['creation'] : [])].map((k) => [k, []]),
  )
  if (ADMIN_UI) runs['first edit'] = [await timedSave('store title', 0, 'first edit')]
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
  const { pass, line: goalsLine } = checkGoals(summary)

  const cols = ['hook', 'wait', ...PHASES, 'publish']
  console.log(
    `\nbench:publish (median of ${EDITS}; cold build ${seconds(coldBuild.ms)} s at load ${coldBuild.load.toFixed(1)})`,
  )
  const { headers, rows } = tableOf(Object.entries(summary), [
    ['kind', ([kind]) => kind],
    ['served', ([, s]) => `${seconds(s.servedMedianMs)} s`],
    ['ratio', ([, s]) => s.ratio.toFixed(2)],
    ...cols.map((c) => [c, ([, s]) => seconds(s.phasesMedianMs[c])]),
    ['queries', ([, s]) => s.queriesRun],
    ['pages', ([, s]) => s.pagesRendered],
    ['load', ([, s]) => s.load.toFixed(1)],
  ])
  console.log(table(headers, rows))
  console.log(`  goals: ${goalsLine}`)
  await publisher.idle()
  console.log('A cold build of the same content, to compare the published site with…')
  const sameAsCold = await againstColdBuild(buildEnv)
  console.log(`  published site against the cold build: ${sameAsCold.summary}`)

  if (args.json !== '-') {
    writeJson(args.json, {
      date: new Date().toISOString(),
      source: `Drupal ${drupalVersion()} (local, ${drupalStack()})`,
      mode: ADMIN_UI ? `admin UI${WITH_PREVIEW ? ', preview running' : ''}` : 'JSON:API',
      machine: { cpus: cpus.length, model: cpus[0]?.model, loadAtStart: os.loadavg() },
      edits: EDITS,
      debounceMs: DEBOUNCE_MS,
      coldBuild,
      summary,
      runs,
      goal: GOAL,
      pass,
      sameAsColdBuild: {
        files: sameAsCold.files,
        differ: sameAsCold.differ,
        extra: sameAsCold.extra,
      },
    })
    console.log(`Written to ${path.relative(root, args.json)}`)
  }
  const same = !sameAsCold.differ.length && !sameAsCold.extra.length
  if (args.check && !(Object.values(pass).every(Boolean) && same)) process.exitCode = 1
} finally {
  // Content back as it was (the next build from this Drupal is compared with the replay).
  const restore = [
    () => save(store, { title: originals.store }),
    () => save(offer, { field_expiry_date: originals.expiry }),
    () => save(menuLink, { title: originals.menu }),
    ...(createdEvent ? [() => jsonapi('DELETE', `node/event/${createdEvent.id}`)] : []),
    ...(ADMIN_UI ? [removeAdminUiCreations] : []),
  ]
  await editor?.close()
  await preview?.stop()
  await publisher?.close()
  for (const step of restore) {
    await step().catch((error) => console.error(`Could not restore: ${error.message}`))
  }
  await drupal.stop()
  if (!args.keep) rmSync(scratch, { recursive: true, force: true })
}
