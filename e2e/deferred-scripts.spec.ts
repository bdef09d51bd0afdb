/**
 * The first screen before the app (gatsby/post-build/deferred-scripts.ts): most pages request
 * the app's scripts and data only once the first screen has loaded, or at the visitor's first
 * input, and then come to life as before; forms keep what a visitor typed or chose meanwhile,
 * and the search page's index starts loading at once.
 */
import type { Locator, Page } from '@playwright/test'

import fixtures from '../cms/snapshot/fixtures.json'
import { collectConsoleErrors, expect, test, url } from './support/fixtures'
import { holdRequests, hydrated } from './support/loading'

const STORE = `${fixtures.storeWithOffersGiftsJobs.path}/`
const APP_SCRIPT = /\/app-[0-9a-f]+\.js$/
const START_UP =
  /\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$|\/component---src-|\/page-data\//

/** Holds every image until `release` is called, so the page's load event waits. */
const holdImages = (page: Page) => holdRequests(page, /\.(?:avif|webp|jpe?g|png)(?:\?|$)/)

test('a store page requests its scripts and data after its first screen has loaded, then comes to life', async ({
  openPage,
}) => {
  const page = await openPage('mobile')
  const problems = collectConsoleErrors(page, { warnings: true })
  await page.goto(url(STORE), { waitUntil: 'networkidle' })
  await hydrated(page)
  const { loadStart, requests } = await page.evaluate((pattern) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const re = new RegExp(pattern)
    return {
      loadStart: navigation.loadEventStart,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => re.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }
  }, START_UP.source)
  const paths = requests.map((request) => request.path)
  for (const expected of [
    /\/webpack-runtime-/,
    /\/framework-/,
    APP_SCRIPT,
    /\/component---src-templates-store-tsx-/,
    /^\/page-data\/stores\/willow-and-wren\/page-data\.json$/,
    /^\/page-data\/app-data\.json$/,
  ]) {
    expect(paths.filter((path) => expected.test(path))).toHaveLength(1)
  }
  expect(loadStart).toBeGreaterThan(0)
  expect(requests.filter((request) => request.start < loadStart)).toEqual([])

  // The page is the app's: the side menu opens from its button.
  const button = page.getByRole('button', { name: 'Menu', exact: true })
  await button.click()
  expect(await button.getAttribute('aria-expanded')).toBe('true')
  await page.locator('#side-menu').waitFor({ state: 'visible' })
  expect(problems.errors).toEqual([])
})

for (const [address, pageData] of [
  ['/stores/?category=20', '/page-data/stores/page-data.json?category=20'],
  ['/search/?q=shoe', '/page-data/search/page-data.json?q=shoe'],
  ['/offers/?utm_source=newsletter', '/page-data/offers/page-data.json?utm_source=newsletter'],
]) {
  test(`${address} fetches its page data once before it hydrates, with the address's query string as Gatsby asks for it`, async ({
    page,
  }) => {
    await page.goto(url(address), { waitUntil: 'load' })
    await hydrated(page)
    const own = pageData.split('?')[0]
    const fetched = await page.evaluate((own) => {
      const hydratedAt = performance.getEntriesByName('onInitialClientRender')[0].startTime
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt)
        .map((entry) => new URL(entry.name))
        .filter((requested) => requested.pathname === own)
        .map((requested) => `${requested.pathname}${requested.search}`)
    }, own)
    expect(fetched).toEqual([pageData])
  })
}

test("a visitor's first key press requests the scripts before the first screen has loaded", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const release = await holdImages(page)
  try {
    await page.goto(url(STORE), { waitUntil: 'domcontentloaded' })
    // Nothing asks for the app while the page's images are still on their way…
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    expect(scripts.filter((path) => APP_SCRIPT.test(path))).toEqual([])
    // …until the visitor does something.
    await Promise.all([
      page.waitForRequest((request) => APP_SCRIPT.test(new URL(request.url()).pathname)),
      page.keyboard.press('Tab'),
    ])
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    await hydrated(page)
  } finally {
    await release()
  }
})

/** Holds the app script until `release` is called: the page stays as the server wrote it. */
const holdApp = (page: Page) => holdRequests(page, APP_SCRIPT)

test('the search page starts its index at once and requests its scripts after its first screen', async ({
  page,
}) => {
  const problems = collectConsoleErrors(page, { warnings: true })
  const release = await holdApp(page)
  try {
    const appRequested = page.waitForRequest((request) =>
      APP_SCRIPT.test(new URL(request.url()).pathname),
    )
    const indexRequested = page.waitForRequest((request) =>
      request.url().endsWith('/search/manifest.json'),
    )
    await page.goto(url('/search/?q=willow'), { waitUntil: 'domcontentloaded' })
    await appRequested
    // A script the HTML asked for would keep the page loading while it is held.
    expect(await page.evaluate(() => document.readyState)).toBe('complete')
    // The worker was started (by the inline starter in the head, which marks it) while the
    // page was loading, and it asked for the index.
    const { loadStart, workerStart } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming
      return {
        loadStart: navigation.loadEventStart,
        workerStart: performance.getEntriesByName('search-worker-start')[0]?.startTime ?? -1,
      }
    })
    expect(workerStart).toBeGreaterThan(0)
    expect(workerStart).toBeLessThan(loadStart)
    await indexRequested
    await release()
    await hydrated(page)
    await page.waitForFunction(
      () =>
        document.querySelector('[data-search-state]')?.getAttribute('data-search-state') ===
        'results',
    )
    await page
      .getByRole('link', { name: /Willow & Wren/ })
      .first()
      .waitFor()
    expect(problems.errors).toEqual([])
  } finally {
    await release()
  }
})

test.describe('forms take over what a visitor chose before the scripts ran', () => {
  for (const [name, path] of [
    ['the store directory', '/stores/'],
    ['the gift generator', '/gift-generator/'],
    ['a job with its application form', '/jobs/store-manager-ridgeline-menswear/'],
    ['the colouring competition', '/kids-club-colouring-competition/'],
    ['the search page', '/search/'],
  ]) {
    test(`${name} requests its scripts after its first screen has loaded`, async ({ page }) => {
      await page.goto(url(path), { waitUntil: 'networkidle' })
      await hydrated(page)
      const { loadStart, appStart } = await page.evaluate((pattern) => {
        const navigation = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming
        const app = performance
          .getEntriesByType('resource')
          .find((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        return { loadStart: navigation.loadEventStart, appStart: app?.startTime ?? -1 }
      }, APP_SCRIPT.source)
      expect(loadStart).toBeGreaterThan(0)
      expect(appStart).toBeGreaterThanOrEqual(loadStart)
    })
  }

  /**
   * Opens `path` with the app script held, lets the visitor fill in its form (`early`), lets
   * the scripts run, waits until the page is hydrated and its effects have run (React renders
   * the filters again as it reads the query string), then runs `after`; no console errors.
   */
  async function fillBeforeScripts(
    page: Page,
    path: string,
    early: (page: Page) => Promise<void>,
    after: (page: Page) => Promise<void>,
  ) {
    const problems = collectConsoleErrors(page, {
      warnings: true,
      ignore: [/Failed to load resource/],
    })
    const release = await holdApp(page)
    try {
      await page.goto(url(path), { waitUntil: 'domcontentloaded' })
      await early(page)
      await release()
      await hydrated(page)
      await page.waitForTimeout(300)
      await after(page)
      expect(problems.errors).toEqual([])
    } finally {
      await release()
    }
  }

  const chosen = (select: Locator) =>
    select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent?.trim())

  test('the store directory: a category and a term chosen early are searched for', async ({
    page,
  }) => {
    const filters = (page: Page) => page.getByRole('search', { name: 'Find a store' })
    const category = (page: Page) => filters(page).getByLabel('Category', { exact: true })
    const term = (page: Page) => filters(page).getByLabel('Search stores', { exact: true })
    await fillBeforeScripts(
      page,
      '/stores/',
      async (page) => {
        await category(page).selectOption({ label: 'Food' })
        await term(page).fill('cafe')
      },
      async (page) => {
        expect(await term(page).inputValue()).toBe('cafe')
        expect(await chosen(category(page))).toBe('Food')
        // The search is React's (no page load), with both values.
        await filters(page).getByRole('button', { name: 'Search' }).click()
        await page.waitForURL((address) => address.search === '?category=58&q=cafe')
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="store-card"]').length < 6,
        )
        const found = await page.locator('[data-testid="store-card"] h3').allInnerTexts()
        expect(found).toContain('Daily Grind Cafe')
        expect(await page.getByTestId('store-count').innerText()).toBe(
          `${found.length} ${found.length === 1 ? 'store' : 'stores'} found`,
        )
      },
    )
  })

  test('the search page: a term typed early is searched for', async ({ page }) => {
    const box = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' })
    await fillBeforeScripts(
      page,
      '/search/',
      async (page) => {
        await box(page).fill('willow')
      },
      async (page) => {
        expect(await box(page).inputValue()).toBe('willow')
        await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
        await page.waitForURL((address) => address.search === '?q=willow')
        await page
          .getByRole('link', { name: /Willow & Wren/ })
          .first()
          .waitFor()
      },
    )
  })

  test('the gift generator: a price chosen early is applied', async ({ page }) => {
    const price = (page: Page) =>
      page.getByRole('form', { name: 'Gift filters' }).getByLabel('Price', { exact: true })
    await fillBeforeScripts(
      page,
      '/gift-generator/',
      async (page) => {
        await price(page).selectOption({ label: '$51-$100' })
      },
      async (page) => {
        expect(await chosen(price(page))).toBe('$51-$100')
        await page.getByRole('button', { name: 'Find a gift!' }).click()
        // 13 gifts cost $51-$100 (e2e/gifts.spec.ts).
        await page.waitForFunction(() =>
          document
            .querySelector('[data-testid="gift-count"]')
            ?.textContent?.endsWith('of 13 gifts'),
        )
        expect(new URL(page.url()).search).toBe('')
      },
    )
  })

  test('the gift generator: a search sent before the scripts ran is applied from the URL', async ({
    page,
  }) => {
    await page.goto(url('/gift-generator/?recipient=&category=&price=51-100'), {
      waitUntil: 'networkidle',
    })
    await hydrated(page)
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="gift-count"]')?.textContent?.endsWith('of 13 gifts'),
    )
    expect(await page.getByLabel('Price', { exact: true }).inputValue()).toBe('51-100')
  })
})
