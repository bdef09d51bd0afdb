import type { Locator, Page } from '@playwright/test'

/** The label ("Slide 2 of 4") of a carousel's current slide. */
export const currentSlide = (carousel: Locator) =>
  carousel
    .locator('.slick-slide.slick-active [aria-roledescription="slide"]')
    .getAttribute('aria-label')

/**
 * Stops the page's clock a moment from now. The page's clock runs while the test reads it, so
 * on a busy machine "now + 50 ms" can have passed before Playwright gets to it ("Cannot
 * fast-forward to the past"): then read it again and leave a longer margin.
 */
export async function pauseClock(page: Page) {
  for (let margin = 50; ; margin *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + margin)
      return
    } catch (error) {
      if (margin >= 1600 || !String(error).includes('fast-forward to the past')) throw error
    }
  }
}

/**
 * Lets a slide change already under way when the clock stopped finish, so the slide the test
 * reads first is the one that stays. react-slick's slickNext (autoplay's, say) only queues the
 * change on a 0 ms timer; the change then renders off the page's clock (React's scheduler),
 * and only that render starts the transition's timer, whose render starts the 10 ms timer that
 * ends it. So: move the clock on past the transition and let React render, three times.
 */
export async function settleCarousel(page: Page) {
  for (let round = 0; round < 3; round++) {
    await page.clock.runFor(700)
    await page.waitForTimeout(100)
  }
}

/**
 * Stops the page's clock (installed before the page loaded) and the carousel's autoplay, so
 * nothing moves until the test moves the clock on. Returns the box of the carousel's slides,
 * scrolled into view.
 */
export async function holdCarousel(page: Page, carousel: Locator) {
  await pauseClock(page)
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
  await settleCarousel(page)
  // The returned box is where the pointer goes: nothing (the sticky header, the edge of the
  // screen) may cover its middle, or the pointer misses the slides. Scrolled only if needed,
  // and at once: a smooth scroll would still be moving when the box is read.
  const reached = await carousel.locator('.slick-list').evaluate((list) => {
    const onTop = () => {
      const { left, top, width, height } = list.getBoundingClientRect()
      return list.contains(document.elementFromPoint(left + width / 2, top + height / 2))
    }
    if (!onTop()) list.scrollIntoView({ block: 'center', behavior: 'instant' })
    return onTop()
  })
  const box = await carousel.locator('.slick-list').boundingBox()
  if (!box || !reached) throw new Error('The middle of the slides cannot be reached on screen')
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  return { ...box, middle }
}
