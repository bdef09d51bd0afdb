/**
 * Carousels keep their size when the slider library takes over: the server renders the first
 * slides statically, react-slick replaces them after hydration, and nothing below a carousel
 * may move when it does (a layout shift on home's first screen otherwise).
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

/** Height (px) of each carousel on the page, by its accessible name. */
const carouselHeights = (page: Page) =>
  page.locator('[aria-roledescription="carousel"]').evaluateAll((carousels) =>
    carousels.map((c) => ({
      label: c.getAttribute('aria-label'),
      height: Math.round(c.getBoundingClientRect().height * 10) / 10,
      slick: !!c.querySelector('.slick-initialized'),
    })),
  )

describe('a carousel is as tall with react-slick as in the server-rendered HTML', () => {
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
      expect(before.length).toBeGreaterThan(0)

      await page.goto(url(path), { waitUntil: 'networkidle' })
      await page.waitForSelector('[data-hero-slider] .slick-initialized')
      const after = await carouselHeights(page)
      expect(after.find((c) => c.label === before[0].label)?.slick).toBe(true)
      expect(after.map((c) => c.label)).toEqual(before.map((c) => c.label))
      // react-slick rounds each slide's width up to a whole pixel (1216 / 3 → 406 px) and a
      // card's image grows with its width, by about a pixel; a gap under the slides, or
      // controls without reserved space, add 7 px or more.
      after.forEach((carousel, index) => {
        expect(Math.abs(carousel.height - before[index].height)).toBeLessThan(1.5)
      })
    } finally {
      await Promise.all([staticPage.close(), page.close()])
    }
  })
})
