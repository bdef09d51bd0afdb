/**
 * The editor loop on the real Drupal: an editor's save through Drupal's JSON:API (the editor
 * account, as the admin UI saves) fires the gatsby module's build hook at the publisher
 * (`POST /hooks/build/<secret>`), which builds from Drupal, publishes and serves, with no
 * command from the shell. The publisher runs in a scratch copy of the project, so public/ is
 * untouched; the content is put back as it was at the end.
 *
 * - a store's new title is served after the save, in its brotli and gzip copies too;
 * - new events are published, and their pages answer 404 once the editor unpublishes one and
 *   deletes the other;
 * - a store renamed in the admin UI moves, with its gifts, and in the same build every old URL
 *   answers 301 to the new one; an editor's own redirect (/christmas) reaches its event;
 * - an editor uploads a new floor plan and moves a store to a unit only it has: the centre map
 *   and the store page show the store there;
 * - published with SERVICE_WORKER=0, the site leaves a returning visitor no worker and no cache.
 * Needs `npm run drupal:install` (npm test runs it; TEST_CMS=replay leaves this file out).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import {
  PUBLISHER_FILES,
  clearScratch,
  copyProject,
  reusableScratch,
} from '../toolkit/scratch-project.mjs'
import type { PublisherStatus } from '../publisher/publisher.mjs'
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { drush, fillRedirectSource, logInAsEditor, serveDrupal } from './support/drupal'
import { expect, test } from './support/fixtures'
import { waitUntilSaved } from './support/offline'
import { buildRedirects } from './support/redirects'

// One editor story over real builds: each test goes on from where the one before left off.
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const repo = path.resolve(__dirname, '..')
const SECRET = 'e2e-drupal-publisher-secret-0123456789'
const DRUPAL_PORT = Number(process.env.E2E_DRUPAL_PUBLISH_PORT) || 8898
const DRUPAL = `http://127.0.0.1:${DRUPAL_PORT}`
const STORE = { path: '/stores/willow-and-wren/', title: 'Willow & Wren' }
const NEW_TITLE = 'Willow & Wren Outlet Store'
const EDITED_SUMMARY = 'Now in the centre court, with live music from 6pm.'
const EVENTS = [
  { title: 'Editor Loop Test Evening', path: '/whats-on/events/editor-loop-test-evening/' },
  { title: 'Editor Loop Test Morning', path: '/whats-on/events/editor-loop-test-morning/' },
]

const accounts = JSON.parse(
  readFileSync(path.join(repo, 'drupal', '.data', 'credentials.json'), 'utf8'),
) as Record<'editor' | 'build', { name: string; password: string }>
const basic = (a: { name: string; password: string }) =>
  `Basic ${Buffer.from(`${a.name}:${a.password}`).toString('base64')}`

let scratch: string
let drupal: { stop: () => Promise<void> } | undefined
let drupalEnv: Record<string, string>
/** Stores renamed by the save storm, with their titles before it. */
const stormed: { id: string; title: string; path: string }[] = []
let publisher: ChildProcess | undefined
let ports: { control: number; site: number }
let output = ''
let controlUrl: string
let siteUrl: string
let storeId: string
const eventIds: string[] = []
const eventNids: number[] = []
const draftOfferIds: string[] = []
/** Willow & Wren's "About" before the drafts test changed it. */
let storeBody: string | undefined
/** The last redirect id before the tests: every later one is the tests' own, deleted after. */
let lastRedirectId = 0
/** The store the redirect test renames (pathauto alias, two gifts below it). */
const RENAMED = {
  title: 'Toybox Warehouse',
  newTitle: 'Toybox Warehouse Outlet',
  path: '/stores/toybox-warehouse/',
  newPath: '/stores/toybox-warehouse-outlet/',
  gifts: ['dinosaur-plush', 'kids-scooter'],
}
let renamedId: string | undefined
/** The store the centre map test moves, and the plan it replaces. */
const MOVED = { from: 'HC1', to: '75' }
let moved: { id: string; nid: number; title: string; path: string } | undefined
let planRestore: { levelId: string; fileId: string } | undefined

const html = (text: string) => text.replace(/&/g, '&amp;')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 8 * 60_000,
) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(500)
  }
  throw new Error(`Timed out waiting for ${what}. Publisher output:\n${output.slice(-4000)}`)
}

async function status(): Promise<PublisherStatus> {
  const res = await fetch(`${controlUrl}/status`, { headers: { 'X-Publisher-Secret': SECRET } })
  return (await res.json()) as PublisherStatus
}

async function page(route: string) {
  const res = await fetch(`${siteUrl}${route}`)
  return { status: res.status, text: await res.text() }
}

/** A save through Drupal's JSON:API as the editor account. */
async function drupalSave(method: string, urlPath: string, body?: unknown) {
  const res = await fetch(`${DRUPAL}${urlPath}`, {
    method,
    headers: {
      Authorization: basic(accounts.editor),
      Accept: 'application/vnd.api+json',
      ...(body ? { 'Content-Type': 'application/vnd.api+json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${text.slice(0, 500)}`)
  return text ? JSON.parse(text) : null
}

const logIn = (browser: Page) => logInAsEditor(browser, DRUPAL)

type StoreResource = { id: string; attributes: { drupal_internal__nid: number; title: string } }

/** The store whose title or shop number is `value`, read back from Drupal. */
async function storeBy(field: 'title' | 'field_shop_number', value: string) {
  const filter = `filter[${field}]=${encodeURIComponent(value)}`
  const { data } = (await drupalSave('GET', `/jsonapi/node/store?${filter}`)) as {
    data: StoreResource[]
  }
  return data[0]
}

/** The events feed as a subscribed calendar reads it: each entry's UID, title and text. */
async function feedEntries() {
  const feed = await page('/whats-on/calendar.ics')
  expect(feed.status).toBe(200)
  const calendar = new ICAL.Component(ICAL.parse(feed.text))
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const { uid, summary, description } = new ICAL.Event(component)
    return { uid, summary, description }
  })
}

/** A route's body as sent with `Accept-Encoding: encoding` (as it came over the wire). */
function served(route: string, encoding: string): Promise<{ encoding?: string; body: Buffer }> {
  const { hostname, port } = new URL(siteUrl)
  return new Promise((resolve, reject) => {
    const headers = encoding ? { 'Accept-Encoding': encoding } : {}
    request({ host: hostname, port, path: route, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** The page as each encoding serves it, decoded: brotli, gzip, and plain. */
async function decodedCopies(route: string): Promise<Record<string, string>> {
  const [br, gzip, plain] = await Promise.all(['br', 'gzip', ''].map((e) => served(route, e)))
  expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined])
  return {
    br: brotliDecompressSync(br.body).toString(),
    gzip: gunzipSync(gzip.body).toString(),
    plain: plain.body.toString(),
  }
}

/**
 * Start the publisher in the scratch project (on the same ports each time, so the site keeps
 * its origin across a restart) and wait for its first build.
 */
async function startPublisher(extraEnv: Record<string, string> = {}) {
  output = ''
  publisher = spawn(
    process.execPath,
    [
      path.join(scratch, 'publisher', 'main.mjs'),
      `--port=${ports.control}`,
      `--site-port=${ports.site}`,
      '--debounce-ms=500',
      '--daily=off',
    ],
    {
      cwd: scratch,
      env: {
        ...process.env,
        PUBLISHER_SECRET: SECRET,
        DRUPAL_BASE_URL: DRUPAL,
        SITE_URL: 'http://localhost:9000',
        DEMO_CAPTCHA: '1',
        DRUPAL_BASIC_AUTH_USERNAME: accounts.build.name,
        DRUPAL_BASIC_AUTH_PASSWORD: accounts.build.password,
        DEMO_CMS_URL: '',
        PUBLISHER_WORK_DIR: '',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  publisher.stdout!.on('data', (d) => (output += d))
  publisher.stderr!.on('data', (d) => (output += d))
  controlUrl = await waitFor(
    'the publisher to listen',
    async () => /hooks and status at (http:\/\/\S+)/.exec(output)?.[1],
    30_000,
  )
  // A site published before a restart is served at once; a failure from before it is history.
  const first = await waitFor('the first build from Drupal', async () => {
    const s = await status()
    const failedSinceStart = s.lastFailure && s.lastFailure.startedAt >= s.startedAt
    return (s.current && s.siteUrl) || failedSinceStart ? s : undefined
  })
  if (!first.current) throw new Error(`first build failed: ${first.lastFailure?.error}`)
  return first
}

async function stopPublisher() {
  if (publisher && publisher.exitCode === null) {
    const exited = new Promise((resolve) => publisher!.once('exit', resolve))
    publisher.kill('SIGTERM')
    await Promise.race([exited, sleep(20_000)])
  }
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000)
  const controlPort = await freePort()
  // The gatsby module's incremental build URL (settings.php of the local install).
  drupalEnv = { DRUPAL_BUILD_HOOK_URL: `http://127.0.0.1:${controlPort}/hooks/build/${SECRET}` }
  drupal = await serveDrupal(DRUPAL_PORT, drupalEnv)
  lastRedirectId = Number(
    drush(
      "echo max([0, ...array_values(\\Drupal::entityQuery('redirect')->accessCheck(FALSE)->execute())]);",
    ).trim(),
  )
  storeId = (await storeBy('title', STORE.title)).id

  scratch = reusableScratch()
  copyProject(repo, scratch, PUBLISHER_FILES)
  ports = { control: controlPort, site: await freePort() }
  const first = await startPublisher()
  siteUrl = first.siteUrl!.replace(/\/$/, '')
  expect(first.contentSource).toBe(`Drupal at ${DRUPAL} (changes only)`)
})

test.afterAll(async () => {
  test.setTimeout(15 * 60_000)
  // Put the content back as it was (the next build from this Drupal compares with the replay).
  // The storm's stores first: Willow & Wren may be one of them, with a title from an earlier test.
  for (const { id, title } of stormed) {
    await drupalSave('PATCH', `/jsonapi/node/store/${id}`, {
      data: { type: 'node--store', id, attributes: { title } },
    }).catch(() => {})
  }
  if (storeId) {
    await drupalSave('PATCH', `/jsonapi/node/store/${storeId}`, {
      data: {
        type: 'node--store',
        id: storeId,
        attributes: {
          title: STORE.title,
          moderation_state: 'published',
          ...(storeBody === undefined ? {} : { body: { value: storeBody, format: 'basic_html' } }),
        },
      },
    }).catch(() => {})
  }
  if (renamedId) {
    await drupalSave('PATCH', `/jsonapi/node/store/${renamedId}`, {
      data: { type: 'node--store', id: renamedId, attributes: { title: RENAMED.title } },
    }).catch(() => {})
  }
  if (moved) {
    await drupalSave('PATCH', `/jsonapi/node/store/${moved.id}`, {
      data: { type: 'node--store', id: moved.id, attributes: { field_shop_number: MOVED.from } },
    }).catch(() => {})
  }
  if (planRestore) {
    // The level's plan back to the demo's file; the editor's upload goes.
    const { levelId, fileId } = planRestore
    drush(
      `$l = \\Drupal\\paragraphs\\Entity\\Paragraph::load(${levelId}); $new = $l->field_plan->target_id; if ($new != ${fileId}) { $l->set('field_plan', ['target_id' => ${fileId}]); $l->save(); \\Drupal\\file\\Entity\\File::load($new)?->delete(); }`,
    )
  }
  // The redirects the tests' renames and the editor made.
  drush(
    `$s = \\Drupal::entityTypeManager()->getStorage('redirect'); $s->delete($s->loadMultiple(\\Drupal::entityQuery('redirect')->accessCheck(FALSE)->condition('rid', ${lastRedirectId}, '>')->execute()));`,
  )
  for (const id of draftOfferIds) {
    await drupalSave('DELETE', `/jsonapi/node/offer/${id}`).catch(() => {})
  }
  for (const id of eventIds) {
    await drupalSave('DELETE', `/jsonapi/node/event/${id}`).catch(() => {})
  }
  await stopPublisher()
  await drupal?.stop()
  if (scratch) clearScratch(scratch)
})

test("an editor's new store title is served after the save in Drupal, and a returning visitor's next page shows it", async ({
  openPage,
}) => {
  expect((await page(STORE.path)).text).toContain('Willow &amp; Wren')
  // A visitor whose browser has the site's service worker, and the store page saved in it.
  const visitor = await openPage('desktop', { serviceWorkers: 'allow' })
  await visitor.goto(`${siteUrl}${STORE.path}`, { waitUntil: 'load' })
  await waitUntilSaved(visitor, STORE.path)
  const before = await status()
  await drupalSave('PATCH', `/jsonapi/node/store/${storeId}`, {
    data: { type: 'node--store', id: storeId, attributes: { title: NEW_TITLE } },
  })
  await waitFor('the new title to be served', async () =>
    (await page(STORE.path)).text.includes('Willow &amp; Wren Outlet Store') ? true : undefined,
  )
  const after = await status()
  expect(after.current?.id).not.toBe(before.current?.id)
  expect(after.lastSuccess?.reasons).toEqual(['hook'])
  expect(after.counters.hooksAccepted).toBeGreaterThan(before.counters.hooksAccepted)
  // The page's brotli and gzip copies were made again with it: no browser gets the old title.
  const copies = await decodedCopies(STORE.path)
  expect(copies.plain).toContain('Willow &amp; Wren Outlet Store')
  expect(copies.br).toBe(copies.plain)
  expect(copies.gzip).toBe(copies.plain)
  // The visitor's next navigation, through the worker, has the new title.
  await visitor.goto(`${siteUrl}${STORE.path}`)
  expect(await visitor.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(NEW_TITLE)
})

test('new events are published and join the events feed, an edit in the admin UI changes them there in place, and they go when the editor unpublishes or deletes them', async ({
  page: browser,
}) => {
  for (const event of EVENTS) expect((await page(event.path)).status).toBe(404)
  for (const event of EVENTS) {
    const created = await drupalSave('POST', '/jsonapi/node/event', {
      data: {
        type: 'node--event',
        attributes: {
          title: event.title,
          moderation_state: 'published',
          field_start_date: '2030-06-01T18:00:00+10:00',
          field_summary: 'A test event made by the editor loop test.',
        },
      },
    })
    // Served at its pathauto alias (whats-on/events/[node:title]) below.
    eventIds.push(created.data.id as string)
    eventNids.push(created.data.attributes.drupal_internal__nid as number)
  }
  await waitFor('the new events to be served', async () => {
    for (const event of EVENTS) if ((await page(event.path)).status !== 200) return undefined
    return true
  })
  for (const event of EVENTS) expect((await page(event.path)).text).toContain(event.title)

  // A visitor subscribed to the events feed: both are in it.
  const subscribed = await feedEntries()
  const uids = EVENTS.map((event) => subscribed.find((entry) => entry.summary === event.title)?.uid)
  expect(uids[0]).toBeTruthy()
  expect(uids[1]).toBeTruthy()
  // The editor changes one in the admin UI. The feed read again has it changed under the same
  // UID, so the visitor's calendar updates it in place rather than adding it twice.
  await logIn(browser)
  await browser.goto(`${DRUPAL}/node/${eventNids[0]}/edit`)
  await browser.getByRole('textbox', { name: 'Summary', exact: true }).fill(EDITED_SUMMARY)
  await browser.getByLabel('Change to').selectOption({ label: 'Published' })
  await browser.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    `${EVENTS[0].title} has been updated`,
  )
  const updated = await waitFor('the edited event in the events feed', async () => {
    const entries = await feedEntries()
    const edited = entries.find((entry) => entry.uid === uids[0])
    return edited?.description === EDITED_SUMMARY ? entries : undefined
  })
  expect(updated.filter((entry) => entry.summary === EVENTS[0].title)).toHaveLength(1)
  expect(updated.map((entry) => entry.uid).sort()).toEqual(subscribed.map((e) => e.uid).sort())

  // One is unpublished, the other deleted.
  const [unpublished, deleted] = eventIds
  await drupalSave('PATCH', `/jsonapi/node/event/${unpublished}`, {
    data: { type: 'node--event', id: unpublished, attributes: { moderation_state: 'archived' } },
  })
  await drupalSave('DELETE', `/jsonapi/node/event/${deleted}`)
  eventIds.splice(1, 1)
  await waitFor('both event pages to go', async () => {
    for (const event of EVENTS) if ((await page(event.path)).status !== 404) return undefined
    return true
  })
  const listing = (await page('/whats-on/')).text
  for (const event of EVENTS) expect(listing).not.toContain(event.title)
  // And from the subscribed calendar.
  const left = (await feedEntries()).map((entry) => entry.uid)
  for (const uid of uids) expect(left).not.toContain(uid)
})

/** A reply as it is, redirects not followed. */
async function raw(route: string) {
  const res = await fetch(`${siteUrl}${route}`, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location') }
}

test('a store renamed in the admin UI moves with its gifts, and its old URLs answer 301 in the same build', async ({
  page: browser,
  browser: chromium,
}) => {
  test.setTimeout(10 * 60_000)
  const renamed = await storeBy('title', RENAMED.title)
  renamedId = renamed.id
  const nid = renamed.attributes.drupal_internal__nid
  const oldGift = (gift: string) => `${RENAMED.path}gift/${gift}/`
  const newGift = (gift: string) => `${RENAMED.newPath}gift/${gift}/`
  expect((await raw(RENAMED.path)).status).toBe(200)
  for (const gift of RENAMED.gifts) expect((await raw(oldGift(gift))).status).toBe(200)
  expect((await raw(RENAMED.newPath)).status).toBe(404)

  // In Drupal's admin UI, as the editor: the store's new name, published.
  await logIn(browser)
  await browser.goto(`${DRUPAL}/node/${nid}/edit`)
  await browser.getByRole('textbox', { name: 'Title' }).fill(RENAMED.newTitle)
  await browser.getByLabel('Change to').selectOption({ label: 'Published' })
  await browser.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    `${RENAMED.newTitle} has been updated`,
  )

  // The first build that serves the new page already sends the old URLs there.
  const moved = await waitFor('the renamed store to be served', async () => {
    const before = (await status()).current?.id
    const fresh = await page(RENAMED.newPath)
    const old = await raw(RENAMED.path)
    const gifts = await Promise.all(RENAMED.gifts.map((gift) => raw(oldGift(gift))))
    const after = (await status()).current?.id
    return fresh.status === 200 && before === after ? { fresh, old, gifts } : undefined
  })
  expect(moved.fresh.text).toContain(RENAMED.newTitle)
  expect(moved.old).toEqual({ status: 301, location: RENAMED.newPath })
  expect(moved.gifts).toEqual(
    RENAMED.gifts.map((gift) => ({ status: 301, location: newGift(gift) })),
  )
  for (const gift of RENAMED.gifts) expect((await page(newGift(gift))).status).toBe(200)
  // Without the trailing slash, and with a query string (a QR code's campaign tag).
  expect(await raw(RENAMED.path.slice(0, -1))).toEqual({ status: 301, location: RENAMED.newPath })
  expect(await raw(`${RENAMED.path}?utm_source=flyer`)).toEqual({
    status: 301,
    location: `${RENAMED.newPath}?utm_source=flyer`,
  })

  // The editor's own short link, in Configuration › URL redirects.
  expect((await raw('/christmas')).status).toBe(404)
  await browser.goto(`${DRUPAL}/admin/config/search/redirect`)
  await browser.getByRole('link', { name: /Add redirect/ }).click()
  await fillRedirectSource(browser, 'christmas')
  const santa = (await drupalSave(
    'GET',
    `/jsonapi/node/event?filter[title]=${encodeURIComponent('Santa Photos')}`,
  )) as { data: { attributes: { drupal_internal__nid: number } }[] }
  // What the field's autocomplete puts in when the editor picks the event.
  await browser
    .getByRole('textbox', { name: 'To *' })
    .fill(`Santa Photos (${santa.data[0].attributes.drupal_internal__nid})`)
  await browser.getByRole('button', { name: 'Save' }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    'The redirect has been saved.',
  )
  const christmas = await waitFor('the /christmas redirect to be served', async () => {
    const reply = await raw('/christmas')
    return reply.status === 404 ? undefined : reply
  })
  expect(christmas).toEqual({ status: 301, location: '/whats-on/events/santa-photos/' })
  // A save that changed redirects alone is published without a Gatsby build.
  expect((await status()).lastSuccess, output.slice(-3000)).toMatchObject({
    redirectsOnly: true,
    pagesRendered: 0,
  })

  // Chromium, with and without JavaScript, ends on the new pages.
  for (const javaScriptEnabled of [true, false]) {
    const context = await chromium.newContext({ javaScriptEnabled })
    const tab = await context.newPage()
    await tab.goto(`${siteUrl}${oldGift(RENAMED.gifts[0])}`)
    expect(new URL(tab.url()).pathname).toBe(newGift(RENAMED.gifts[0]))
    await tab.goto(`${siteUrl}/christmas`)
    expect(new URL(tab.url()).pathname).toBe('/whats-on/events/santa-photos/')
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Santa Photos')
    await context.close()
  }

  // _redirects (Netlify, Cloudflare Pages, this server) and the nginx snippet agree.
  const { netlify, nginx } = buildRedirects(path.join(scratch, '.publisher', 'current'))
  expect(nginx).toEqual(netlify)
  expect(netlify).toEqual(
    expect.arrayContaining([
      `${RENAMED.path} ${RENAMED.newPath} 301`,
      `${RENAMED.path.slice(0, -1)} ${RENAMED.newPath} 301`,
      ...RENAMED.gifts.map((gift) => `${oldGift(gift)} ${newGift(gift)} 301`),
      '/christmas/ /whats-on/events/santa-photos/ 301',
      '/christmas /whats-on/events/santa-photos/ 301',
    ]),
  )
  // The old URLs left the sitemap; the new ones are in it.
  const sitemap = (await page('/sitemap-0.xml')).text
  expect(sitemap).toContain(`${RENAMED.newPath}</loc>`)
  expect(sitemap).not.toContain(`${RENAMED.path}</loc>`)
})

test("an editor's drafts stay off the public site until they are published", async ({
  page: browser,
}) => {
  test.setTimeout(10 * 60_000)
  const store = (await drupalSave('GET', `/jsonapi/node/store/${storeId}`)) as {
    data: { attributes: { title: string; drupal_internal__nid: number; body: { value: string } } }
  }
  const nid = store.data.attributes.drupal_internal__nid
  const published = store.data.attributes.title
  const DRAFT_TITLE = 'Willow & Wren Draft Title'
  const DRAFT_SENTENCE = 'A sentence only the draft has.'
  const OFFER = { title: 'Editor Draft Offer', path: '/offers/editor-draft-offer/' }
  storeBody ??= store.data.attributes.body.value

  // In Drupal's admin UI, as the editor.
  await logIn(browser)

  await browser.goto(`${DRUPAL}/node/${nid}/edit`)
  await browser.getByRole('textbox', { name: 'Title' }).fill(DRAFT_TITLE)
  const about = browser.getByRole('textbox', { name: /Rich Text Editor/ }).first()
  await about.click()
  await browser.keyboard.press('Control+End')
  await browser.keyboard.type(` ${DRAFT_SENTENCE}`)
  await browser.getByLabel('Change to').selectOption({ label: 'Draft' })
  await browser.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    `${DRAFT_TITLE} has been updated`,
  )

  const ridgeline = await storeBy('title', 'Ridgeline Menswear')
  await browser.goto(`${DRUPAL}/node/add/offer`)
  await browser.getByRole('textbox', { name: 'Title' }).fill(OFFER.title)
  await browser
    .getByRole('textbox', { name: 'Store *' })
    .fill(`Ridgeline Menswear (${ridgeline.attributes.drupal_internal__nid})`)
  await browser.getByRole('textbox', { name: 'Date *', exact: true }).fill('2030-12-31')
  await browser.getByLabel('Save as').selectOption({ label: 'Draft' })
  await browser.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    `${OFFER.title} has been created`,
  )
  const offers = (await drupalSave(
    'GET',
    `/jsonapi/node/offer?filter[title]=${encodeURIComponent(OFFER.title)}`,
  )) as { data: { id: string }[] }
  draftOfferIds.push(...offers.data.map((o) => o.id))
  expect(offers.data).toHaveLength(1)

  // A build now (the drafts themselves ask for none): the public site is as it was.
  const before = await status()
  expect((await fetch(`${controlUrl}/hooks/build/${SECRET}`, { method: 'POST' })).status).toBe(202)
  await waitFor('a build after the drafts', async () => {
    const s = await status()
    return !s.building && !s.queued && s.counters.builds > before.counters.builds ? s : undefined
  })
  const storePage = (await page(STORE.path)).text
  expect(storePage).toContain(html(published))
  expect(storePage).not.toContain(html(DRAFT_TITLE))
  expect(storePage).not.toContain(DRAFT_SENTENCE)
  expect((await page(OFFER.path)).status).toBe(404)
  expect((await page('/offers/')).text).not.toContain(OFFER.title)
  // The draft's new title does not move the public page.
  const stored = (await drupalSave('GET', `/jsonapi/node/store/${storeId}`)) as {
    data: { attributes: { path: { alias: string } } }
  }
  expect(`${stored.data.attributes.path.alias}/`).toBe(STORE.path)

  // Publishing the draft in the admin UI publishes both changes.
  await browser.goto(`${DRUPAL}/node/${nid}/edit`)
  await expect(browser.getByRole('textbox', { name: 'Title' })).toHaveValue(DRAFT_TITLE)
  await browser.getByLabel('Change to').selectOption({ label: 'Published' })
  await browser.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    `${DRAFT_TITLE} has been updated`,
  )
  await waitFor('the published draft to be served', async () => {
    const { text } = await page(STORE.path)
    return text.includes(html(DRAFT_TITLE)) && text.includes(DRAFT_SENTENCE) ? true : undefined
  })
  expect((await page(OFFER.path)).status).toBe(404)
  // Drupal's toolbar tells the editor the site has it.
  const live = (await status()).current?.publishedAt
  await browser.goto(`${DRUPAL}/admin/content`)
  await expect(browser.getByRole('status').filter({ hasText: 'Website:' })).toHaveText(
    /^Website: live, published \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2}:\d{2} [ap]m$/,
  )
  expect(live).toBeTruthy()
})

/** The demo plan with one more unit, 75, a kiosk between the two buildings. */
function planWithKiosk(): string {
  const demo = readFileSync(
    path.join(repo, 'cms/snapshot/files/centre-map/molonglo-ground-floor.svg'),
    'utf8',
  )
  const kiosk = `<rect id="unit-${MOVED.to}" class="unit" x="845" y="400" width="50" height="60"/>`
  return demo.replace('</svg>', `  ${kiosk}\n</svg>`)
}

test('an editor uploads a new floor plan and moves a store into its new unit: the map and the store page show it', async ({
  page: browser,
  browser: chromium,
}) => {
  test.setTimeout(10 * 60_000)
  const store = await storeBy('field_shop_number', MOVED.from)
  const storePage = await waitFor('the store page', async () => {
    const found = await fetch(`${DRUPAL}/jsonapi/node/store/${store.id}`)
    const json = (await found.json()) as { data: { attributes: { path: { alias: string } } } }
    return `${json.data.attributes.path.alias}/`
  })
  moved = {
    id: store.id,
    nid: store.attributes.drupal_internal__nid,
    title: store.attributes.title,
    path: storePage,
  }
  const mapNid = drush(
    "echo \\Drupal::service('path_alias.manager')->getPathByAlias('/centre-map');",
  ).replace('/node/', '')
  planRestore = JSON.parse(
    drush(
      `$m = \\Drupal\\node\\Entity\\Node::load(${mapNid})->field_content->entity; $l = $m->field_items->entity; echo json_encode(['levelId' => $l->id(), 'fileId' => $l->field_plan->target_id]);`,
    ),
  )

  // In Drupal's admin UI, as the editor: the centre map page's new plan, published.
  await logIn(browser)
  await browser.goto(`${DRUPAL}/node/${mapNid}/edit`)
  await browser.getByRole('button', { name: 'Edit', exact: true }).click()
  const planField = browser.locator('.field--name-field-plan')
  await planField.getByRole('button', { name: 'Remove' }).click()
  await planField.getByLabel('Add a new file').setInputFiles({
    name: 'molonglo-with-kiosk.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(planWithKiosk()),
  })
  await expect(planField.getByRole('link', { name: 'molonglo-with-kiosk.svg' })).toBeVisible()
  await browser.getByLabel('Change to').selectOption({ label: 'Published' })
  await browser.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    'Centre map has been updated',
  )

  // The store, moved into the new unit.
  await browser.goto(`${DRUPAL}/node/${moved.nid}/edit`)
  await browser.getByRole('textbox', { name: 'Shop number' }).fill(MOVED.to)
  await browser.getByLabel('Change to').selectOption({ label: 'Published' })
  await browser.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(browser.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    `${moved.title} has been updated`,
  )

  await waitFor('the store in its new unit to be served', async () => {
    const { text } = await page(moved!.path)
    return text.includes(`Shop number ${MOVED.to}`) ? true : undefined
  })
  const tab = await chromium.newPage()
  await tab.goto(`${siteUrl}/centre-map/`)
  const plan = tab.getByRole('group', { name: 'Floor plan: Ground floor' })
  const unit = plan.getByRole('link', { name: new RegExp(`^Shop ${MOVED.to}, `) })
  await expect(unit).toHaveAttribute('aria-label', new RegExp(`^Shop ${MOVED.to}, ${moved.title}`))
  await expect(unit).toHaveAttribute('href', moved.path)
  // Its old unit is vacant: drawn, but no link.
  await expect(plan.getByRole('link', { name: new RegExp(`^Shop ${MOVED.from}, `) })).toHaveCount(0)
  await tab.goto(`${siteUrl}${moved.path}`)
  await expect(tab.getByTestId('store-info')).toContainText(
    `Store location - Shop number ${MOVED.to}`,
  )
  await expect(
    tab.getByRole('img', {
      name: `${moved.title} on the centre map: shop ${MOVED.to}, Ground floor`,
    }),
  ).toBeVisible()
  await tab.close()
})

test('a save storm (20 saves in about 10 s) ends in one published site with all 20 changes', async () => {
  const { data: stores } = (await drupalSave(
    'GET',
    '/jsonapi/node/store?sort=drupal_internal__nid&page[limit]=20',
  )) as { data: { id: string; attributes: { title: string; path: { alias: string } } }[] }
  expect(stores).toHaveLength(20)
  const before = await status()
  // One save every half second (or as fast as Drupal answers): the publisher builds during
  // the storm and once more after it, never once per save.
  const start = Date.now()
  for (const [i, store] of stores.entries()) {
    await sleep(Math.max(0, start + i * 500 - Date.now()))
    stormed.push({ id: store.id, title: store.attributes.title, path: store.attributes.path.alias })
    await drupalSave('PATCH', `/jsonapi/node/store/${store.id}`, {
      data: {
        type: 'node--store',
        id: store.id,
        attributes: { title: `${store.attributes.title} Storm ${i + 1}` },
      },
    })
  }
  await waitFor('the storm to be published', async () => {
    // Nothing building or waiting, so every page below comes from the one current build.
    const s = await status()
    if (s.building || s.queued) return undefined
    for (const [i, store] of stores.entries()) {
      const { text } = await page(`${store.attributes.path.alias}/`)
      if (!text.includes(html(`${store.attributes.title} Storm ${i + 1}`))) return undefined
    }
    return true
  })
  const after = await status()
  expect(after.building).toBeNull()
  expect(after.queued).toBeNull()
  const stormBuilds = after.counters.builds - before.counters.builds
  expect(stormBuilds).toBeGreaterThanOrEqual(1)
  // A build takes a few seconds, so a 10 s storm can see several: never one per save.
  expect(stormBuilds).toBeLessThanOrEqual(5)
  expect(after.counters.hooksAccepted - before.counters.hooksAccepted).toBeGreaterThanOrEqual(20)
})

test('a build that fails leaves the site as it was, Drupal says so, and the next save publishes again', async ({
  page: browser,
}) => {
  const before = await status()
  expect(before.current).not.toBeNull()
  // Drupal stops answering; a build asked for now fails.
  await drupal?.stop()
  const hook = await fetch(`${controlUrl}/hooks/build/${SECRET}`, { method: 'POST' })
  expect(hook.status).toBe(202)
  const failed = await waitFor('the build to fail', async () => {
    const s = await status()
    return s.lastFailure &&
      s.lastFailure.startedAt > (before.lastSuccess?.startedAt ?? '') &&
      !s.building
      ? s
      : undefined
  })
  expect(failed.current?.id).toBe(before.current?.id)
  expect(failed.ok).toBe(false)
  expect((await page(STORE.path)).status).toBe(200)

  // Drupal is back: its toolbar tells the editor the last build failed and why.
  drupal = await serveDrupal(DRUPAL_PORT, drupalEnv)
  await logIn(browser)
  await browser.goto(`${DRUPAL}/admin/content`)
  await expect(browser.getByRole('status').filter({ hasText: 'Website:' })).toHaveText(
    /^Website: publishing failed at .+ — .+\. The last good version is still live\.$/,
  )

  // The editor saves: that change is published, with everything before it.
  const title = `${STORE.title} Recovered`
  await drupalSave('PATCH', `/jsonapi/node/store/${storeId}`, {
    data: { type: 'node--store', id: storeId, attributes: { title } },
  })
  await waitFor('the save after the failure to be served', async () =>
    (await page(STORE.path)).text.includes(html(title)) ? true : undefined,
  )
  const recovered = await status()
  expect(recovered.ok).toBe(true)
  expect(recovered.current?.id).not.toBe(before.current?.id)
  // The storm's titles are still there after the build from a clean cache.
  for (const [i, store] of stormed.entries()) {
    if (store.id === storeId) continue
    const { text } = await page(`${store.path}/`)
    expect(text).toContain(html(`${store.title} Storm ${i + 1}`))
  }
})

/** The visitor's service workers and caches, as the browser has them for the site's origin. */
const workersAndCaches = (visitor: Page) =>
  visitor.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
  }))

test('an operator publishing with SERVICE_WORKER=0 leaves a returning visitor with no worker and no caches', async ({
  openPage,
}) => {
  const visitor = await openPage('desktop', { serviceWorkers: 'allow' })
  await visitor.goto(`${siteUrl}${STORE.path}`, { waitUntil: 'load' })
  await waitUntilSaved(visitor, STORE.path)
  expect((await workersAndCaches(visitor)).workers).toBe(1)

  // The operator restarts the publisher with the switch and publishes.
  const before = await status()
  await stopPublisher()
  await startPublisher({ SERVICE_WORKER: '0' })
  expect((await fetch(`${controlUrl}/hooks/build/${SECRET}`, { method: 'POST' })).status).toBe(202)
  await waitFor('a build with the worker switched off', async () => {
    const s = await status()
    return s.current?.id !== before.current?.id && !s.building ? s : undefined
  })
  expect((await page('/sw.js')).text).toContain('switched off')

  // The visitor comes back: two pages later, nothing of the worker is left.
  await visitor.goto(`${siteUrl}/`)
  await visitor.getByRole('link', { name: 'Trading hours' }).first().click()
  await expect
    .poll(() => workersAndCaches(visitor), { timeout: 30_000 })
    .toEqual({ workers: 0, caches: [] })
  await expect(visitor).toHaveURL(`${siteUrl}/trading-hours/`)
})
