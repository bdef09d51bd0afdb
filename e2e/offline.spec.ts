// The site with no signal: the service worker (Workbox) saves the pages a visitor needs most
// after the first visit, keeps the pages they open, and shows the offline page for the rest;
// search says it needs a connection. Only 200 answers from the site's own origin are kept.
// The other specs block service workers (support/browser-options.ts); these allow them.
import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'
import { checkA11y, expect, test, url } from './support/fixtures'
import { OFFLINE_PAGES } from '../src/lib/offline'
import { waitUntilSaved } from './support/offline'

const STORE = { path: '/stores/willow-and-wren/', title: 'Willow & Wren' }

/** Every entry of every cache of the site: its URL and status. */
function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; status: number }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        entries.push({ cache: name, url: request.url, status: response?.status ?? 0 })
      }
    }
    return entries
  })
}

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 })

test('with no signal: saved pages render from the cache, others show the offline page with today’s hours, search says it is offline', async ({
  openPage,
}) => {
  const page = await openPage('mobile', { serviceWorkers: 'allow' })
  await page.goto(url('/'), { waitUntil: 'load' })
  // Registered after the load event, once the browser is idle: not by the page's own scripts
  // before that.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  await waitUntilSaved(page, '/trading-hours/')
  await page.goto(url('/stores/'), { waitUntil: 'networkidle' })
  await page.goto(url(STORE.path), { waitUntil: 'networkidle' })
  await waitUntilSaved(page, STORE.path)

  await page.context().setOffline(true)
  await page.goto(url('/'))
  await expect(page).toHaveTitle(/Molonglo/)
  await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0)
  await page.reload()
  await expect(page.locator('main')).toBeVisible()
  await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0)
  for (const [path, heading] of [
    ['/trading-hours/', /trading hours/i],
    ['/stores/', /stores/i],
    [STORE.path, new RegExp(STORE.title, 'i')],
  ] as const) {
    await page.goto(url(path))
    await expect(mainHeading(page)).toHaveText(heading)
  }

  // A page never opened: the offline page, with today's hours picked out.
  await page.goto(url('/offers/'))
  await expect(mainHeading(page)).toHaveText("You're offline")
  const today = DateTime.now().setZone('Australia/Canberra')
  const todayRow = page.locator('[data-offline-days] [data-today]')
  await expect(todayRow).toHaveCount(1)
  await expect(todayRow).toHaveAttribute('data-date', today.toISODate()!)
  await expect(todayRow).toContainText(`Today, ${today.toFormat('cccc d LLLL')}`)
  await expect(todayRow).toContainText(/\d(am|pm)|Closed/)
  const available = page.getByRole('region', { name: 'Available offline' })
  await expect(available.getByRole('link', { name: 'Trading hours' })).toHaveAttribute(
    'href',
    '/trading-hours/',
  )
  // The pages opened before are listed as available.
  await expect(available.getByRole('link', { name: STORE.title })).toBeVisible()
  expect(await checkA11y(page)).toEqual([])

  // Search needs the network, and says so.
  await page.goto(url('/search/?q=coffee'))
  await expect(page.getByText('Search needs a connection')).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
})

/** The site's scripts and page data a page fetches online, once it has hydrated. */
async function filesThePageFetches(page: Page, path: string): Promise<string[]> {
  const origin = new URL(url('/')).origin
  const fetched = new Set<string>()
  page.on('request', (request) => {
    const requested = new URL(request.url())
    if (requested.origin !== origin) return
    if (requested.pathname.endsWith('.js') || requested.pathname.startsWith('/page-data/')) {
      fetched.add(requested.pathname)
    }
  })
  await page.goto(url(path), { waitUntil: 'networkidle' })
  await page.mouse.move(10, 10) // the page's scripts load at the first interaction at the latest
  await page.waitForLoadState('networkidle')
  return [...fetched].sort()
}

/** The paths of every entry of every cache of the site. */
async function cachedPaths(page: Page): Promise<Set<string>> {
  return new Set((await cachedEntries(page)).map((entry) => new URL(entry.url).pathname))
}

test('after a first visit to the home page alone, each saved page has all it needs with no signal', async ({
  openPage,
}) => {
  // What each saved page fetches, seen from a browser without the worker.
  const online = await openPage('desktop')
  const needed: Record<string, string[]> = {}
  for (const { path } of OFFLINE_PAGES) needed[path] = await filesThePageFetches(online, path)
  expect(needed['/centre-map/'].some((file) => file.startsWith('/component---'))).toBe(true)

  const page = await openPage('desktop', { serviceWorkers: 'allow' })
  await page.goto(url('/'), { waitUntil: 'load' })
  for (const { path } of OFFLINE_PAGES) await waitUntilSaved(page, path)
  const everything = Object.values(needed).flat()
  await expect
    .poll(
      async () => {
        const cached = await cachedPaths(page)
        return everything.filter((file) => !cached.has(file))
      },
      { timeout: 20_000, message: 'the files the saved pages fetch, saved by the worker' },
    )
    .toEqual([])

  await page.context().setOffline(true)
  const failed: string[] = []
  page.on('requestfailed', (request) => failed.push(request.url()))
  for (const { path, name } of OFFLINE_PAGES) {
    await page.goto(url(path), { waitUntil: 'load' })
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0)
    await expect(mainHeading(page).first(), name).toBeVisible()
    await page.mouse.move(20, 20)
    await page.waitForLoadState('networkidle')
  }
  expect(
    failed.filter((failedUrl) => /\.js$|\/page-data\//.test(new URL(failedUrl).pathname)),
  ).toEqual([])
})

test('the worker keeps only 200 answers from the site itself, and no page it did not serve', async ({
  openPage,
}) => {
  const page = await openPage('desktop', { serviceWorkers: 'allow' })
  await page.goto(url('/'), { waitUntil: 'networkidle' })
  await waitUntilSaved(page, '/trading-hours/')
  // A missing page (404) and a page that redirects are not kept.
  expect((await page.goto(url('/no-such-page/')))?.status()).toBe(404)
  await page.goto(url('/search/?q=shoes'), { waitUntil: 'networkidle' })
  await page.goto(url(STORE.path), { waitUntil: 'networkidle' })
  await waitUntilSaved(page, STORE.path)
  const entries = await cachedEntries(page)
  const origin = new URL(url('/')).origin
  expect(entries.length).toBeGreaterThan(10)
  for (const entry of entries) {
    expect(new URL(entry.url).origin, entry.url).toBe(origin)
    expect(entry.status, entry.url).toBe(200)
  }
  const urls = entries.map((entry) => new URL(entry.url).pathname)
  expect(urls).not.toContain('/no-such-page/')
  expect(urls).not.toContain('/search/')
  expect(urls).toContain('/offline.html')
})

test('the worker is served fresh, under the site’s security headers', async ({ request }) => {
  const response = await request.get(url('/sw.js'))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/javascript/)
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  // The worker's own policy: it fetches from the site only, and loads no other script.
  expect(response.headers()['content-security-policy']).toBe(
    "default-src 'none'; connect-src 'self'",
  )
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(await response.text()).toContain('CACHE_URLS')
})
