/**
 * The site goes out compressed, from the project's own server and from nginx with the
 * project's configuration: every page type, its start-up scripts, its page data and the search
 * index, asked for with `Accept-Encoding: br` and with `gzip`, come encoded, with
 * `Vary: Accept-Encoding`, and decode to the very bytes of the file in public/; a client that
 * accepts neither gets the file as it is. Needs nginx with the brotli_static module
 * (`apt-get install nginx libnginx-mod-http-brotli-static`; .ci/run installs both).
 */
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { startNginx } from '../toolkit/nginx.mjs'
import { PAGE_TYPES } from '../toolkit/page-types.cjs'
import { startupScripts } from '../bench/lib/page-weight.mjs'
import { PUBLIC_DIR, baseUrl, expect, test } from './support/fixtures'

let nginx: { url: string; stop: () => Promise<void> }
test.beforeAll(async () => {
  nginx = await startNginx({ root: PUBLIC_DIR, repo: path.resolve(__dirname, '..') })
})
test.afterAll(async () => {
  await nginx?.stop()
})

interface Answer {
  status: number
  encoding: string | undefined
  vary: string | undefined
  bytes: Buffer
}

/** One GET as a browser sends it, the body as it came over the wire. */
function get(origin: string, route: string, acceptEncoding?: string): Promise<Answer> {
  const { hostname, port } = new URL(origin)
  const headers: Record<string, string> = acceptEncoding
    ? { 'Accept-Encoding': acceptEncoding }
    : {}
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: route, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          bytes: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const DECODE: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
}

/** The file a route is served from. */
const fileOf = (route: string) =>
  path.join(PUBLIC_DIR, route.endsWith('/') ? `${route}index.html` : route)

const pageData = (route: string) =>
  `/page-data/${route.replace(/^\/|\/$/g, '') || 'index'}/page-data.json`

/** What a visitor's browser fetches for each page type: the page, its scripts, its data. */
function routesOfPageTypes(): string[] {
  const routes = PAGE_TYPES.flatMap(({ path: route }) => [
    route,
    pageData(route),
    ...startupScripts(PUBLIC_DIR, route),
  ])
  return [...new Set(routes)]
}

/** The search index: its manifest and the two files it names (relative to itself). */
function searchIndexRoutes(): string[] {
  const manifestRoute = '/search/manifest.json'
  const manifest = JSON.parse(readFileSync(fileOf(manifestRoute), 'utf8'))
  const named = [manifest.index, manifest.docs].map(
    (file: string) => new URL(file, `http://site${manifestRoute}`).pathname,
  )
  return [manifestRoute, ...named]
}

for (const [server, origin] of [
  ['the site’s own server', () => baseUrl()],
  ['nginx', () => nginx.url],
] as const) {
  test(`${server} sends every page type, its scripts, page data and search index compressed`, async () => {
    const routes = [...routesOfPageTypes(), ...searchIndexRoutes()]
    expect(routes.filter((r) => r.endsWith('.js')).length).toBeGreaterThan(5)
    expect(routes.filter((r) => r.startsWith('/static/search/')).length).toBe(2)
    for (const route of routes) {
      const file = readFileSync(fileOf(route))
      // Files under a kilobyte are sent as they are (a packet either way).
      const encoded = file.length >= 1024
      for (const encoding of ['br', 'gzip']) {
        const answer = await get(origin(), route, encoding)
        expect({ route, encoding, status: answer.status }).toEqual({ route, encoding, status: 200 })
        if (encoded)
          expect({ route, vary: answer.vary }).toEqual({ route, vary: 'Accept-Encoding' })
        expect({ route, encoding: answer.encoding }).toEqual({
          route,
          encoding: encoded ? encoding : undefined,
        })
        const decoded = encoded ? DECODE[encoding](answer.bytes) : answer.bytes
        expect({ route, same: decoded.equals(file) }).toEqual({ route, same: true })
      }
      const plain = await get(origin(), route)
      expect({ route, encoding: plain.encoding }).toEqual({ route, encoding: undefined })
      expect({ route, same: plain.bytes.equals(file) }).toEqual({ route, same: true })
    }
  })
}
