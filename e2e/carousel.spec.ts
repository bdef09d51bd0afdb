/**
 * The hero slider keeps its size when the slider library takes over: the server renders the
 * first slide statically, react-slick replaces it after hydration, and nothing below it may
 * move when it does (a layout shift on home's first screen otherwise).
 *
 * Only the hero is compared. A carousel of cards (latest offers) still grows to its tallest
 * card once react-slick lays out every slide, when a card that is not shown at first is
 * taller than the shown ones (see docs/performance.md, "Left to try").
 */
import type { Browser, Page } from 'playwright-core'

import { launchBrowser, newPage, url, type ViewportName } from './support/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Height (px) of the hero carousel on the page, with its accessible name. */
const carouselHeights = (page: Page) =>
  page.locator('[data-hero-slider] [aria-roledescription="carousel"]').evaluateAll((carousels) =>
    carousels.map((c) => ({
      label: c.getAttribute('aria-label'),
      height: Math.round(c.getBoundingClientRect().height * 10) / 10,
      slick: !!c.querySelector('.slick-initialized'),
    })),
  )

describe('the hero slider is as tall with react-slick as in the server-rendered HTML', () => {
  const cases: [string, ViewportName][] = [
    ['/', 'mobile'],
    ['/', 'desktop'],
    ['/about-us/', 'mobile'],
    ['/about-us/', 'desktop'],
  ]
  test.each(cases)('%s on %s', async (path, viewport) => {
    const staticPage = await newPage(browser, viewport, { javaScriptEnabled: false })
    const page = await newPage(browser, viewport)
    try {
      await staticPage.goto(url(path))
      const before = await carouselHeights(staticPage)

      await page.goto(url(path), { waitUntil: 'networkidle' })
      await page.waitForSelector('[data-hero-slider] .slick-initialized')
      const after = await carouselHeights(page)
      expect(before.length).toBe(1)
      expect(after[0]?.slick).toBe(true)
      expect(after.map((c) => c.label)).toEqual(before.map((c) => c.label))
      // react-slick rounds each slide's width up to a whole pixel, which can add a fraction of
      // a pixel to an image's height; the gap under the slides was 7 px.
      after.forEach((carousel, index) => {
        expect(Math.abs(carousel.height - before[index].height)).toBeLessThan(1.5)
      })
    } finally {
      await Promise.all([staticPage.close(), page.close()])
    }
  })
})
