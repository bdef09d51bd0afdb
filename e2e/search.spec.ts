// Site search: the /search/ page, its web worker and the build-time index.
import type { Page } from '@playwright/test'

import { checkA11y, collectConsoleErrors, expect, test, url } from './support/fixtures'

/** Requests that only the search page may make: the worker, the manifest, the index files. */
const SEARCH_ASSET = /\/search-worker-[0-9a-f]+\.js|\/search\/manifest\.json|\/static\/search\//

const main = (page: Page) => page.locator('main')
// Scoped to main: the header has search forms of its own.
const status = (page: Page) => main(page).locator('[role="status"]')
const input = (page: Page) => main(page).getByRole('searchbox', { name: 'Search the site' })
const button = (page: Page) => main(page).getByRole('button', { name: 'Search', exact: true })

/** Group headings (h2) of the results, in page order. */
const headings = (page: Page) => main(page).locator('section > h2').allTextContents()

/** Titles of the links (or store cards) under a group heading. */
async function groupTitles(page: Page, heading: string): Promise<string[]> {
  const group = main(page).locator('section', {
    has: page.getByRole('heading', { level: 2, name: heading, exact: true }),
  })
  return (await group.locator('li a').allTextContents()).map((t) => t.trim())
}

/** Wait until the page shows `states` (data-search-state: loading, idle, results, empty). */
async function settled(page: Page, states = ['results', 'empty']) {
  await page.waitForFunction(
    (wanted) =>
      wanted.includes(
        document.querySelector('[data-search-state]')?.getAttribute('data-search-state') ?? '',
      ),
    states,
  )
}

/** Open /search/ (optionally with a query string) and wait until the search has answered. */
async function openSearch(page: Page, query = '') {
  await page.goto(url(`/search/${query}`))
  const q = new URLSearchParams(query).get('q')?.trim()
  await settled(page, q ? ['results', 'empty'] : ['idle'])
  expect(await status(page).textContent()).not.toContain('Loading...')
}

test('the page has the title, a search box and a Search button disabled while empty', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page)
  await openSearch(page)
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^search results$/i)
  expect(await page.title()).toMatch(/^Search results - /)
  expect(await input(page).getAttribute('type')).toBe('search')
  expect(await button(page).isDisabled()).toBe(true)
  await input(page).fill('   ')
  expect(await button(page).isDisabled()).toBe(true)
  await input(page).fill('tallulah')
  expect(await button(page).isEnabled()).toBe(true)
  expect(errors.errors).toEqual([])
})

test('with q on load it searches at once, and the store card links to the store', async ({
  page,
}) => {
  await page.goto(url('/search/?q=Tallulah'))
  // Loading... first (the index loads in the worker), then the results.
  await main(page).getByRole('heading', { level: 2, name: 'Stores' }).waitFor()
  expect(await input(page).inputValue()).toBe('Tallulah')
  const card = main(page).getByRole('link', { name: 'Tallulah', exact: true })
  expect(await card.getAttribute('href')).toBe('/stores/tallulah/')
  // The thumbnail the index build published exists.
  const thumb = main(page)
    .locator('section li', { has: page.getByRole('link', { name: 'Tallulah', exact: true }) })
    .locator('img')
  await thumb.scrollIntoViewIfNeeded()
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await thumb.elementHandle(),
  )
  expect(await status(page).textContent()).not.toContain('Loading...')
})

test('a substring from the middle of a word finds its store', async ({ page }) => {
  await openSearch(page, '?q=allula')
  expect(await groupTitles(page, 'Stores')).toContain('Tallulah')
})

test('a word found only in article bodies finds those articles, not hidden ones', async ({
  page,
}) => {
  await openSearch(page, '?q=pleased')
  expect(await headings(page)).toEqual(['News and blog'])
  const titles = await groupTitles(page, 'News and blog')
  expect(titles).toContain('Extended trading hours for Christmas')
  // Expired and future-dated articles are not indexed.
  expect(titles).not.toContain('Car park upgrade complete')
  expect(titles).not.toContain('Coming soon: Lunar New Year at the centre')
})

test('expired and not-yet-published offers are not found; current ones are', async ({ page }) => {
  await openSearch(page, '?q=menswear+sale')
  expect(await groupTitles(page, 'Offers')).toEqual([])
  await openSearch(page, '?q=christmas+gift+packs')
  expect(await groupTitles(page, 'Offers')).toEqual([])
  await openSearch(page, '?q=winter+knits')
  expect(await groupTitles(page, 'Offers')).toContain('Up to 50% off winter knits')
})

test("'No results found' when nothing matches", async ({ openPage }) => {
  const page = await openPage('mobile')
  await openSearch(page, '?q=zzqxjv')
  expect((await status(page).textContent())?.trim()).toBe('No results found')
  expect(await headings(page)).toEqual([])
})

test('groups come under their headings, in order', async ({ page }) => {
  await openSearch(page, '?q=christmas')
  const found = await headings(page)
  const order = ['General pages', 'Events', 'Offers', 'Stores', 'News and blog', 'Gifts', 'Jobs']
  expect(found.length).toBeGreaterThanOrEqual(3)
  expect(found).toEqual(order.filter((h) => found.includes(h)))
  // Homepage and basic pages share 'General pages'; /information/ mentions Christmas hours.
  await openSearch(page, '?q=centre')
  expect(await headings(page)).toContain('General pages')
})

test('running a search writes q; a new search replaces the results; history changes q', async ({
  page,
}) => {
  await openSearch(page)
  await input(page).fill('  Tallulah  ')
  await button(page).click()
  await page.waitForURL((u) => u.search === '?q=Tallulah')
  await main(page).getByRole('link', { name: 'Tallulah', exact: true }).waitFor()
  expect(await input(page).inputValue()).toBe('Tallulah')

  await input(page).fill('pleased')
  await input(page).press('Enter')
  await page.waitForURL((u) => u.search === '?q=pleased')
  await main(page).getByRole('heading', { level: 2, name: 'News and blog' }).waitFor()
  expect(await headings(page)).toEqual(['News and blog'])

  // Back: q changes through history, the term follows and the search runs again.
  await page.goBack()
  await page.waitForURL((u) => u.search === '?q=Tallulah')
  await main(page).getByRole('heading', { level: 2, name: 'Stores' }).waitFor()
  expect(await input(page).inputValue()).toBe('Tallulah')
  expect(await groupTitles(page, 'Stores')).toContain('Tallulah')
  expect(await headings(page)).not.toContain('News and blog')

  await page.goForward()
  await page.waitForURL((u) => u.search === '?q=pleased')
  await main(page).getByRole('heading', { level: 2, name: 'News and blog' }).waitFor()
  expect(await input(page).inputValue()).toBe('pleased')
})

test('an empty term does not search, on load or on submit', async ({ page }) => {
  await openSearch(page, '?q=%20%20')
  expect(await status(page).textContent()).toBe('')
  expect(await headings(page)).toEqual([])
  expect(await input(page).inputValue()).toBe('')

  await openSearch(page, '?q=Tallulah')
  await input(page).fill('   ')
  await input(page).press('Enter')
  await page.waitForTimeout(300)
  expect(new URL(page.url()).search).toBe('?q=Tallulah')
  expect(await groupTitles(page, 'Stores')).toContain('Tallulah')
})

test('the search works with the keyboard alone', async ({ page }) => {
  await openSearch(page)
  // Tab from the top of the page to the search box.
  let onInput = false
  for (let i = 0; i < 80 && !onInput; i += 1) {
    await page.keyboard.press('Tab')
    onInput = await page.evaluate(() => document.activeElement?.id === 'search-page-q')
  }
  expect(onInput).toBe(true)
  await page.keyboard.type('Tallulah')
  await page.keyboard.press('Enter')
  await main(page).getByRole('link', { name: 'Tallulah', exact: true }).waitFor()
  // Next stops: the Search button, then the first result.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search')
  await page.keyboard.press('Tab')
  const focused = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement
    const item = active.closest('li') as HTMLElement
    const outlined = (el: HTMLElement) => getComputedStyle(el).outlineStyle === 'solid'
    return {
      tag: active.tagName,
      inResults: !!active.closest('section'),
      visibleFocus: outlined(active) || outlined(item),
    }
  })
  expect(focused).toEqual({ tag: 'A', inResults: true, visibleFocus: true })
  const target = await page.evaluate(() => document.activeElement?.getAttribute('href'))
  await page.keyboard.press('Enter')
  await page.waitForURL((u) => u.pathname === target)
})

test('the worker and the index are requested on /search/ only', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  for (const path of ['/', '/stores/', '/offers/', '/whats-on/']) {
    await page.goto(url(path), { waitUntil: 'networkidle' })
  }
  expect(requested.filter((u) => SEARCH_ASSET.test(u))).toEqual([])

  await openSearch(page, '?q=Tallulah')
  const search = requested.filter((u) => SEARCH_ASSET.test(u))
  expect(search).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/search-worker-[0-9a-f]+\.js$/),
      expect.stringMatching(/\/search\/manifest\.json$/),
      expect.stringMatching(/\/static\/search\/index-[0-9a-f]{20}\.json$/),
      expect.stringMatching(/\/static\/search\/docs-[0-9a-f]{20}\.json$/),
    ]),
  )
  // The index files are content-hashed and served as long-cacheable.
  const response = await page.request.get(search.find((u) => u.includes('/static/search/'))!)
  expect(response.headers()['cache-control']).toContain('immutable')
})

test('the page can be indexed under one canonical URL, whatever the query', async ({ page }) => {
  await openSearch(page, '?q=shoes')
  expect(await page.locator('meta[name="robots"]').count()).toBe(0)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe('/search/')
  expect(new URL(canonical!).search).toBe('')
  const robots = await (await page.request.get(url('/robots.txt'))).text()
  expect(robots).not.toMatch(/Disallow:\s*\/search/)
})

test('a first visit starts one worker from the HTML and fetches the index once', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await openSearch(page, '?q=Tallulah')
  expect(await main(page).getByRole('link', { name: 'Tallulah', exact: true }).count()).toBe(1)
  const workers = requested.filter((u) => /\/search-worker-[0-9a-f]+\.js$/.test(u))
  expect(workers).toHaveLength(1)
  expect(requested.filter((u) => /\/static\/search\/index-/.test(u))).toHaveLength(1)
  // The HTML starts it (before the page's scripts arrive), and the page took it over.
  const html = await (await page.request.get(url('/search/'))).text()
  expect(html).toContain(`new Worker("${new URL(workers[0]).pathname}")`)
  expect(
    await page.evaluate(() => (window as { __searchWorker?: unknown }).__searchWorker),
  ).toBeUndefined()
})

for (const [viewport, columns] of [
  ['mobile', 1],
  ['desktop', 4],
] as const) {
  test(`store results are a card grid (${viewport}: ${columns} columns)`, async ({ openPage }) => {
    const page = await openPage(viewport)
    await openSearch(page, '?q=outlet')
    const grid = main(page)
      .locator('section', { has: page.getByRole('heading', { name: 'Stores', exact: true }) })
      .locator('ul')
    const tracks = await grid.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    )
    expect(tracks).toBe(columns)
  })
}

test('the medium breakpoint shows 2 store columns', async ({ openPage }) => {
  const page = await openPage({ width: 800, height: 900 })
  await openSearch(page, '?q=outlet')
  const tracks = await main(page)
    .locator('section', { has: page.getByRole('heading', { name: 'Stores', exact: true }) })
    .locator('ul')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
  expect(tracks).toBe(2)
})

for (const viewport of ['desktop', 'mobile'] as const) {
  test(`axe finds no violations (${viewport})`, async ({ openPage }) => {
    const page = await openPage(viewport)
    await openSearch(page, '?q=christmas')
    expect(await checkA11y(page)).toEqual([])
    await openSearch(page, '?q=zzqxjv')
    expect(await checkA11y(page)).toEqual([])
  })
}
