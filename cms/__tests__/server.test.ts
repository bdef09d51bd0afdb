/** @jest-environment node */
import fs from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startCms, type RunningCms } from '../lib/app.cjs'
import { DEFAULT_SNAPSHOT_DIR, loadSnapshot } from '../lib/snapshot.cjs'

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: () => any
}

/** Raw GET (no URL normalisation, custom Host header) with node:http. */
function get(port: number, rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: () => JSON.parse(body.toString('utf8')),
        })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** A tiny snapshot with 120 stores so that pagination has three pages. */
function makeSnapshot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'))
  fs.mkdirSync(path.join(dir, 'resources'))
  fs.mkdirSync(path.join(dir, 'files', 'stores'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify({ referenceDate: '2026-11-21' }))
  const stores = Array.from({ length: 120 }, (_, i) => ({
    type: 'node--store',
    id: `00000000-0000-5000-8000-${String(i).padStart(12, '0')}`,
    links: { self: { href: `__CMS_ORIGIN__/jsonapi/node/store/${i}` } },
    attributes: { title: `Store ${i}`, drupal_internal__nid: i + 1 },
  }))
  fs.writeFileSync(
    path.join(dir, 'resources', 'node--store.json'),
    JSON.stringify({ data: stores }),
  )
  const offer = {
    type: 'node--offer',
    id: '00000000-0000-5000-8000-999999999999',
    attributes: {
      title: 'Offer',
      field_publish_date: '2026-11-20',
      field_expiry_date: '2026-11-30',
      body: { processed: '<a href="__CMS_ORIGIN__/x">x</a>' },
    },
  }
  fs.writeFileSync(
    path.join(dir, 'resources', 'node--offer.json'),
    JSON.stringify({ data: [offer] }),
  )
  const file = {
    type: 'file--file',
    id: '00000000-0000-5000-8000-888888888888',
    attributes: {
      filename: 'a.png',
      uri: {
        value: 'public://stores/a.png',
        url: '__CMS_ORIGIN__/sites/default/files/stores/a.png',
      },
    },
  }
  fs.writeFileSync(path.join(dir, 'resources', 'file--file.json'), JSON.stringify({ data: [file] }))
  fs.writeFileSync(
    path.join(dir, 'files', 'stores', 'a.png'),
    Buffer.from('89504e470d0a1a0a', 'hex'),
  )
  fs.writeFileSync(path.join(dir, 'files', 'map.pdf'), '%PDF-1.4\n%%EOF\n')
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'do not serve')
  return dir
}

describe('demo CMS server (small snapshot)', () => {
  let dir: string
  let cms: RunningCms

  beforeAll(async () => {
    dir = makeSnapshot()
    cms = await startCms({ port: 0, snapshotDir: dir, today: () => '2026-11-23', log: () => {} })
  })
  afterAll(async () => {
    await cms.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('lists every bundle in the index with absolute URLs from the request origin', async () => {
    const res = await get(cms.port, '/jsonapi', { Host: 'cms.test:8123' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.api+json')
    const doc = res.json()
    expect(doc.jsonapi.version).toBe('1.0')
    expect(doc.data).toEqual([])
    expect(doc.links).toEqual({
      self: { href: 'http://cms.test:8123/jsonapi' },
      'file--file': { href: 'http://cms.test:8123/jsonapi/file/file' },
      'node--offer': { href: 'http://cms.test:8123/jsonapi/node/offer' },
      'node--store': { href: 'http://cms.test:8123/jsonapi/node/store' },
    })
  })

  it('falls back to its own address without a usable Host header', async () => {
    const res = await get(cms.port, '/jsonapi', { Host: 'bad host"<>' })
    expect(res.json().links.self.href).toBe(`${cms.url}/jsonapi`)
    expect(cms.url).toBe(`http://127.0.0.1:${cms.port}`)
  })

  it('paginates at 50 with absolute next links and no meta.count, as core Drupal does', async () => {
    const first = (await get(cms.port, '/jsonapi/node/store')).json()
    expect(first.data).toHaveLength(50)
    expect(first.meta?.count).toBeUndefined()
    expect(first.data[0].attributes.title).toBe('Store 0')
    const next = new URL(first.links.next.href)
    expect(next.origin).toBe(cms.url)
    expect(next.pathname).toBe('/jsonapi/node/store')
    expect(next.searchParams.get('page[offset]')).toBe('50')
    expect(next.searchParams.get('page[limit]')).toBe('50')

    const second = (await get(cms.port, next.pathname + next.search)).json()
    expect(second.data[0].attributes.title).toBe('Store 50')
    const last = (
      await get(
        cms.port,
        new URL(second.links.next.href).pathname + new URL(second.links.next.href).search,
      )
    ).json()
    expect(last.data).toHaveLength(20)
    expect(last.data[19].attributes.title).toBe('Store 119')
    expect(last.links.next).toBeUndefined()
    expect(last.links.self.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/jsonapi\/node\/store\?/)
  })

  it('answers an offset past the end with 200 and no data, as Drupal does', async () => {
    const res = await get(cms.port, '/jsonapi/node/store?page%5Boffset%5D=150&page%5Blimit%5D=50')
    expect(res.status).toBe(200)
    const doc = res.json()
    expect(doc.data).toEqual([])
    expect(doc.links.self.href).toContain('/jsonapi/node/store')
    expect(doc.links.next).toBeUndefined()
  })

  it('honours a smaller page[limit] and caps it at 50', async () => {
    const small = (await get(cms.port, '/jsonapi/node/store?page[offset]=10&page[limit]=5')).json()
    expect(small.data.map((s: { attributes: { title: string } }) => s.attributes.title)).toEqual([
      'Store 10',
      'Store 11',
      'Store 12',
      'Store 13',
      'Store 14',
    ])
    const big = (await get(cms.port, '/jsonapi/node/store?page[limit]=500')).json()
    expect(big.data).toHaveLength(50)
    expect((await get(cms.port, '/jsonapi/node/store?page[offset]=-1')).status).toBe(400)
  })

  it('substitutes the origin placeholder everywhere', async () => {
    const res = await get(cms.port, '/jsonapi/file/file', { Host: 'example.test' })
    expect(res.body.toString()).not.toContain('__CMS_ORIGIN__')
    expect(res.json().data[0].attributes.uri.url).toBe(
      'http://example.test/sites/default/files/stores/a.png',
    )
    const offers = (await get(cms.port, '/jsonapi/node/offer', { Host: 'example.test' })).json()
    expect(offers.data[0].attributes.body.processed).toBe('<a href="http://example.test/x">x</a>')
  })

  it('shifts dates by today - referenceDate', async () => {
    const offer = (await get(cms.port, '/jsonapi/node/offer')).json().data[0]
    expect(offer.attributes.field_publish_date).toBe('2026-11-22')
    expect(offer.attributes.field_expiry_date).toBe('2026-12-02')
    const single = await get(cms.port, `/jsonapi/node/offer/${offer.id}`)
    expect(single.status).toBe(200)
    expect(single.json().data.attributes.field_expiry_date).toBe('2026-12-02')
  })

  it('serves files with their content type', async () => {
    const png = await get(cms.port, '/sites/default/files/stores/a.png')
    expect(png.status).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.body.toString('hex')).toBe('89504e470d0a1a0a')
    const pdf = await get(cms.port, '/sites/default/files/map.pdf')
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const head = await get(cms.port, '/sites/default/files/map.pdf', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toHaveLength(0)
  })

  it('answers 404 JSON:API errors for unknown paths, types and files', async () => {
    for (const p of [
      '/nope',
      '/jsonapi/node/unknown',
      '/jsonapi/node/store/00000000-0000-5000-8000-000000000abc',
      '/sites/default/files/missing.jpg',
      '/sites/default/files/stores',
    ]) {
      const res = await get(cms.port, p)
      expect(res.status).toBe(404)
      expect(res.headers['content-type']).toBe('application/vnd.api+json')
      expect(res.json().errors[0]).toEqual(
        expect.objectContaining({ status: '404', title: 'Not Found' }),
      )
    }
  })

  it('refuses path traversal', async () => {
    for (const p of [
      '/sites/default/files/../secret.txt',
      '/sites/default/files/%2e%2e/secret.txt',
      '/sites/default/files/..%2fsecret.txt',
      '/sites/default/files/stores/..%2f..%2fsecret.txt',
      '/sites/default/files/..%5csecret.txt',
      '/sites/default/files/%2e%2e%2f%2e%2e%2fmeta.json',
    ]) {
      const res = await get(cms.port, p)
      expect([400, 404]).toContain(res.status)
      expect(res.body.toString()).not.toContain('do not serve')
      expect(res.body.toString()).not.toContain('referenceDate')
    }
  })

  it('answers 405 for unsupported methods on known paths', async () => {
    const res = await get(cms.port, '/jsonapi/node/store', {}, 'DELETE')
    expect(res.status).toBe(405)
    // The replay is read-only: content is changed in the real Drupal and recorded again.
    for (const method of ['PATCH', 'DELETE']) {
      const edit = await get(
        cms.port,
        `/jsonapi/node/store/00000000-0000-5000-8000-000000000001`,
        {},
        method,
      )
      expect({ method, status: edit.status }).toEqual({ method, status: 405 })
    }
    const post = await get(cms.port, '/jsonapi/node/store', {}, 'POST')
    expect(post.status).toBe(405)
    // The form endpoint (cms/lib/forms.cjs, tested in forms.test.ts) takes POST only.
    const put = await get(cms.port, '/restful_forms/submitForm', {}, 'PUT')
    expect(put.status).toBe(405)
  })
})

describe('demo CMS server (committed snapshot)', () => {
  let cms: RunningCms
  const snapshot = loadSnapshot(DEFAULT_SNAPSHOT_DIR)

  beforeAll(async () => {
    cms = await startCms({ port: 0, today: () => snapshot.meta.referenceDate, log: () => {} })
  })
  afterAll(() => cms.close())

  it('delivers every resource of every bundle by following the links like gatsby-source-drupal', async () => {
    const index = (await get(cms.port, '/jsonapi')).json()
    const types = Object.keys(index.links).filter((k) => k !== 'self')
    expect(types.sort()).toEqual([...snapshot.types].sort())
    for (const type of types) {
      const ids = new Set<string>()
      let href: string | undefined = index.links[type].href
      while (href) {
        const u: URL = new URL(href)
        expect(u.origin).toBe(cms.url)
        const doc = (await get(cms.port, u.pathname + u.search)).json()
        for (const r of doc.data) ids.add(r.id)
        href = doc.links.next?.href
      }
      expect(ids.size).toBe(snapshot.resources.get(type)?.length)
    }
  })

  it('serves a stored image and the centre map', async () => {
    const files = (await get(cms.port, '/jsonapi/file/file')).json()
    const jpg = files.data.find(
      (f: { attributes: { filemime: string } }) => f.attributes.filemime === 'image/jpeg',
    )
    const res = await get(cms.port, jpg.attributes.uri.url)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(Number(res.headers['content-length'])).toBe(jpg.attributes.filesize)
    const pdf = await get(cms.port, '/sites/default/files/centre-map.pdf')
    expect(pdf.status).toBe(200)
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
