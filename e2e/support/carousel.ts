import type { Locator, Page } from 'playwright-core'

/** The label ("Slide 2 of 4") of a carousel's current slide. */
export const currentSlide = (carousel: Locator) =>
  carousel
    .locator('.slick-slide.slick-active [aria-roledescription="slide"]')
    .getAttribute('aria-label')

/**
 * Stops the page's clock (installed before the page loaded) and the carousel's autoplay, so
 * nothing moves until the test moves the clock on. Returns the box of the carousel's slides.
 */
export async function holdCarousel(page: Page, carousel: Locator) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50)
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
  const box = await carousel.locator('.slick-list').boundingBox()
  if (!box) throw new Error('The carousel has no slides on screen')
  return { ...box, middle: { x: box.x + box.width / 2, y: box.y + box.height / 2 } }
}
