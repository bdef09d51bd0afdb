// Offers: listing (visibility by day), detail page, latest offers carousel visibility.
import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'
import fixtures from '../cms/snapshot/fixtures.json'
import { SHIFT_DAYS } from './support/build-day'
import { checkA11y, collectConsoleErrors, expect, test, url } from './support/fixtures'

/** The demo CMS shifts every stored date by (today − reference date) days. */
// The demo CMS shifted every stored date to the build's day (see support/build-day.ts).
const shift = SHIFT_DAYS
const shifted = (iso: string) =>
  DateTime.fromISO(iso, { zone: 'Australia/Canberra' }).plus({ days: shift })

async function cardTitles(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="offer-card"] h2, [data-testid="offer-card"] h3')
    .allInnerTexts()
}

test('the offers listing shows current offers and hides expired and future ones', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page)
  await page.goto(url('/offers/'), { waitUntil: 'networkidle' })
  const titles = await cardTitles(page)
  // "Today" in the fixtures is the build's day. The page re-checks against the visitor's
  // day, so a run that crosses Canberra midnight after the build sees today's expiring
  // offer gone: expect what is live now.
  const today = DateTime.now().setZone('Australia/Canberra').toISODate()!
  const live = (offer: { publishDate: string | null; expiryDate: string | null }) =>
    (!offer.publishDate || shifted(offer.publishDate).toISODate()! <= today) &&
    (!offer.expiryDate || shifted(offer.expiryDate).toISODate()! >= today)
  const current = [
    fixtures.offerCurrent,
    fixtures.offerCurrentPublished,
    fixtures.offerExpiresToday,
    fixtures.offerPublishedToday,
  ]
  expect(titles).toEqual(expect.arrayContaining(current.filter(live).map((o) => o.title)))
  for (const gone of [
    fixtures.offerExpired,
    fixtures.offerExpiredYesterday,
    fixtures.offerFuture,
    ...current.filter((o) => !live(o)),
  ]) {
    expect(titles).not.toContain(gone.title)
  }
  const card = page.locator('[data-testid="offer-card"]', {
    has: page.getByRole('link', { name: fixtures.offerCurrent.title }),
  })
  await expect(card.innerText()).resolves.toContain('Ts & Cs apply')
  await expect(card.innerText()).resolves.toContain(
    `Offer expires: ${shifted(fixtures.offerCurrent.expiryDate).toFormat('d MMMM yyyy')}`,
  )
  const noTerms = page.locator('[data-testid="offer-card"]', {
    has: page.getByRole('link', { name: fixtures.offerNoTermsNoBanner.title }),
  })
  await expect(noTerms.innerText()).resolves.not.toContain('Ts & Cs apply')
  expect(await card.getByRole('link').getAttribute('href')).toBe(`${fixtures.offerCurrent.path}/`)
  expect(consoleErrors.errors).toEqual([])
  expect(await checkA11y(page)).toEqual([])
})

test('the browser re-applies visibility for the visitor’s day (a week later, fewer offers)', async ({
  openPage,
}) => {
  const page = await openPage('mobile')
  // Pretend the visitor comes back 40 days after the build: most current offers have ended,
  // two run into the new year.
  const later = DateTime.now().plus({ days: 40 }).toMillis()
  await page.addInitScript(`{
    const fixed = ${later};
    const RealDate = Date;
    class FakeDate extends RealDate {
      constructor(...args) { super(...(args.length ? args : [fixed])) }
      static now() { return fixed }
    }
    globalThis.Date = FakeDate;
  }`)
  await page.goto(url('/offers/'), { waitUntil: 'networkidle' })
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="offer-card"] a[href*="winter-knits"]'),
  )
  const titles = await cardTitles(page)
  expect(titles).not.toContain(fixtures.offerCurrent.title)
  expect(titles).toEqual(
    expect.arrayContaining(['30% off all cookware', 'Mattress clearance event']),
  )
})

test('an offer page shows store, expiry, terms and links', async ({ openPage }) => {
  const page = await openPage('mobile')
  await page.goto(url(`${fixtures.offerCurrent.path}/`), { waitUntil: 'networkidle' })
  await expect(page.locator('h1').innerText()).resolves.toBe(
    fixtures.offerCurrent.title.toUpperCase(),
  )
  const body = await page.locator('main').innerText()
  expect(body).toContain(
    `Offer until: ${shifted(fixtures.offerCurrent.expiryDate).toFormat('d MMM yyyy')}`,
  )
  expect(await page.getByRole('link', { name: 'Back to offers' }).getAttribute('href')).toBe(
    '/offers/',
  )
  expect(await page.getByRole('link', { name: 'See store' }).getAttribute('href')).toMatch(
    /^\/stores\/[^/]+\/$/,
  )
  // Its own banner, not the default one.
  expect(await page.locator('main .gatsby-image-wrapper').count()).toBeGreaterThan(0)
  expect(await page.locator('main img[src*="/offer-banner-default."]').count()).toBe(0)
  expect(await checkA11y(page)).toEqual([])

  // No banner: the default offer banner is shown instead.
  await page.goto(url('/offers/'), { waitUntil: 'networkidle' })
  await page.getByRole('link', { name: fixtures.offerNoTermsNoBanner.title }).click()
  await page.waitForURL(url(`${fixtures.offerNoTermsNoBanner.path}/`))
  await page.waitForFunction(
    (title) => document.querySelector('h1')?.textContent === title,
    fixtures.offerNoTermsNoBanner.title,
  )
  expect(await page.locator('main img[src*="/offer-banner-default."]').count()).toBe(1)
})

test('the latest offers carousel (about us page) has visible offers and a pause control on phones', async ({
  openPage,
}) => {
  const page = await openPage('mobile')
  await page.goto(url('/about-us/'), { waitUntil: 'networkidle' })
  const section = page.locator('[data-testid="latest-offers"]')
  await expect(section.locator('h2').innerText()).resolves.toMatch(/latest offers/i)
  await page.waitForSelector('[data-testid="latest-offers"] .slick-slider')
  const titles = await section.locator('.slick-slide:not(.slick-cloned) h3').allInnerTexts()
  expect(titles).toContain(fixtures.offerCurrent.title)
  expect(titles).not.toContain(fixtures.offerExpired.title)
  expect(titles).not.toContain(fixtures.offerFuture.title)
  const pause = section.getByRole('button', { name: 'Pause slideshow' })
  await pause.click()
  await expect(section.getByRole('button', { name: 'Play slideshow' }).count()).resolves.toBe(1)
  expect(await checkA11y(page)).toEqual([])
})
