/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { REDIRECT_INPUTS_FILE } from '../gatsby/post-build/redirect-inputs.ts'
import { changeDigest, redirectsOnlyChange } from './redirects-only.mjs'

const ENV = {
  DRUPAL_BASE_URL: 'https://cms.example.com.au/',
  DRUPAL_FAST_BUILDS: '1',
  DRUPAL_BASIC_AUTH_USERNAME: 'builder',
  DRUPAL_BASIC_AUTH_PASSWORD: 's3cret',
}

/** A redirect as Drupal's log sends it. */
const redirectChange = (uuid: string, rid: number, source: string, uri: string) => ({
  action: 'insert',
  id: uuid,
  type: 'redirect--redirect',
  langcode: 'en',
  data: {
    type: 'redirect--redirect',
    id: uuid,
    attributes: {
      drupal_internal__rid: rid,
      redirect_source: { path: source, query: [] },
      redirect_redirect: { uri },
      status_code: 301,
    },
  },
})
const storeChange = {
  action: 'update',
  id: 'store-1',
  type: 'node--store',
  data: { type: 'node--store', id: 'store-1', attributes: { title: 'Willow & Wren' } },
}
const appliedRedirect = redirectChange('r-1', 1, 'old-stores', 'internal:/stores')

let project: string
beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-only-'))
  fs.mkdirSync(path.join(project, '.cache', 'post-build'), { recursive: true })
  fs.mkdirSync(path.join(project, 'public', 'sites', 'default', 'files'), { recursive: true })
  fs.writeFileSync(path.join(project, 'public', 'sites', 'default', 'files', 'map.pdf'), 'pdf')
  // What the last build's redirects step read: one redirect, its pages and node paths.
  fs.writeFileSync(
    path.join(project, REDIRECT_INPUTS_FILE),
    JSON.stringify({
      lastFetched: 1_800_000_000,
      applied: [changeDigest(storeChange), changeDigest(appliedRedirect)],
      redirects: [
        {
          id: 'gatsby-node-1',
          drupal_id: 'r-1',
          drupal_internal__rid: 1,
          redirect_source: { path: 'old-stores' },
          redirect_redirect: { uri: 'internal:/stores' },
          status_code: 301,
        },
      ],
      pages: ['/', '/stores/', '/stores/willow-and-wren/'],
      nodePaths: [[12, '/stores/willow-and-wren']],
    }),
  )
})
afterEach(() => fs.rmSync(project, { recursive: true, force: true }))

/** Drupal's sync endpoint answering `body`, and the requests it had. */
function drupalLog(body: unknown, status = 200) {
  const requests: { url: string; authorization: string | null }[] = []
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    requests.push({ url, authorization: new Headers(init?.headers).get('authorization') })
    return new Response(JSON.stringify(body), { status })
  }) as unknown as typeof fetch
  return { fetchImpl, requests }
}

describe('redirectsOnlyChange', () => {
  it("publishes a new redirect from the last build's record, asking Drupal's log as the build would", async () => {
    const { fetchImpl, requests } = drupalLog({
      timestamp: 1_800_000_030,
      // The last build's changes again (the sync's minute of margin), then the new one.
      entities: [
        storeChange,
        appliedRedirect,
        redirectChange('r-2', 2, 'willow', 'entity:node/12'),
      ],
    })
    const result = await redirectsOnlyChange({ projectDir: project, env: ENV, fetchImpl })
    expect(requests).toEqual([
      {
        url: 'https://cms.example.com.au/gatsby-fastbuilds/sync/1799999940',
        authorization: `Basic ${Buffer.from('builder:s3cret').toString('base64')}`,
      },
    ])
    expect(result).toMatchObject({ count: 2, warnings: [] })
    expect('files' in result && result.changes).toEqual([
      changeDigest(redirectChange('r-2', 2, 'willow', 'entity:node/12')),
    ])
    if (!('files' in result)) throw new Error(result.declined)
    expect(result.files._redirects.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '/old-stores/ /stores/ 301',
      '/old-stores /stores/ 301',
      '/willow/ /stores/willow-and-wren/ 301',
      '/willow /stores/willow-and-wren/ 301',
    ])
    expect(result.files['_nginx/redirects.server.conf']).toContain(
      'location = "/willow/" { return 301 "/stores/willow-and-wren/$is_args$args"; }',
    )
  })

  it('applies an edited and a deleted redirect, and checks targets against the build', async () => {
    const edited = redirectChange('r-1', 1, 'old-stores', 'internal:/sites/default/files/map.pdf')
    const { fetchImpl } = drupalLog({
      entities: [
        edited,
        redirectChange('r-3', 3, 'gone', 'internal:/no-such-page'),
        { action: 'delete', id: 'r-3', type: 'redirect--redirect', data: { id: 'r-3' } },
        redirectChange('r-4', 4, 'stores', 'internal:/'),
      ],
    })
    const result = await redirectsOnlyChange({ projectDir: project, env: ENV, fetchImpl })
    if (!('files' in result)) throw new Error(result.declined)
    expect(result.files._redirects).toContain('/old-stores/ /sites/default/files/map.pdf 301')
    expect(result.files._redirects).not.toContain('/gone')
    // A redirect over a page of the build is refused, as the build refuses it.
    expect(result.files._redirects).not.toMatch(/^\/stores\/ /m)
    expect(result.warnings).toEqual([expect.stringContaining('/stores/ is a page of the site')])
  })

  it("asks again from the last build's sync when Drupal's log begins inside the margin", async () => {
    const asked: string[] = []
    const fetchImpl = (async (url: string) => {
      asked.push(url.slice(url.lastIndexOf('/') + 1))
      const body =
        asked.length === 1
          ? { status: -1 }
          : { entities: [redirectChange('r-2', 2, 'willow', 'entity:node/12')] }
      return new Response(JSON.stringify(body))
    }) as unknown as typeof fetch
    const result = await redirectsOnlyChange({ projectDir: project, env: ENV, fetchImpl })
    expect(asked).toEqual(['1799999940', '1800000000'])
    expect(result).toMatchObject({ count: 2 })
  })

  it('leaves a save to Gatsby when its redirect changes were all published this way before', async () => {
    const newRedirect = redirectChange('r-2', 2, 'willow', 'entity:node/12')
    const { fetchImpl } = drupalLog({ entities: [storeChange, newRedirect] })
    const published = new Set([changeDigest(newRedirect)])
    expect(
      await redirectsOnlyChange({ projectDir: project, env: ENV, published, fetchImpl }),
    ).toEqual({ declined: "nothing new in Drupal's change log" })
  })

  it('leaves the save to Gatsby when anything but a redirect changed since the last build', async () => {
    const newStore = { ...storeChange, data: { ...storeChange.data, attributes: { title: 'W&W' } } }
    const { fetchImpl } = drupalLog({
      entities: [redirectChange('r-2', 2, 'willow', 'entity:node/12'), newStore],
    })
    expect(await redirectsOnlyChange({ projectDir: project, env: ENV, fetchImpl })).toEqual({
      declined: 'node--store changed',
    })
  })

  it.each([
    ['nothing new was logged', { entities: [storeChange, appliedRedirect] }, 200, 'nothing new'],
    ['the log does not reach back', { status: -1, timestamp: 1 }, 200, 'did not answer'],
    ['Drupal refuses the build account', { message: 'denied' }, 403, 'did not answer'],
  ])('leaves the save to Gatsby when %s', async (_when, body, status, reason) => {
    const { fetchImpl } = drupalLog(body, status)
    const result = await redirectsOnlyChange({ projectDir: project, env: ENV, fetchImpl })
    expect('declined' in result && result.declined).toContain(reason)
  })

  it('leaves the save to Gatsby without a record or without fast builds, asking Drupal nothing', async () => {
    const { fetchImpl, requests } = drupalLog({ entities: [] })
    const env = { ...ENV, DRUPAL_FAST_BUILDS: '0' }
    expect(await redirectsOnlyChange({ projectDir: project, env, fetchImpl })).toEqual({
      declined: 'builds fetch everything',
    })
    fs.rmSync(path.join(project, REDIRECT_INPUTS_FILE))
    expect(await redirectsOnlyChange({ projectDir: project, env: ENV, fetchImpl })).toEqual({
      declined: 'the last build left no record of its redirects',
    })
    expect(requests).toEqual([])
  })
})
