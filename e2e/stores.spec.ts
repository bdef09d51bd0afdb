// Store directory (/stores/), store pages and the store info panel: filters and their URL
// state, the exact empty message, blocks hidden when empty, links, JSON-LD, and axe.
import type { Page } from '@playwright/test'
import fixtures from '../cms/snapshot/fixtures.json'
import { checkA11y, collectConsoleErrors, expect, test, url } from './support/fixtures'

const EMPTY =
  "It looks like we couldn't find a store! Broaden your search, or reset your search and try again."
const ALL_STORES = 100
// Food (58) has no store of its own: its stores are filed under its children
// Restaurants and Cafes (59) and Supermarkets (60).
const FOOD_STORES = [
  'Bakehouse 88',
  'Daily Grind Cafe',
  'Golden Wok',
  'Scoop Gelato',
  'Sushi Lane',
  'The Fresh Basket',
]

const cards = (page: Page) => page.locator('[data-testid="store-card"] h3').allInnerTexts()

/** Wait until React has hydrated the directory's form (its handlers are attached). */
async function hydrated(page: Page, selector = 'form[role="search"]') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

async function openDirectory(page: Page, query = '') {
  await page.goto(url(`/stores/${query}`), { waitUntil: 'networkidle' })
  await hydrated(page)
}

const categorySelect = (page: Page) => page.getByLabel('Category', { exact: true })
const termInput = (page: Page) => page.getByLabel('Search stores', { exact: true })
const searchButton = (page: Page) =>
  page.getByRole('search', { name: 'Find a store' }).getByRole('button', { name: 'Search' })

test.describe('store directory', () => {
  test('lists every store without JavaScript', async ({ openPage }) => {
    const page = await openPage('mobile', { javaScriptEnabled: false })
    await page.goto(url('/stores/'))
    expect(await page.locator('[data-testid="store-card"]').count()).toBe(ALL_STORES)
    const first = page.locator('[data-testid="store-card"] a').first()
    expect(await first.getAttribute('href')).toMatch(/^\/stores\/[^/]+\/$/)
  })

  test('shows 2 columns on phones and 4 on large screens', async ({ openPage }) => {
    for (const [viewport, columns] of [
      ['mobile', 2],
      ['desktop', 4],
    ] as const) {
      const page = await openPage(viewport)
      await page.goto(url('/stores/'))
      const tops = await page
        .locator('[data-testid="store-card"]')
        .evaluateAll((els) => els.slice(0, 8).map((el) => el.getBoundingClientRect().top))
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns)
    }
  })

  test('far-off card images are rendered (and loaded) only as scrolling nears them; nothing moves', async ({
    openPage,
  }) => {
    const page = await openPage('mobile')
    await openDirectory(page)
    const state = (index: number) =>
      page
        .locator('[data-testid="store-card"]')
        .nth(index)
        .evaluate((card) => {
          const box = card.firstElementChild as HTMLElement
          const rect = box.getBoundingClientRect()
          const img = box.querySelector('img')!
          // Any of the image's files (every format and width is named after the store).
          const slug = card.querySelector('a')!.getAttribute('href')!.split('/')[2]
          return {
            contentVisibility: getComputedStyle(box).contentVisibility,
            near: box.hasAttribute('data-near'),
            rendered: img.checkVisibility({ contentVisibilityAuto: true }),
            requested: performance
              .getEntriesByType('resource')
              .some((entry) => entry.name.includes(`/${slug}.`)),
            square: Math.abs(rect.width - rect.height) < 1,
            pageHeight: document.documentElement.scrollHeight,
          }
        })
    // A card's image has arrived and decoded (the page's load state cannot tell: it is
    // reached once, before any scrolling).
    const imageLoaded = (index: number) =>
      page.waitForFunction((i) => {
        const img = document.querySelectorAll<HTMLImageElement>('[data-testid="store-card"] img')[i]
        return img.complete && img.naturalWidth > 0
      }, index)
    // The first cards sit just below a phone's first screen: near, so rendered and loading.
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="store-card"] > [data-near]'),
    )
    expect(await state(0)).toMatchObject({
      contentVisibility: 'visible',
      near: true,
      square: true,
    })
    const last = await state(ALL_STORES - 1)
    expect(last).toMatchObject({
      contentVisibility: 'auto',
      near: false,
      rendered: false,
      requested: false,
      square: true,
    })
    // Cards within lazy-loading distance below the screen load their images ahead of scrolling.
    await imageLoaded(7)
    expect(await state(7)).toMatchObject({ near: true, rendered: true, requested: true })

    await page
      .locator('[data-testid="store-card"]')
      .nth(ALL_STORES - 1)
      .scrollIntoViewIfNeeded()
    await imageLoaded(ALL_STORES - 1)
    const reached = await state(ALL_STORES - 1)
    expect(reached).toMatchObject({ near: true, rendered: true, requested: true, square: true })
    expect(reached.pageHeight).toBe(last.pageHeight)
  })

  test("filtering by a parent category shows its children's stores, in the URL too", async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page, { ignore: [/Failed to load resource/] })
    await openDirectory(page)
    expect(await cards(page)).toHaveLength(ALL_STORES)
    await categorySelect(page).selectOption({ label: 'Food' })
    await searchButton(page).click()
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="store-card"]').length === n,
      FOOD_STORES.length,
    )
    expect((await cards(page)).sort()).toEqual(FOOD_STORES)
    expect(new URL(page.url()).search).toBe('?category=58')
    expect(await page.getByTestId('store-count').innerText()).toBe('6 stores found')
    expect(await checkA11y(page)).toEqual([])
    expect(consoleErrors.errors).toEqual([])
  })

  test('a duplicate category never duplicates a store', async ({ page }) => {
    // Podium Sports lists Mens Sports Apparel (21) twice.
    await openDirectory(page, '?category=21')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="store-card"]').length < 100,
    )
    const titles = await cards(page)
    expect(titles.filter((t) => t === fixtures.storeDuplicateCategories.title)).toHaveLength(1)
    expect(new Set(titles).size).toBe(titles.length)
  })

  test('the term finds a store by a word only in its about text; reset shows all', async ({
    openPage,
  }) => {
    const page = await openPage('mobile')
    await openDirectory(page)
    await termInput(page).fill('ROOF RACKS')
    await termInput(page).press('Enter')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="store-card"]').length === 1,
    )
    expect(await cards(page)).toEqual([fixtures.storeNoOffersGiftsSimilar.title])
    expect(new URL(page.url()).searchParams.get('q')).toBe('ROOF RACKS')

    await page.getByRole('button', { name: 'Clear all' }).click()
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="store-card"]').length === n,
      ALL_STORES,
    )
    expect(await termInput(page).inputValue()).toBe('')
    expect(await categorySelect(page).inputValue()).toBe('')
    expect(new URL(page.url()).search).toBe('')
  })

  test('no match shows the exact empty message; Clear all brings every store back', async ({
    page,
  }) => {
    await openDirectory(page)
    await categorySelect(page).selectOption({ label: 'Automotive' })
    await termInput(page).fill('gelato')
    await searchButton(page).click()
    await page.getByText(EMPTY, { exact: true }).waitFor()
    expect(await page.locator('[data-testid="store-card"]').count()).toBe(0)
    expect(await checkA11y(page)).toEqual([])
    await page.getByRole('button', { name: 'Clear all' }).click()
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="store-card"]').length === n,
      ALL_STORES,
    )
    expect(await page.getByText(EMPTY).count()).toBe(0)
  })

  test('?category= preselects the category; the filtered view survives back/forward', async ({
    page,
  }) => {
    await openDirectory(page, '?category=60')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="store-card"]').length === 1,
    )
    expect(await categorySelect(page).inputValue()).toBe('60')
    expect(await cards(page)).toEqual([fixtures.storeNoSimilarSupermarket.title])

    await termInput(page).fill('fresh')
    await searchButton(page).click()
    await page.waitForURL(/q=fresh/)
    await page.locator('[data-testid="store-card"] a').first().click()
    await page.waitForURL(/\/stores\/the-fresh-basket\/$/)
    await page.goBack()
    await page.waitForURL(/\/stores\/\?category=60&q=fresh$/)
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="store-card"]').length === 1,
    )
    expect(await categorySelect(page).inputValue()).toBe('60')
    expect(await termInput(page).inputValue()).toBe('fresh')
  })

  test('is axe clean and keyboard operable on a phone', async ({ openPage }) => {
    const page = await openPage('mobile')
    await openDirectory(page)
    expect(await checkA11y(page)).toEqual([])
    await categorySelect(page).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.type('gelato')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="store-card"]').length === 1,
    )
    expect(await cards(page)).toEqual(['Scoop Gelato'])
  })
})

test.describe('store page', () => {
  test('a store with offers, gifts and similar stores shows every block', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page, { ignore: [/Failed to load resource/] })
    await page.goto(url(`${fixtures.storeWithOffersGiftsJobs.path}/`), {
      waitUntil: 'networkidle',
    })
    expect(await page.locator('h1').textContent()).toBe('Willow & Wren')
    expect(await page.getByRole('heading', { name: 'About Willow & Wren' }).count()).toBe(1)
    const info = page.getByTestId('store-info')
    expect(await info.getByText('Store location - Shop number 1', { exact: true }).count()).toBe(1)
    expect(await info.getByText('Gift cards accepted', { exact: true }).count()).toBe(1)
    expect(await info.getByTestId('store-phone').innerText()).toContain('02 5550 1001 (Shop 1)')
    const website = page.getByTestId('store-website')
    expect(await website.innerText()).toContain('Visit the Willow & Wren website')
    expect(await website.getAttribute('href')).toBe('https://www.willow-and-wren.example.com.au')
    const showOnMap = page.getByRole('link', { name: 'Show on the centre map' })
    expect(await showOnMap.getAttribute('href')).toBe('/centre-map/?store=willow-and-wren')
    const centreMap = page.getByRole('link', { name: /See centre map/ })
    expect(await centreMap.getAttribute('href')).toMatch(/^\/sites\/default\/files\/.+\.pdf$/)

    expect(await page.getByTestId('store-offers').count()).toBe(1)
    const gifts = page.getByTestId('store-gifts')
    expect(await gifts.getByRole('heading', { level: 2 }).innerText()).toBe(
      'Looking for the perfect gift?',
    )
    expect(await gifts.getByText('Wrap Dress').count()).toBeGreaterThan(0)

    const similar = page.getByTestId('similar-stores')
    expect(await similar.getByRole('heading', { level: 2 }).innerText()).toBe('Similar stores')
    expect(await similar.getByRole('link', { name: 'Search stores' }).getAttribute('href')).toBe(
      '/stores/',
    )
    const similarTitles = await similar.locator('[data-testid="store-card"] h3').allInnerTexts()
    expect(similarTitles.length).toBeGreaterThan(0)
    expect(similarTitles.length).toBeLessThanOrEqual(12)
    expect(similarTitles).not.toContain('Willow & Wren')

    const jsonLds = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).map((text) => JSON.parse(text))
    const jsonLd = jsonLds.find((data) => data['@type'] === 'Store')
    expect(jsonLd['@type']).toBe('Store')
    expect(jsonLd.name).toBe('Willow & Wren')
    expect(jsonLd.containedInPlace['@type']).toBe('ShoppingCenter')

    expect(await checkA11y(page)).toEqual([])
    expect(consoleErrors.errors).toEqual([])
  })

  test('similar stores: 1/3/4/6 columns at small/medium/large/extra large', async ({
    openPage,
  }) => {
    for (const [width, columns] of [
      [390, 1],
      [800, 3],
      [1100, 4],
      [1440, 6],
    ] as const) {
      const page = await openPage({ width, height: 900 })
      // Fashion stores have many similar stores (12).
      await page.goto(url('/stores/saffron-lane/'))
      const tops = await page
        .locator('[data-testid="similar-stores"] li')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
      expect(tops).toHaveLength(12)
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns)
    }
  })

  test('a store with no offers, gifts or similar stores hides those blocks', async ({
    openPage,
  }) => {
    const page = await openPage('mobile')
    await page.goto(url(`${fixtures.storeNoOffersGiftsSimilar.path}/`), {
      waitUntil: 'networkidle',
    })
    expect(await page.getByTestId('store-offers').count()).toBe(0)
    expect(await page.getByTestId('store-gifts').count()).toBe(0)
    expect(await page.getByTestId('similar-stores').count()).toBe(0)
    expect(await page.getByText('Similar stores').count()).toBe(0)
    expect(await page.getByText('Looking for the perfect gift?').count()).toBe(0)
    expect(await page.getByText('This store is truly unique').count()).toBe(0)
    // No banner: the default 2:1 image.
    const banner = page.locator('[data-testid="default-banner"] img[data-image]')
    const box = await banner.boundingBox()
    expect(box && Math.round(box.width / box.height)).toBe(2)
    expect(await checkA11y(page)).toEqual([])
  })

  test('a null phone and a missing website are hidden', async ({ page }) => {
    await page.goto(url(`${fixtures.storeNullPhone.path}/`))
    expect(await page.getByTestId('store-phone').count()).toBe(0)
    expect(await page.getByTestId('store-website').count()).toBe(0)
    expect(await page.getByText(/Visit the .* website/).count()).toBe(0)
    expect(await page.getByText('Gift cards accepted').count()).toBe(0)
  })

  test('a website without a scheme gets https://', async ({ page }) => {
    await page.goto(url(`${fixtures.storeSchemelessWebsite.path}/`))
    const website = page.getByTestId('store-website')
    expect(await website.getAttribute('href')).toBe('https://www.tallulah.example.com.au')
    expect(await website.getAttribute('target')).toBe('_blank')
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await website.innerText()).toContain('Visit the Tallulah website')
  })

  test('a free-text phone is kept as written, its number linked', async ({ openPage }) => {
    const page = await openPage('mobile')
    await page.goto(url('/stores/cobblers-corner/'))
    const phone = page.getByTestId('store-phone')
    const text = await phone.innerText()
    expect(text).toContain('Shop 41')
    const number = phone.locator('a[href^="tel:"]')
    expect(await number.getAttribute('href')).toBe('tel:0255501041')
    // The number never breaks over two lines on a phone.
    expect(await number.evaluate((link) => getComputedStyle(link).whiteSpace)).toBe('nowrap')
  })
})
