// Gift guide (/gift-generator/, /christmas-gift-guide/) and gift pages: filters applied on
// 'Find a gift!', price boundaries, Load more to the end, no results, ?category preselect,
// section restrictions, the sale price, the gift slider's pause control, and axe.
import type { Page } from '@playwright/test'
import fixtures from '../cms/snapshot/fixtures.json'
import { checkA11y, collectConsoleErrors, expect, test, url } from './support/fixtures'
import { currentSlide, pauseClock, settleCarousel } from './support/carousel'

const ALL_GIFTS = 66

const titles = (page: Page) => page.locator('[data-testid="gift-card"] h3').allInnerTexts()
const cardCount = (page: Page) => page.locator('[data-testid="gift-card"]').count()
const waitForCards = (page: Page, n: number) =>
  page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="gift-card"]').length === count,
    n,
  )

async function openGuide(page: Page, path = '/gift-generator/') {
  await page.goto(url(path), { waitUntil: 'networkidle' })
  await page.waitForFunction(() => {
    const form = document.querySelector('form[aria-label="Gift filters"]')
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'))
  })
}

const recipient = (page: Page) => page.getByLabel('Who is it for?')
const category = (page: Page) => page.getByLabel('Category', { exact: true })
const price = (page: Page) => page.getByLabel('Price', { exact: true })
const find = (page: Page) => page.getByRole('button', { name: 'Find a gift!' })
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more' })

test.describe('gift guide', () => {
  test('shows 8 gifts; Load more adds 8 until all are shown, then disappears', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page, { ignore: [/Failed to load resource/] })
    await openGuide(page)
    expect(await cardCount(page)).toBe(8)
    expect(await page.getByTestId('gift-count').innerText()).toBe(`Showing 8 of ${ALL_GIFTS} gifts`)
    for (let shown = 8; shown < ALL_GIFTS; shown += 8) {
      await loadMore(page).click()
      await waitForCards(page, Math.min(shown + 8, ALL_GIFTS))
    }
    expect(await cardCount(page)).toBe(ALL_GIFTS)
    expect(await loadMore(page).count()).toBe(0)
    expect(new Set(await titles(page)).size).toBe(ALL_GIFTS)
    expect(await checkA11y(page)).toEqual([])
    expect(consoleErrors.errors).toEqual([])
  })

  test('filters apply only on Find a gift!, with inclusive x.99 price bounds', async ({ page }) => {
    await openGuide(page)
    await recipient(page).selectOption({ label: 'For Her' })
    await category(page).selectOption({ label: 'Fashion' })
    await price(page).selectOption({ label: '$0-$50' })
    // Nothing changes before the button is pressed.
    expect(await cardCount(page)).toBe(8)
    expect(await page.getByTestId('gift-count').innerText()).toBe(`Showing 8 of ${ALL_GIFTS} gifts`)
    await find(page).click()
    await waitForCards(page, 6)
    // 50.00 and 50.50 are in $0-$50 (upper bound 50.99).
    expect((await titles(page)).sort()).toEqual([
      'Canvas Market Tote',
      'Hand Cream Trio',
      'Leather Card Holder',
      'Linen Scrunchie Set',
      'Silk Sleep Mask',
      'Wool Hiking Socks',
    ])
    expect(await loadMore(page).count()).toBe(0)

    // 51.00 starts $51-$100.
    await recipient(page).selectOption({ label: 'Anyone' })
    await category(page).selectOption({ label: 'All categories' })
    await price(page).selectOption({ label: '$51-$100' })
    await find(page).click()
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="gift-count"]')?.textContent?.endsWith('of 13 gifts'),
    )
    await loadMore(page).click()
    await waitForCards(page, 13)
    expect(await titles(page)).toContain('Merino Beanie')
    expect(await titles(page)).not.toContain('Silk Sleep Mask')

    // $200-$300 is 201 to 300.99: 300.00 and 300.99 in, 301.00 out.
    await price(page).selectOption({ label: '$200-$300' })
    await find(page).click()
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="gift-count"]')?.textContent?.endsWith('of 9 gifts'),
    )
    await loadMore(page).click()
    await waitForCards(page, 9)
    expect(await loadMore(page).count()).toBe(0)
    const midRange = await titles(page)
    expect(midRange).toEqual(expect.arrayContaining(['Leather Handbag', 'Cabin Suitcase']))
    expect(midRange).not.toContain('Smart Watch')

    await price(page).selectOption({ label: '$300+' })
    await find(page).click()
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="gift-count"]')?.textContent?.endsWith('of 10 gifts'),
    )
    expect(await titles(page)).toContain('Smart Watch')
    expect(await titles(page)).not.toContain('Cabin Suitcase')
  })

  test('offers the gift guide price ranges', async ({ openPage }) => {
    const page = await openPage('mobile')
    await openGuide(page)
    expect(await price(page).locator('option').allInnerTexts()).toEqual([
      'Any price',
      '$0-$50',
      '$51-$100',
      '$101-$150',
      '$151-$200',
      '$200-$300',
      '$300+',
    ])
  })

  test("no match shows 'No results found'", async ({ openPage }) => {
    const page = await openPage('mobile')
    await openGuide(page)
    await recipient(page).selectOption({ label: 'Kids' })
    await category(page).selectOption({ label: 'Automotive' })
    await find(page).click()
    await page.getByText('No results found', { exact: true }).waitFor()
    expect(await cardCount(page)).toBe(0)
    expect(await loadMore(page).count()).toBe(0)
    expect(await checkA11y(page)).toEqual([])
  })

  test('?category= preselects the recipient', async ({ page }) => {
    await openGuide(page, '/gift-generator/?category=64')
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="gift-count"]')?.textContent?.endsWith('of 15 gifts'),
    )
    expect(await recipient(page).inputValue()).toBe('64')
  })

  test('a restricted guide restricts gifts and options, keeping category ancestors', async ({
    page,
  }) => {
    await openGuide(page, `${fixtures.restrictedGiftGuide.path}/`)
    expect(await recipient(page).locator('option').allInnerTexts()).toEqual([
      'Anyone',
      'For Her',
      'Kids',
    ])
    const options = (await category(page).locator('option').allInnerTexts()).map((o) => o.trim())
    // Homewares (47) and Toys & Hobbies (12) keep their parents Home and Family.
    expect(options.slice(0, 6)).toEqual([
      'All categories',
      'Home',
      'Homewares',
      'Family',
      'Toys & Hobbies',
      'Fashion',
    ])
    expect(options).not.toContain('Automotive')
    expect(options).not.toContain('Furniture')
    expect(await page.getByTestId('gift-count').innerText()).toBe('Showing 8 of 29 gifts')
    expect(await checkA11y(page)).toEqual([])
  })
})

test.describe('gift page', () => {
  test('a sale gift shows the red price and the struck-through original, announced', async ({
    page,
  }) => {
    await page.goto(url(`${fixtures.giftWithOriginalPrice.path}/`), { waitUntil: 'networkidle' })
    expect(await page.locator('h1').textContent()).toBe('Wrap Dress')
    const sale = page.locator('main [data-testid="gift-sale-price"]').first()
    const was = page.locator('main [data-testid="gift-original-price"]').first()
    expect(await sale.textContent()).toBe('Sale price $139.00')
    expect(await was.textContent()).toBe(', was $189.00')
    expect(await was.evaluate((el) => el.tagName)).toBe('S')
    expect(await was.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through')
    expect(await sale.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 18, 42)')
    // The store info panel, with the store name linking to the store.
    const info = page.getByTestId('store-info')
    expect(
      await info.getByRole('link', { name: 'Willow & Wren', exact: true }).getAttribute('href'),
    ).toBe('/stores/willow-and-wren/')
    expect(await info.getByText('Store location - Shop number 1').count()).toBe(1)
    expect(await checkA11y(page)).toEqual([])
  })

  test('a gift without an original price shows its price only', async ({ openPage }) => {
    const page = await openPage('mobile')
    await page.goto(url(`${fixtures.giftWithoutOriginalPrice.path}/`))
    const priceText = await page.locator('main [data-testid="gift-price"]').first().textContent()
    expect(priceText).toBe('$300.00')
    expect(await page.locator('main [data-testid="gift-original-price"]').count()).toBe(0)
    expect(await checkA11y(page)).toEqual([])
  })
})

test.describe('gift slider on a store page', () => {
  test('autoplays on phones with a visible pause control, not on desktop', async ({ openPage }) => {
    const page = await openPage('mobile')
    // Satchel Society sells two gifts.
    await page.clock.install()
    await page.goto(url('/stores/satchel-society/'), { waitUntil: 'networkidle' })
    const gifts = page.getByTestId('store-gifts')
    const pause = gifts.getByRole('button', { name: 'Pause slideshow' })
    await pause.waitFor()
    expect(await pause.isVisible()).toBe(true)
    // From the first gift, with the clock stopped and autoplay restarted now (Pause, Play),
    // the second comes after 2 s (the slider does not wrap, so autoplay ends there).
    await pauseClock(page)
    await pause.click()
    await settleCarousel(page)
    const previous = gifts.getByRole('button', { name: 'Previous slide' })
    if (await previous.isEnabled()) await previous.click()
    await page.clock.runFor(700)
    expect(await currentSlide(gifts)).toBe('Slide 1 of 2')
    await gifts.getByRole('button', { name: 'Play slideshow' }).click()
    await page.clock.runFor(1900)
    expect(await currentSlide(gifts)).toBe('Slide 1 of 2')
    await page.clock.runFor(700)
    expect(await currentSlide(gifts)).toBe('Slide 2 of 2')
    // One gift per view on phones: a slide is as wide as the slider.
    const [slide, list] = await gifts
      .locator('.slick-slide')
      .first()
      .evaluate((el) => [
        el.getBoundingClientRect().width,
        el.closest('.slick-list')?.getBoundingClientRect().width ?? 0,
      ])
    expect(Math.round(slide)).toBe(Math.round(list))
    // Paused, it stays put.
    await previous.click()
    await pause.click()
    await page.clock.runFor(6000)
    expect(await currentSlide(gifts)).toBe('Slide 1 of 2')
    expect(await gifts.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1)
    await page.clock.resume()
    expect(await checkA11y(page)).toEqual([])
    await page.close()

    const desktop = await openPage('desktop')
    await desktop.goto(url('/stores/satchel-society/'), { waitUntil: 'networkidle' })
    const desktopGifts = desktop.getByTestId('store-gifts')
    // Both gifts side by side, nothing to play or pause. (No demo store has more gifts than
    // a desktop shows at once; src/lib/gifts.test.ts has the rule: autoplay below 800 px.)
    expect(await desktopGifts.locator('[data-testid="gift-card"]').count()).toBe(2)
    expect(await desktopGifts.getByRole('button', { name: /slideshow/ }).count()).toBe(0)
  })
})
