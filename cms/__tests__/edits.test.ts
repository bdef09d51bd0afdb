/** @jest-environment node */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { startCms, type RunningCms } from '../lib/app.cjs'
import { aliasPrefix, hooksFromEnv, slugify } from '../lib/edits.cjs'
import { shiftDateValue } from '../lib/shift-dates.cjs'
import { DEFAULT_SNAPSHOT_DIR } from '../lib/snapshot.cjs'

const JSONAPI = 'application/vnd.api+json'
const REF = JSON.parse(fs.readFileSync(path.join(DEFAULT_SNAPSHOT_DIR, 'meta.json'), 'utf8'))
  .referenceDate as string
/** `day` moved by `days` whole days (YYYY-MM-DD). */
const plus = (day: string, days: number) => shiftDateValue(day, days) as string
const TODAY = plus(REF, 4) // 4 days after the snapshot's reference date
const STORE = 'bba22f6c-0ef2-5e2e-8d72-fcb1885c4c6c' // Willow & Wren
const EVENT = '61a9685b-6401-5c81-9895-278896d18268' // Kids Club Craft Morning
const OFFER = 'e91d5443-e156-5359-9dae-5d28bdcd68af' // Up to 50% off winter knits

interface Hook {
  headers: IncomingHttpHeaders
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

let tmp: string
let snapshotDir: string
let dataDir: string
let hookServer: Server
let hookUrl: string
const hooks: Hook[] = []
let cms: RunningCms

/** A copy of the demo snapshot's documents (its files are not needed here). */
function copySnapshot(to: string) {
  fs.mkdirSync(path.join(to, 'resources'), { recursive: true })
  fs.mkdirSync(path.join(to, 'files'), { recursive: true })
  fs.copyFileSync(path.join(DEFAULT_SNAPSHOT_DIR, 'meta.json'), path.join(to, 'meta.json'))
  for (const name of fs.readdirSync(path.join(DEFAULT_SNAPSHOT_DIR, 'resources'))) {
    fs.copyFileSync(
      path.join(DEFAULT_SNAPSHOT_DIR, 'resources', name),
      path.join(to, 'resources', name),
    )
  }
}

function treeHash(dir: string): string {
  const hash = createHash('sha256')
  for (const name of fs.readdirSync(path.join(dir, 'resources')).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(dir, 'resources', name)))
  }
  return hash.digest('hex')
}

async function call(method: string, urlPath: string, body?: unknown, type = JSONAPI) {
  const res = await fetch(`${cms.url}${urlPath}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': type },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null }
}

/** Until n hooks have arrived (up to 4 s, within the test's 5 s: a loaded machine can be slow). */
async function waitForHooks(n: number) {
  const end = Date.now() + 4_000
  while (hooks.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  expect(hooks).toHaveLength(n)
}

async function startDemoCms() {
  return startCms({
    port: 0,
    snapshotDir,
    dataDir,
    today: () => TODAY,
    buildHooks: [{ url: hookUrl, secret: 'hook-secret-0123456789' }],
    log: () => {},
  })
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-edits-'))
  snapshotDir = path.join(tmp, 'snapshot')
  dataDir = path.join(tmp, 'data')
  copySnapshot(snapshotDir)
  hookServer = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) })
      res.writeHead(202).end()
    })
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hooks/build`
  cms = await startDemoCms()
})

afterAll(async () => {
  await cms?.close()
  await new Promise((resolve) => hookServer.close(resolve))
  fs.rmSync(tmp, { recursive: true, force: true })
})

beforeEach(() => {
  hooks.length = 0
})

test('PATCH changes a title in a working copy, never in the snapshot, and fires the hook', async () => {
  const before = treeHash(snapshotDir)
  expect(cms.workingCopy).toBeNull()
  const res = await call('PATCH', `/jsonapi/node/store/${STORE}`, {
    data: { type: 'node--store', id: STORE, attributes: { title: 'Willow & Wren Outlet' } },
  })
  expect(res.status).toBe(200)
  expect(res.json.data.attributes.title).toBe('Willow & Wren Outlet')
  expect(res.json.data.attributes.field_phone).toBe('02 5550 1001 (Shop 1)') // untouched
  expect(res.json.data.links.self.href.startsWith(cms.url)).toBe(true)

  const got = await call('GET', `/jsonapi/node/store/${STORE}`)
  expect(got.json.data.attributes.title).toBe('Willow & Wren Outlet')
  const page = await call('GET', '/jsonapi/node/store')
  expect(page.json.data.find((s: { id: string }) => s.id === STORE).attributes.title).toBe(
    'Willow & Wren Outlet',
  )

  expect(treeHash(snapshotDir)).toBe(before)
  expect(cms.workingCopy).toBe(path.join(dataDir, 'snapshot'))
  const stored = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'snapshot', 'resources', 'node--store.json'), 'utf8'),
  )
  expect(stored.data.find((s: { id: string }) => s.id === STORE).attributes.title).toBe(
    'Willow & Wren Outlet',
  )

  await waitForHooks(1)
  expect(hooks[0].headers['x-publisher-secret']).toBe('hook-secret-0123456789')
  expect(hooks[0].headers['content-type']).toBe('application/json')
  expect(hooks[0].body).toMatchObject({ action: 'update', id: STORE })
  expect(hooks[0].body.data.attributes.title).toBe('Willow & Wren Outlet')
  expect(typeof hooks[0].body.timestamp).toBe('number')
})

test('a document read from the server round-trips through PATCH with its dates unchanged', async () => {
  const committed = JSON.parse(
    fs.readFileSync(path.join(snapshotDir, 'resources', 'node--offer.json'), 'utf8'),
  ).data.find((o: { id: string }) => o.id === OFFER)
  const got = await call('GET', `/jsonapi/node/offer/${OFFER}`)
  // Served shifted by 4 days...
  const stored0 = committed.attributes.field_expiry_date as string
  expect(stored0).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(got.json.data.attributes.field_expiry_date).toBe(plus(stored0, 4))
  const doc = got.json.data
  const res = await call('PATCH', `/jsonapi/node/offer/${OFFER}`, {
    data: { type: doc.type, id: doc.id, attributes: doc.attributes },
  })
  expect(res.status).toBe(200)
  expect(res.json.data.attributes.field_expiry_date).toBe(plus(stored0, 4))
  // ...and stored as the snapshot stores them.
  const stored = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'snapshot', 'resources', 'node--offer.json'), 'utf8'),
  ).data.find((o: { id: string }) => o.id === OFFER)
  expect(stored.attributes.field_expiry_date).toBe(stored0)
  // A new expiry given in served (today's) dates is stored on the snapshot's calendar.
  await call('PATCH', `/jsonapi/node/offer/${OFFER}`, {
    data: { type: 'node--offer', id: OFFER, attributes: { field_expiry_date: '2026-12-31' } },
  })
  expect((await call('GET', `/jsonapi/node/offer/${OFFER}`)).json.data.attributes).toMatchObject({
    field_expiry_date: '2026-12-31',
  })
})

test('edits are refused the way Drupal refuses them', async () => {
  const url = `/jsonapi/node/store/${STORE}`
  const doc = (attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    data: { type: 'node--store', id: STORE, attributes, ...extra },
  })
  const cases: Array<[string, string, unknown, number, RegExp, string?]> = [
    ['PATCH', url, doc({ title: 'x' }), 415, /Content-Type/, 'application/json'],
    ['PATCH', url, '{not json', 400, /not valid JSON/],
    ['PATCH', url, { data: [] }, 400, /top-level "data"/],
    ['PATCH', url, { data: { type: 'node--event', id: STORE } }, 409, /does not match/],
    ['PATCH', url, { data: { type: 'node--store', id: EVENT } }, 409, /id in the body/],
    [
      'PATCH',
      '/jsonapi/node/store/00000000-0000-4000-8000-000000000000',
      { data: { type: 'node--store', id: '00000000-0000-4000-8000-000000000000' } },
      404,
      /not found/,
    ],
    ['PATCH', '/jsonapi/node/nothing/' + STORE, doc({}), 404, /not found/],
    ['PATCH', url, doc({ field_colour: 'red' }), 422, /field_colour does not exist/],
    ['PATCH', url, doc({ title: '  ' }), 422, /title/],
    ['PATCH', url, doc({ drupal_internal__nid: 999 }), 403, /read-only/],
    [
      'PATCH',
      url,
      doc(
        {},
        {
          relationships: {
            field_category: { data: [{ type: 'taxonomy_term--category', id: EVENT }] },
          },
        },
      ),
      422,
      /does not exist/,
    ],
    [
      'POST',
      '/jsonapi/node/offer',
      { data: { type: 'node--offer', attributes: {} } },
      422,
      /title/,
    ],
    [
      'POST',
      '/jsonapi/node/offer',
      { data: { type: 'node--offer', id: OFFER, attributes: { title: 'x' } } },
      409,
      /already exists/,
    ],
    [
      'DELETE',
      '/jsonapi/node/event/00000000-0000-4000-8000-000000000000',
      undefined,
      404,
      /not found/,
    ],
  ]
  for (const [method, target, body, status, detail, type] of cases) {
    const res = await call(method, target, body, type)
    expect({ method, target, status: res.status }).toEqual({ method, target, status })
    expect(res.json.errors[0].detail).toMatch(detail)
  }
  // Nothing was fired for a refused edit: the next accepted edit's hook is the first and only
  // one to arrive (a hook fired earlier would have reached the listener before it).
  const title = (await call('GET', url)).json.data.attributes.title
  expect((await call('PATCH', url, doc({ title }))).status).toBe(200)
  await waitForHooks(1)
  expect(hooks[0].body).toMatchObject({ action: 'update', id: STORE })
})

test('POST creates an offer with a path alias, listed in its collection', async () => {
  const before = (await call('GET', '/jsonapi/node/offer')).json.data.length
  const res = await call('POST', '/jsonapi/node/offer', {
    data: {
      type: 'node--offer',
      attributes: {
        title: 'Flash sale: 30% off everything',
        body: { value: '<p>One weekend only.</p>', format: 'basic_html' },
        field_expiry_date: plus(TODAY, 3), // as the client sees today
      },
      relationships: { field_store: { data: { type: 'node--store', id: STORE } } },
    },
  })
  expect(res.status).toBe(201)
  const created = res.json.data
  expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
  expect(res.headers.get('location')).toBe(`${cms.url}/jsonapi/node/offer/${created.id}`)
  expect(created.attributes.path.alias).toBe('/offers/flash-sale-30-off-everything')
  expect(created.attributes.field_expiry_date).toBe(plus(TODAY, 3))
  expect(created.attributes.field_publish_date).toBeNull()
  expect(created.attributes.status).toBe(true)
  expect(created.relationships.field_store.data.id).toBe(STORE)
  // As the recorded offers: Drupal hides config entities such as node types from the build.
  expect(created.relationships.node_type.data).toBeNull()
  expect(created.relationships.field_thumbnail.data).toBeNull()

  const list = await call('GET', '/jsonapi/node/offer')
  expect(list.json.data).toHaveLength(before + 1)
  expect(list.json.data.map((o: { id: string }) => o.id)).toContain(created.id)
  const stored = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'snapshot', 'resources', 'node--offer.json'), 'utf8'),
  ).data.find((o: { id: string }) => o.id === created.id)
  expect(stored.attributes.field_expiry_date).toBe(plus(REF, 3))

  // The same title again gets a distinct alias.
  const again = await call('POST', '/jsonapi/node/offer', {
    data: { type: 'node--offer', attributes: { title: 'Flash sale: 30% off everything' } },
  })
  expect(again.json.data.attributes.path.alias).toBe('/offers/flash-sale-30-off-everything-2')
  await waitForHooks(2)
  expect(hooks[0].body).toMatchObject({ action: 'insert', id: created.id })
})

test('DELETE removes an event and references to it', async () => {
  const before = (await call('GET', '/jsonapi/node/event')).json.data.length
  const res = await call('DELETE', `/jsonapi/node/event/${EVENT}`)
  expect(res.status).toBe(204)
  expect((await call('GET', `/jsonapi/node/event/${EVENT}`)).status).toBe(404)
  const list = await call('GET', '/jsonapi/node/event')
  expect(list.json.data).toHaveLength(before - 1)
  expect(JSON.stringify(list.json)).not.toContain(EVENT)
  await waitForHooks(1)
  expect(hooks[0].body).toMatchObject({ action: 'delete', id: EVENT })
  expect(hooks[0].body.data.type).toBe('node--event')

  // Deleting a store drops it from the offers that referenced it.
  expect((await call('DELETE', `/jsonapi/node/store/${STORE}`)).status).toBe(204)
  const offers = (await call('GET', '/jsonapi/node/offer')).json.data
  expect(JSON.stringify(offers)).not.toContain(STORE)
})

test('edits survive a restart; reset goes back to the committed snapshot', async () => {
  await cms.close()
  cms = await startDemoCms()
  expect(cms.workingCopy).not.toBeNull()
  expect((await call('GET', `/jsonapi/node/event/${EVENT}`)).status).toBe(404)

  const reset = await call('POST', '/demo-cms/reset')
  expect(reset.json).toEqual({ reset: true, hadEdits: true })
  expect(cms.workingCopy).toBeNull()
  expect(fs.existsSync(path.join(dataDir, 'snapshot'))).toBe(false)
  expect((await call('GET', `/jsonapi/node/event/${EVENT}`)).status).toBe(200)
  expect((await call('GET', `/jsonapi/node/store/${STORE}`)).json.data.attributes.title).toBe(
    'Willow & Wren',
  )
  await waitForHooks(1)
  expect(hooks[0].body.action).toBe('reset')
})

test('a working copy made from another snapshot is not used', async () => {
  await call('PATCH', `/jsonapi/node/store/${STORE}`, {
    data: { type: 'node--store', id: STORE, attributes: { title: 'Edited' } },
  })
  const otherSnapshot = path.join(tmp, 'other')
  copySnapshot(otherSnapshot)
  const other = await startCms({ port: 0, snapshotDir: otherSnapshot, dataDir, log: () => {} })
  try {
    expect(other.workingCopy).toBeNull()
    const res = await fetch(`${other.url}/jsonapi/node/store/${STORE}`)
    expect((await res.json()).data.attributes.title).toBe('Willow & Wren')
  } finally {
    await other.close()
  }
})

test('files answer If-None-Match with 304', async () => {
  const dir = path.join(snapshotDir, 'files', 'docs')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'a.pdf'), '%PDF-1.4\n%%EOF\n')
  const first = await fetch(`${cms.url}/sites/default/files/docs/a.pdf`)
  const etag = first.headers.get('etag')
  expect(first.status).toBe(200)
  expect(etag).toMatch(/^W\/".+"$/)
  const second = await fetch(`${cms.url}/sites/default/files/docs/a.pdf`, {
    headers: { 'If-None-Match': etag as string },
  })
  expect(second.status).toBe(304)
})

test('helpers: slugs, alias prefixes, hooks from the environment', () => {
  expect(slugify('Café & Co: 50% off!')).toBe('cafe-and-co-50-off')
  expect(
    aliasPrefix([
      { type: 'x', id: '1', attributes: { path: { alias: '/whats-on/events/a' } } },
      { type: 'x', id: '2', attributes: { path: { alias: '/whats-on/events/b' } } },
      { type: 'x', id: '3', attributes: { path: { alias: '/other' } } },
    ]),
  ).toBe('/whats-on/events')
  expect(
    hooksFromEnv({
      CMS_BUILD_HOOK_URL: 'http://a/hook, http://b/hook',
      CMS_BUILD_HOOK_SECRET: 's',
    }),
  ).toEqual([
    { url: 'http://a/hook', secret: 's' },
    { url: 'http://b/hook', secret: 's' },
  ])
  expect(hooksFromEnv({})).toEqual([])
})
