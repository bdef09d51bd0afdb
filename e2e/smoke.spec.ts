// Smoke test: the built site is served and the home page renders.
import type { Browser } from 'playwright-core'

import { launchBrowser, newPage, url } from './support/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

test('the home page has a title and a main landmark or heading', async () => {
  const page = await newPage(browser, 'desktop')
  try {
    const response = await page.goto(url('/'), { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    expect((await page.title()).trim()).not.toBe('')
    expect(await page.locator('main, [role="main"], h1').count()).toBeGreaterThan(0)
  } finally {
    await page.close()
  }
})

test('an unknown path answers 404', async () => {
  const page = await newPage(browser, 'mobile')
  try {
    const response = await page.goto(url('/this-page-does-not-exist/'))
    expect(response?.status()).toBe(404)
  } finally {
    await page.close()
  }
})
