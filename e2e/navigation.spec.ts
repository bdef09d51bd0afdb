/**
 * Navigation with Gatsby's page loader, proven in the browser: prefetch when a
 * link scrolls into view, a failed page-data request falls back to a full page load, a new
 * build's compilation hash forces a full load, unknown paths land on the not-found page, and
 * scroll goes to the top, to the hash target or to the saved position.
 */
import type { Page } from '@playwright/test'

import { expect, test, url } from './support/fixtures'
import { markDocument, sameDocument } from './support/loading'

/**
 * Waits until a document has rendered with Gatsby's runtime (its `onInitialClientRender`
 * mark), through any reloads on the way: a reload destroys the context being polled.
 */
async function renderedAfterReloads(page: Page) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.waitForFunction(
        () => performance.getEntriesByName('onInitialClientRender').length > 0,
        undefined,
        { timeout: 10_000 },
      )
      await page.waitForLoadState('load')
      return
    } catch (error) {
      if (attempt === 5) throw error
    }
  }
}

async function open(page: Page, route: string) {
  await page.goto(url(route), { waitUntil: 'networkidle' })
  await page.waitForFunction(() => '___loader' in window)
  await markDocument(page)
}

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the not-found page', async ({ openPage }) => {
    const page = await openPage('mobile')
    const response = await page.goto(url('/no-such-page/'), { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('PAGE NOT FOUND')
    expect(await page.locator('main').innerText()).toContain("This page doesn't exist.")
    expect(await page.locator('main').innerText()).toMatch(/contact the centre/)
    // The centre's number is a phone link that the phone-width column does not break in two.
    const phone = page.locator('main').getByRole('link', { name: '02 5550 0100' })
    expect(await phone.getAttribute('href')).toBe('tel:0255500100')
    expect(await phone.evaluate((link) => link.getClientRects().length)).toBe(1)
    const home = page.getByRole('link', { name: 'Go back home' })
    expect(await home.getAttribute('href')).toBe('/')
    expect(await page.title()).toBe('Page Not Found - Molonglo Outlet Centre')
    await Promise.all([page.waitForURL(url('/')), home.click()])
  })

  test('/404/ is the not-found page', async ({ page }) => {
    await page.goto(url('/404/'), { waitUntil: 'networkidle' })
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('PAGE NOT FOUND')
  })

  test('an unknown in-app link lands on the not-found page', async ({ page }) => {
    await open(page, '/')
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate('/missing-page/'),
    )
    await page.waitForURL(url('/missing-page/'))
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
  })
})

test.describe('page loading', () => {
  /**
   * Internal links are prefetched when they scroll into view, 250 ms later (Gatsby's
   * own queue waits 3000 ms). The page's clock is Playwright's: it runs as usual while the
   * home page loads and prefetches its first screen's links, then stops, so the 250 ms are
   * counted exactly however busy the machine is. The footer's About Us, News, Events and Work
   * With Us pages are linked from nowhere else on home.
   */
  const FOOTER_ONLY = ['/page-data/about-us/page-data.json', '/page-data/jobs/page-data.json']

  async function homeWithStoppedClock(page: Page) {
    const requested: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/page-data/')) requested.push(path)
    })
    await page.clock.install()
    await open(page, '/')
    // Let the first screen's prefetches finish: a batch still queued would run early.
    for (let seen = -1; seen !== requested.length;) {
      seen = requested.length
      await page.waitForTimeout(1000)
    }
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    for (const path of FOOTER_ONLY) expect(requested).not.toContain(path)
    const footerLink = page.locator('footer').getByRole('link', { name: 'Work With Us' })
    /** Scrolls, then gives the browser real time to report what came into or left view. */
    const scrollTo = async (where: 'footer' | 'top') => {
      if (where === 'footer') await footerLink.scrollIntoViewIfNeeded()
      else await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForTimeout(300)
    }
    /** Moves the page's clock on, then lets the requests it started reach the browser. */
    const after = async (ms: number) => {
      await page.clock.runFor(ms)
      await page.waitForTimeout(300)
    }
    return { requested, scrollTo, after }
  }

  test('internal links are prefetched 250 ms after they scroll into view', async ({ page }) => {
    const { requested, scrollTo, after } = await homeWithStoppedClock(page)
    await scrollTo('footer')
    await after(249)
    for (const path of FOOTER_ONLY) expect(requested).not.toContain(path)
    // At 250 ms the queue waits for the browser to be idle (the page's clock gives that up
    // to 50 ms while other timers are pending): well before Gatsby's 3000 ms.
    await after(51)
    for (const path of FOOTER_ONLY) expect(requested).toContain(path)
    expect(await sameDocument(page)).toBe(true)
  })

  test('a link that leaves the view within 250 ms is not prefetched', async ({ page }) => {
    const { requested, scrollTo, after } = await homeWithStoppedClock(page)
    await scrollTo('footer')
    await after(200)
    await scrollTo('top')
    await after(3000)
    for (const path of FOOTER_ONLY) expect(requested).not.toContain(path)
    // Seen again for long enough, it is.
    await scrollTo('footer')
    await after(300)
    for (const path of FOOTER_ONLY) expect(requested).toContain(path)
  })

  test('a failed page-data request falls back to a full page load of the target', async ({
    page,
  }) => {
    let failed = 0
    let armed = true
    await page.route('**/page-data/offers/page-data.json', async (route) => {
      // Fail while the old document asks for it (its prefetch of the menu's Offers link
      // too, which fails silently); the full page load then works.
      if (!armed) return route.continue()
      failed += 1
      return route.abort('failed')
    })
    await open(page, '/about-us/')
    failed = 0
    page.on('framenavigated', () => {
      armed = false
    })
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.locator('[data-desktop-nav] a[href="/offers/"]').click(),
    ])
    await page.waitForURL(url('/offers/'))
    await page.waitForLoadState('networkidle')
    expect(failed).toBeGreaterThan(0)
    expect(await sameDocument(page)).toBe(false)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('OFFERS')
  })

  test('a client-side navigation keeps the document when nothing fails', async ({ page }) => {
    await open(page, '/about-us/')
    await page.locator('[data-desktop-nav] a[href="/offers/"]').click()
    await page.waitForURL(url('/offers/'))
    await page.getByRole('heading', { level: 1, name: 'OFFERS' }).waitFor()
    expect(await sameDocument(page)).toBe(true)
  })

  test('after a rebuild changes the compilation hash, navigating does a full load', async ({
    page,
  }) => {
    await open(page, '/about-us/')
    // The server now has a newer build: its app-data carries another compilation hash.
    await page.route('**/page-data/app-data.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ webpackCompilationHash: 'a-newer-build' }),
      }),
    )
    await page.locator('[data-desktop-nav] a[href="/stores/"]').click()
    await page.waitForURL(url('/stores/'))
    // The full load finds the same mismatch and reloads once more (Gatsby's guard against a
    // half-deployed build) before it renders: wait for the document that rendered.
    await renderedAfterReloads(page)
    await page.getByRole('heading', { level: 1, name: 'STORES' }).waitFor()
    expect(await sameDocument(page)).toBe(false)
  })
})

test.describe('scroll restoration', () => {
  test('a new page starts at the top', async ({ page }) => {
    await open(page, '/')
    const link = page.locator('footer').getByRole('link', { name: 'About Us' })
    await link.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await link.click()
    await page.waitForURL(url('/about-us/'))
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await sameDocument(page)).toBe(true)
  })

  test('a hash link scrolls to its target (/information/#leasing-contact)', async ({ page }) => {
    await open(page, '/')
    await page.locator('footer').getByRole('link', { name: 'Leasing' }).click()
    await page.waitForURL(url('/information/#leasing-contact'))
    await page.waitForTimeout(500)
    const top = await page
      .locator('#leasing-contact')
      .evaluate((el) => el.getBoundingClientRect().top)
    // Just below the sticky header bar, not under it.
    const bar = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom)
    expect(top).toBeGreaterThanOrEqual(bar)
    expect(top - bar).toBeLessThan(100)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  })

  test('back returns to the saved position', async ({ page }) => {
    await open(page, '/')
    const link = page.locator('footer').getByRole('link', { name: 'About Us' })
    await link.scrollIntoViewIfNeeded()
    const saved = await page.evaluate(() => window.scrollY)
    expect(saved).toBeGreaterThan(500)
    await link.click()
    await page.waitForURL(url('/about-us/'))
    await page.waitForTimeout(300)
    await page.goBack()
    await page.waitForURL(url('/'))
    await page.waitForTimeout(600)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - saved)).toBeLessThan(5)
    expect(await sameDocument(page)).toBe(true)
  })
})

test('a page view is pushed to the data layer on every route change', async ({ page }) => {
  await open(page, '/')
  await page.waitForTimeout(200)
  await page.locator('[data-desktop-nav] a[href="/stores/"]').click()
  await page.waitForURL(url('/stores/'))
  await page.waitForTimeout(300)
  const views = await page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'pageview',
    ),
  )
  expect(views).toEqual([
    {
      event: 'pageview',
      viewName: "Molonglo Outlet Centre | Canberra's outlet shopping centre",
      path: '/',
    },
    { event: 'pageview', viewName: 'Stores', path: '/stores/' },
  ])
})
