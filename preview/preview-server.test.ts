/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { isDevOnlyPath } from './dev-endpoints.mjs'
import { createDevelopWatcher } from './develop-watcher.mjs'
import { createPreviewServer } from './preview-server.mjs'
import { webhookBodies } from './sync.mjs'

const EDITOR = `Basic ${Buffer.from('editor:right').toString('base64')}`
const WRONG = `Basic ${Buffer.from('editor:wrong').toString('base64')}`
const PREVIEW = `Basic ${Buffer.from('site_preview:pw').toString('base64')}`
const SECRET = 'callback-secret-0123456789abcdef'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

function serve(handler: (req: Seen, res: http.ServerResponse) => void) {
  const seen: Seen[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      seen.push(r)
      handler(r, res)
    })
  })
  return new Promise<{ url: string; seen: Seen[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () => server.close(),
      }),
    ),
  )
}

const STORE = {
  type: 'node--store',
  id: 'bba22f6c-0ef2-5e2e-8d72-fcb1885c4c6c',
  attributes: { title: 'Willow & Wren Draft', changed: '2026-11-27T05:56:00+00:00' },
}

let drupal: Awaited<ReturnType<typeof serve>>
let develop: Awaited<ReturnType<typeof serve>>
let preview: ReturnType<typeof createPreviewServer>
let base: string
/** The page gatsby develop serves, and its log. */
let developTitle = 'old'
const developLog = createDevelopWatcher()
let syncAnswer: unknown = { status: 1, timestamp: 1000, entities: [] }
/** Answers by the time asked for, when set. */
let drupalAnswer: ((since: number) => unknown) | undefined

beforeAll(async () => {
  drupal = await serve((req, res) => {
    if (req.url === '/outlet/preview/access') {
      res.writeHead(req.headers.authorization === EDITOR ? 204 : 403).end()
    } else if (req.url.startsWith('/gatsby-fastbuilds/sync/')) {
      if (req.headers.authorization !== PREVIEW) return res.writeHead(403).end()
      const since = Number(/sync\/(\d+)/.exec(req.url)?.[1])
      const answer = drupalAnswer ? drupalAnswer(since) : syncAnswer
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer))
    } else res.writeHead(404).end()
  })
  develop = await serve((req, res) => {
    if (req.url === '/__refresh') {
      // gatsby develop answers at once and applies the change a little later, as its log says.
      setTimeout(() => {
        developTitle = STORE.attributes.title
        developLog.push('success loading Drupal content changes - 0.004s\n')
        developLog.push('\x1b[2Ksuccess createPages - 0.04s\n')
        developLog.push('success Writing page-data.json and slice-data.json files - 0.01s\n')
      }, 300)
      res.writeHead(200).end()
    } else if (req.url.startsWith('/page-data/')) {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ title: developTitle }))
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(`page ${req.url}`)
    }
  })
  preview = createPreviewServer({
    upstream: develop.url,
    drupalBaseUrl: drupal.url,
    previewAuth: { username: 'site_preview', password: 'pw' },
    callbackSecret: SECRET,
    refreshToken: 'refresh-token',
    settleTimeoutMs: 5000,
    develop: developLog,
  })
  await new Promise<void>((resolve) => preview.server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(preview.server.address() as AddressInfo).port}`
})
afterAll(() => {
  preview.server.close()
  drupal.close()
  develop.close()
})

describe('the preview server', () => {
  it('asks for Drupal credentials and shows pages only to accounts Drupal allows', async () => {
    const anonymous = await fetch(`${base}/stores/willow-and-wren/`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic realm="Site preview"/)
    expect((await fetch(`${base}/`, { headers: { Authorization: WRONG } })).status).toBe(401)
    const editor = await fetch(`${base}/stores/willow-and-wren/`, {
      headers: { Authorization: EDITOR },
    })
    expect(editor.status).toBe(200)
    expect(await editor.text()).toBe('page /stores/willow-and-wren/')
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(editor.headers.get('cache-control')).toBe('no-store')
    // The editor's credentials stay here; gatsby develop never sees them.
    expect(develop.seen.at(-1)?.headers.authorization).toBeUndefined()
  })

  it("never passes on gatsby develop's development-only endpoints", async () => {
    for (const url of [
      '/___graphql',
      '/__refresh',
      '/__open-stack-frame-in-editor?fileName=/etc/passwd',
      '/__original-stack-frame',
      '/__file-code-frame?filePath=/etc/passwd',
      '//___graphql',
    ]) {
      const res = await fetch(`${base}${url}`, {
        method: url.includes('refresh') ? 'POST' : 'GET',
        headers: { Authorization: EDITOR },
      })
      expect([url, res.status]).toEqual([url, 404])
    }
    expect(develop.seen.some((r) => /__(?!_)|___graphql/.test(r.url))).toBe(false)
  })

  it("applies a save from Drupal's preview log before serving the next page", async () => {
    syncAnswer = {
      status: 1,
      timestamp: 2000,
      entities: [{ action: 'update', id: STORE.id, type: STORE.type, data: [STORE] }],
    }
    const readsBefore = drupal.seen.filter((r) => r.url.startsWith('/gatsby-fastbuilds/')).length
    const hook = await fetch(`${base}/__preview/callback/${SECRET}`, { method: 'POST' })
    expect(hook.status).toBe(202)
    // The save is only noted: nothing is read or applied until an editor asks for a page (so
    // gatsby develop does not work on it while the publisher builds it).
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(drupal.seen.filter((r) => r.url.startsWith('/gatsby-fastbuilds/'))).toHaveLength(
      readsBefore,
    )
    expect(develop.seen.some((r) => r.url === '/__refresh')).toBe(false)
    expect(preview.state.pending).toBe(true)
    // The page waits until gatsby develop says the change is in.
    const page = await fetch(`${base}/page-data/stores/willow-and-wren/page-data.json`, {
      headers: { Authorization: EDITOR },
    })
    expect(await page.json()).toEqual({ title: 'Willow & Wren Draft' })
    const refresh = develop.seen.find((r) => r.url === '/__refresh')!
    expect(refresh.headers.authorization).toBe('refresh-token')
    expect(JSON.parse(refresh.body)).toEqual({ action: 'update', data: [STORE] })
    expect(drupal.seen.filter((r) => r.url.startsWith('/gatsby-fastbuilds/')).at(-1)?.url).toBe(
      '/gatsby-fastbuilds/sync/1',
    )
    expect(preview.state.since).toBe(2000)
    expect(preview.state.pending).toBe(false)
  })

  it('reads from the oldest entry the log still has when Drupal says the log moved on', async () => {
    // Drupal's cron purged entries: times before 1500 answer -1.
    const purgedBefore = 1500
    syncAnswer = null
    preview.state.since = 1000
    const answers = (since: number) =>
      since < purgedBefore
        ? { status: -1, timestamp: 3000 }
        : { status: 1, timestamp: 3000, entities: [] }
    drupalAnswer = answers
    await preview.sync()
    expect(preview.state.since).toBe(3000)
    const asked = drupal.seen
      .map((r) => /sync\/(\d+)$/.exec(r.url)?.[1])
      .filter(Boolean)
      .map(Number)
    expect(asked.at(-1)).toBe(purgedBefore)
    drupalAnswer = undefined
  })

  it('refuses a callback with the wrong secret', async () => {
    const before = drupal.seen.length
    expect((await fetch(`${base}/__preview/callback/guess`, { method: 'POST' })).status).toBe(404)
    expect(drupal.seen.length).toBe(before)
  })
})

describe('preview rules', () => {
  it('recognises development-only paths, however written', () => {
    expect(isDevOnlyPath('/___graphql?query={}')).toBe(true)
    expect(isDevOnlyPath('//__refresh')).toBe(true)
    expect(isDevOnlyPath('/__file-code-frame')).toBe(true)
    expect(isDevOnlyPath('/stores/__refresh-sale/')).toBe(false)
    expect(isDevOnlyPath('/page-data/index/page-data.json')).toBe(false)
    expect(isDevOnlyPath('/__webpack_hmr')).toBe(false)
  })

  it("reads gatsby develop's log: a change is in once its load and a later page-data write are logged", async () => {
    const log = createDevelopWatcher()
    const mark = log.mark()
    const done = log.settled(mark, 2, 1000)
    log.push('\x1b[2K\x1b[1Asuccess loading Drupal content changes - 0.004s\n')
    log.push('success Writing page-data.json and slice-data.json files - 0.01s\n')
    log.push('success loading Drupal content ')
    log.push('changes - 0.002s\nsuccess createPages\nsuccess Writing page-data.json - 0s\n')
    expect(await done).toBe(true)
    expect(await log.settled(log.mark(), 1, 50)).toBe(false)
  })

  it('turns a sync answer into as few refresh bodies as fit, updates before deletes', () => {
    const big = (i: number) => ({
      type: 'node--store',
      id: `s${i}`,
      attributes: { x: 'y'.repeat(400) },
    })
    const bodies = webhookBodies(
      {
        entities: [
          { action: 'delete', id: 'gone', type: 'node--event' },
          ...[0, 1, 2].map((i) => ({ action: 'update', data: big(i) })),
        ],
      },
      1000,
    )
    expect(bodies.map((b) => [b.action, (b.data as unknown[]).length])).toEqual([
      ['update', 2],
      ['update', 1],
      ['delete', 1],
    ])
    expect(bodies[2].data).toEqual([{ id: 'gone', type: 'node--event' }])
  })
})
