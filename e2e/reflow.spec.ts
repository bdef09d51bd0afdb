/**
 * Reflow (WCAG 1.4.10): at 320 CSS px wide, what a 1280 px desktop shows at 400% zoom, every
 * page type reads without scrolling sideways, and the header's menu button and logo do not
 * overlap. axe cannot see either: it checks markup, not layout at a given width.
 */
import { expect, test, url } from './support/fixtures'
import { LAYOUT_ROUTES } from './support/layout-routes'

const NARROW = { width: 320, height: 640 }

const ROUTES = [...LAYOUT_ROUTES, { name: 'search with results', path: '/search/?q=shoe' }]

for (const { name, path } of ROUTES) {
  test(`${name} (${path}) at 320 px: no sideways scrolling`, async ({ openPage }) => {
    const page = await openPage(NARROW)
    await page.goto(url(path), { waitUntil: 'networkidle' })
    // Wider than the screen: what sticks out, for the failure message.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
        .filter((el) => {
          const box = el.getBoundingClientRect()
          if (!box.width || box.right <= window.innerWidth + 0.5) return false
          // Content cut off by a box within the screen (a carousel's other slides) is not in
          // the way.
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            const clips = getComputedStyle(up).overflowX !== 'visible'
            if (clips && up.getBoundingClientRect().right <= window.innerWidth + 0.5) return false
          }
          return true
        })
        .slice(0, 5)
        .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`),
    )
    expect(wide).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(NARROW.width)
  })
}

test('at 320 px the menu button and the logo sit side by side, both whole', async ({
  openPage,
}) => {
  const page = await openPage(NARROW)
  await page.goto(url('/'), { waitUntil: 'networkidle' })
  const menu = (await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox())!
  const logo = (await page
    .locator('header')
    .getByRole('link', { name: /Outlet Centre home$/ })
    .boundingBox())!
  expect(menu.x).toBeGreaterThanOrEqual(0)
  expect(menu.x + menu.width).toBeLessThanOrEqual(logo.x)
  expect(logo.x + logo.width).toBeLessThanOrEqual(NARROW.width)
})
