/**
 * The build behind Debian's nginx, configured with the project's nginx files and the build's
 * own snippets (toolkit/nginx.mjs: the configuration README.md gives for production),
 * answers as the project's own server does (the one every other browser test uses):
 * - every redirect of `_redirects` (Drupal's redirects), with and without a query string;
 * - every page's status and security headers, its Content-Security-Policy included;
 * - caching of pages, page data, hashed bundles and /static/ files; the 404 page;
 * - the deployment files are not served.
 * Needs nginx (`apt-get install nginx`; .ci/run installs it).
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { startNginx } from '../toolkit/nginx.mjs'
import { PUBLIC_DIR, baseUrl, expect, test } from './support/fixtures'

let nginx: { url: string; stop: () => Promise<void> }
test.beforeAll(async () => {
  nginx = await startNginx({ root: PUBLIC_DIR, repo: path.resolve(__dirname, '..') })
})
test.afterAll(async () => {
  await nginx?.stop()
})

const HEADERS = [
  'content-security-policy',
  'cache-control',
  'x-frame-options',
  'x-content-type-options',
  'strict-transport-security',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
]

/** What a client sees of a reply: status, where it is sent (as a URL), the headers above. */
async function reply(origin: string, route: string) {
  const res = await fetch(`${origin}${route}`, { redirect: 'manual' })
  const location = res.headers.get('location')
  return {
    status: res.status,
    location: location ? new URL(location, `${origin}${route}`).href.replace(origin, '') : null,
    headers: Object.fromEntries(HEADERS.map((name) => [name, res.headers.get(name)])),
  }
}

const pageRoutes = (dir: string, rel = ''): string[] =>
  readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'index.html' ? [`/${rel}`] : []
    if (['page-data', 'static', '_nginx'].includes(entry.name)) return []
    return pageRoutes(dir, rel ? `${rel}/${entry.name}` : `${entry.name}`).map((r) =>
      r.endsWith('/') ? r : `${r}/`,
    )
  })

test('every redirect answers the same from nginx as from the site’s own server', async () => {
  const rules = readFileSync(path.join(PUBLIC_DIR, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(' ')[0])
  expect(rules.length).toBeGreaterThan(0)
  for (const from of rules) {
    for (const route of [from, `${from}?utm_source=flyer`]) {
      const own = await reply(baseUrl(), route)
      expect(own.status).toBeGreaterThanOrEqual(301)
      expect({ route, ...(await reply(nginx.url, route)) }).toEqual({ route, ...own })
    }
  }
})

test('every page has the same status and headers from nginx', async () => {
  const routes = pageRoutes(PUBLIC_DIR)
  expect(routes.length).toBeGreaterThan(100)
  for (const route of routes) {
    const own = await reply(baseUrl(), route)
    expect({ route, ...(await reply(nginx.url, route)) }).toEqual({ route, ...own })
  }
  // Without the trailing slash, a missing page, and the 404 page's own policy.
  for (const route of ['/stores', '/no-such-page/', '/stores/no-such-store/']) {
    const own = await reply(baseUrl(), route)
    expect({ route, ...(await reply(nginx.url, route)) }).toEqual({ route, ...own })
  }
})

test('files are cached as the site’s own server caches them; deployment files are hidden', async () => {
  const bundle = readdirSync(PUBLIC_DIR).find((f) => /^app-[0-9a-f]+\.js$/.test(f))
  const staticFile = readdirSync(path.join(PUBLIC_DIR, 'static'), { recursive: true })
    .map(String)
    .find((f) => f.endsWith('.woff2') || f.endsWith('.png'))
  for (const route of [
    `/${bundle}`,
    `/static/${staticFile}`,
    '/page-data/app-data.json',
    '/sitemap-index.xml',
    '/robots.txt',
    '/_redirects',
    '/_headers',
    '/_nginx/redirects.server.conf',
    '/_nginx/security-headers.http.conf',
  ]) {
    const own = await reply(baseUrl(), route)
    expect({ route, ...(await reply(nginx.url, route)) }).toEqual({ route, ...own })
  }
  expect((await reply(nginx.url, '/_redirects')).status).toBe(404)
})
