// Smoke test: the built site is served and the home page renders.
import { expect, test, url } from './support/fixtures'

test('the home page has a title and a main landmark or heading', async ({ page }) => {
  const response = await page.goto(url('/'), { waitUntil: 'load' })
  expect(response?.status()).toBe(200)
  expect((await page.title()).trim()).not.toBe('')
  expect(await page.locator('main, [role="main"], h1').count()).toBeGreaterThan(0)
})

test('an unknown path answers 404', async ({ openPage }) => {
  const page = await openPage('mobile')
  const response = await page.goto(url('/this-page-does-not-exist/'))
  expect(response?.status()).toBe(404)
})
