/**
 * Carousels keep their size when the slider library takes over: the server renders the first
 * slides statically, react-slick replaces them after hydration, and nothing below a carousel
 * may move when it does. react-slick's track is as tall as its tallest slide, so that holds
 * only if every slide is one height (the cards' `inCarousel` layout), whichever slides the
 * day's content puts first.
 */
import type { Page } from '@playwright/test'

import { expect, test, url, type OpenPage, type ViewportName } from './support/fixtures'
import { currentSlide, holdCarousel } from './support/carousel'

/**
 * Every carousel kind: hero (home, a page), latest offers and a store's gifts. (A store's
 * offers use the latest offers' cards; no demo store has two offers.)
 */
const PAGES: { path: string; carousels: string[] }[] = [
  { path: '/', carousels: ['Highlights'] },
  { path: '/about-us/', carousels: ['Featured', 'Latest offers'] },
  { path: '/stores/circuit-electronics/', carousels: ['Gifts from Circuit Electronics'] },
]
const VIEWPORTS: ViewportName[] = ['mobile', 'desktop']
const cases = PAGES.flatMap(({ path, carousels }) =>
  VIEWPORTS.map((viewport) => [path, viewport, carousels] as const),
)

/** Height (px) of each carousel on the page, with its accessible name. */
const carouselHeights = (page: Page) =>
  page.locator('[aria-roledescription="carousel"]').evaluateAll((carousels) =>
    carousels.map((c) => {
      const first = c.querySelector(
        '[data-carousel-fallback] > *, .slick-slide:not(.slick-cloned) [aria-roledescription="slide"]',
      )
      return {
        label: c.getAttribute('aria-label'),
        height: Math.round(c.getBoundingClientRect().height * 10) / 10,
        firstLeft: Math.round(first?.getBoundingClientRect().left ?? NaN),
        slick: !!c.querySelector('.slick-initialized'),
      }
    }),
  )

/**
 * Opens a page once react-slick has taken over its carousels. With reduced motion, so that
 * the carousels start paused: on a slow machine a page can sit for seconds after its network
 * went quiet (links in view are prefetched 250 ms after they appear), long enough for a 2 s
 * autoplay to move the slides being measured.
 */
async function openWithSlick(
  openPage: OpenPage,
  viewport: ViewportName,
  path: string,
  count: number,
) {
  const page = await openPage(viewport, { reducedMotion: 'reduce' })
  await page.goto(url(path), { waitUntil: 'networkidle' })
  await page.waitForFunction(
    (n) => document.querySelectorAll('.slick-initialized').length === n,
    count,
  )
  return page
}

test.describe('a carousel is as tall with react-slick as in the server-rendered HTML', () => {
  for (const [path, viewport, labels] of cases) {
    test(`${path} on ${viewport}`, async ({ openPage }) => {
      const staticPage = await openPage(viewport, { javaScriptEnabled: false })
      const page = await openWithSlick(openPage, viewport, path, labels.length)
      await staticPage.goto(url(path))
      const before = await carouselHeights(staticPage)
      const after = await carouselHeights(page)
      expect(before.map((c) => c.label)).toEqual(labels)
      expect(after.map((c) => c.label)).toEqual(labels)
      expect(after.every((c) => c.slick)).toBe(true)
      // react-slick rounds each slide's width up to a whole pixel, which can add a fraction of
      // a pixel to an image's height; a taller card further along added 25–52 px.
      after.forEach((carousel, index) => {
        expect(Math.abs(carousel.height - before[index].height)).toBeLessThan(1.5)
        // Nor does the first slide move sideways (slick.css centres a short track).
        expect(Math.abs(carousel.firstLeft - before[index].firstLeft)).toBeLessThanOrEqual(1)
      })
    })
  }
})

test.describe('every slide of a carousel is one height, whatever its content', () => {
  for (const [path, viewport, labels] of cases) {
    test(`${path} on ${viewport}`, async ({ openPage }) => {
      const page = await openWithSlick(openPage, viewport, path, labels.length)
      // Let each slide take its own height instead of stretching to the tallest.
      await page.addStyleTag({
        content: `.slick-track { align-items: flex-start !important }
          .slick-slide > div, .slick-slide [aria-roledescription='slide'],
          .slick-slide article { height: auto !important }`,
      })
      const slides = await page.locator('[aria-roledescription="carousel"]').evaluateAll((all) =>
        all.map((c) => ({
          label: c.getAttribute('aria-label'),
          heights: [
            ...c.querySelectorAll('.slick-slide:not(.slick-cloned) [aria-roledescription="slide"]'),
          ].map((slide) => Math.round(slide.getBoundingClientRect().height)),
        })),
      )
      expect(slides.map((c) => c.label)).toEqual(labels)
      slides.forEach(({ heights }) => {
        expect(heights.length).toBeGreaterThan(1)
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
      })
    })
  }
})

test.describe('a card in a carousel still says all a card says', () => {
  test('each offer card shows its store, title, "Ts & Cs apply" when it has terms, and its expiry', async ({
    openPage,
  }) => {
    const page = await openWithSlick(openPage, 'mobile', '/about-us/', 2)
    const cards = await page
      .locator(
        '[aria-label="Latest offers"] .slick-slide:not(.slick-cloned) [data-testid="offer-card"]',
      )
      .evaluateAll((all) =>
        all.map((card) => ({
          text: (card as HTMLElement).innerText,
          terms: card.querySelectorAll('p[aria-hidden="true"]').length,
        })),
      )
    expect(cards.length).toBeGreaterThan(1)
    const withTerms = cards.filter((c) => c.text.includes('Ts & Cs apply'))
    expect(withTerms.length).toBeGreaterThan(0)
    // A card without terms keeps the line's space, empty and hidden from assistive technology.
    cards.forEach((card) => {
      expect(card.terms).toBe(card.text.includes('Ts & Cs apply') ? 0 : 1)
      expect(card.text).toMatch(/Offer expires: \d{1,2} [A-Z][a-z]+ \d{4}/)
    })
  })
})

test.describe('a focused slide shows its whole focus ring', () => {
  for (const [path, viewport, labels] of cases) {
    test(`${path} on ${viewport}`, async ({ openPage }) => {
      const page = await openWithSlick(openPage, viewport, path, labels.length)
      for (const label of labels) {
        const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
        // Pause first (a keyboard user would), so the slide stays put while it is looked at.
        const pause = carousel.getByRole('button', { name: 'Pause slideshow' })
        if (await pause.count()) await pause.click()
        const link = carousel.locator('.slick-active a').first()
        await link.focus()
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Tab')
        expect(await link.evaluate((a) => a === document.activeElement)).toBe(true)
        const ring = await link.evaluate((a) => {
          const list = a.closest('.slick-list')!.getBoundingClientRect()
          // A card draws its ring around itself (outline with offset); a flush slide inside.
          const card = a.closest('article')
          const style = getComputedStyle(card ?? a)
          const after = getComputedStyle(a, '::after')
          const outside = card
            ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
            : 0
          const box = (card ?? a).getBoundingClientRect()
          return {
            drawn: card ? style.outlineStyle === 'solid' : after.boxShadow.includes('inset'),
            inside:
              box.left - outside >= list.left - 0.5 &&
              box.right + outside <= list.right + 0.5 &&
              box.top - outside >= list.top - 0.5 &&
              box.bottom + outside <= list.bottom + 0.5,
          }
        })
        expect({ label, ...ring }).toEqual({ label, drawn: true, inside: true })
      }
    })
  }
})

test.describe('wheel control', () => {
  test('the gift slider does not move with the wheel, its buttons still do', async ({
    openPage,
  }) => {
    // One gift at a time below 800 px, so the two demo gifts make a slider.
    const page = await openPage({ width: 700, height: 900 })
    await page.clock.install()
    await page.goto(url('/stores/circuit-electronics/'), { waitUntil: 'networkidle' })
    await page.waitForSelector('.slick-initialized')
    const gifts = page.locator(
      '[aria-roledescription="carousel"][aria-label="Gifts from Circuit Electronics"]',
    )
    const { middle } = await holdCarousel(page, gifts)
    const current = () => currentSlide(gifts)
    // Autoplay (every 2 s) may have moved on while a busy machine loaded the page: start
    // from whichever slide is showing once the carousel has settled.
    const before = await current()
    expect(['Slide 1 of 2', 'Slide 2 of 2']).toContain(before)
    // Wheel and button both towards the other slide (the slider does not wrap round).
    const [deltaX, button, other] =
      before === 'Slide 1 of 2'
        ? [120, 'Next slide', 'Slide 2 of 2']
        : [-120, 'Previous slide', 'Slide 1 of 2']
    await page.mouse.move(middle.x, middle.y)
    await page.mouse.wheel(deltaX, 0)
    await page.clock.runFor(700)
    expect(await current()).toBe(before)
    await gifts.getByRole('button', { name: button }).click()
    await page.clock.runFor(700)
    expect(await current()).toBe(other)
  })
})
