/**
 * Every keyboard stop shows its focus ring in full (WCAG 2.4.7): on one page of each type,
 * phone and desktop, Tab through the first stops (on the home page from the top, through the
 * header and its menus; elsewhere from the skip link's target, through the page's own
 * content, as the header is the same on every page) and check that each focused element has a
 * focus indicator that no clipping box (a carousel, a tile that zooms its image, a menu
 * panel) cuts off. axe cannot see this; it hid the ring of every category tile, gift promo
 * tile, button tile and carousel card before. Tabbing backwards up a long page, the sticky
 * header bar never covers the focused element (WCAG 2.4.11).
 */
import type { Page } from '@playwright/test'

import { expect, test, url, type ViewportName } from './support/fixtures'
import { focusStop } from './support/focus'
import { LAYOUT_CASES } from './support/layout-routes'

/** Enough for the header, its menus and the first screens of the home page. */
const MAX_STOPS = 60
/** Enough for the first screens of a page's own content. */
const CONTENT_STOPS = 30

/** Tab through the first stops, collecting every stop whose focus ring is missing or cut. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab', presses = MAX_STOPS) {
  const problems: string[] = []
  const seen = new Set<string>()
  let stops = 0
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key)
    const stop = await focusStop(page)
    if (!stop) continue
    stops++
    if (stop.problem && !seen.has(stop.name)) problems.push(`${stop.name}: ${stop.problem}`)
    seen.add(stop.name)
  }
  return { stops, problems }
}

for (const [name, path, viewport] of LAYOUT_CASES) {
  test(`${name} (${path}) on ${viewport}: every focus ring is shown whole`, async ({
    openPage,
  }) => {
    const page = await openPage(viewport, { reducedMotion: 'reduce' })
    await page.goto(url(path), { waitUntil: 'networkidle' })
    if (path !== '/') {
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
    }
    const { stops, problems } = await tabThrough(
      page,
      'Tab',
      path === '/' ? MAX_STOPS : CONTENT_STOPS,
    )
    expect(stops).toBeGreaterThan(path === '/' ? 5 : 0)
    expect(problems).toEqual([])
  })
}

test('the side menu on a phone: every focus ring is shown whole', async ({ openPage }) => {
  const page = await openPage('mobile', { reducedMotion: 'reduce' })
  await page.goto(url('/'), { waitUntil: 'networkidle' })
  await page.locator('[aria-controls="side-menu"]').first().click()
  await page.locator('#side-menu a').first().waitFor()
  const { stops, problems } = await tabThrough(page)
  expect(stops).toBeGreaterThan(5)
  expect(problems).toEqual([])
})

for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
  test(`tabbing backwards up a long page on ${viewport}: the sticky header never covers the focus`, async ({
    openPage,
  }) => {
    const page = await openPage(viewport, { reducedMotion: 'reduce' })
    await page.goto(url('/stores/'), { waitUntil: 'networkidle' })
    await page.locator('header[data-sticky]').waitFor({ state: 'attached' })
    await page.locator('footer a').last().focus()
    const { stops, problems } = await tabThrough(page, 'Shift+Tab')
    expect(stops).toBe(MAX_STOPS)
    expect(problems).toEqual([])
    // It went up far enough for the header to be stuck over the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })
}
