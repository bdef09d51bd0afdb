// Every route type (ROUTES) answers with its demo content and passes axe (WCAG 2.2 AA).
// Content comes from the demo CMS snapshot's fixtures.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import fixtures from '../cms/snapshot/fixtures.json'
import { PUBLIC_DIR, checkA11y, expect, test, url } from './support/fixtures'
import { hydrated } from './support/loading'

const SITE = fixtures.centreName
const route = (p: string) => `${p.replace(/\/$/, '')}/`
const pageTitle = (path: string) => fixtures.pages.find((p) => p.path === path)?.title ?? ''

/** One entry per route type: path, the h1 the visitor sees, the document title. */
const ROUTES: { name: string; path: string; h1: string }[] = [
  { name: 'store directory', path: '/stores/', h1: pageTitle('/stores') },
  {
    name: 'store detail',
    path: route(fixtures.storeSchemelessWebsite.path),
    h1: fixtures.storeSchemelessWebsite.title,
  },
  {
    name: 'gift detail',
    path: route(fixtures.giftWithOriginalPrice.path),
    h1: fixtures.giftWithOriginalPrice.title,
  },
  { name: 'offers listing', path: '/offers/', h1: pageTitle('/offers') },
  {
    name: 'offer detail',
    path: route(fixtures.offerCurrent.path),
    h1: fixtures.offerCurrent.title,
  },
  { name: "what's on listing", path: '/whats-on/', h1: pageTitle('/whats-on') },
  {
    name: 'news article',
    path: route(fixtures.articleCurrentNews.path),
    h1: fixtures.articleCurrentNews.title,
  },
  {
    name: 'blog article',
    path: route(fixtures.articleExpiresToday.path),
    h1: fixtures.articleExpiresToday.title,
  },
  {
    name: 'event detail',
    path: route(fixtures.eventFutureSingleDay.path),
    h1: fixtures.eventFutureSingleDay.title,
  },
  { name: 'jobs listing', path: '/jobs/', h1: pageTitle('/jobs') },
  {
    name: 'job detail',
    path: route(fixtures.jobWithoutForm.path),
    h1: fixtures.jobWithoutForm.title,
  },
  { name: 'trading hours', path: '/trading-hours/', h1: pageTitle('/trading-hours') },
  { name: 'information', path: '/information/', h1: pageTitle('/information') },
  { name: 'gift generator', path: '/gift-generator/', h1: pageTitle('/gift-generator') },
  {
    name: 'colouring competition',
    path: '/kids-club-colouring-competition/',
    h1: pageTitle('/kids-club-colouring-competition'),
  },
  { name: 'centre map', path: '/centre-map/', h1: pageTitle('/centre-map') },
  { name: 'search', path: '/search/', h1: 'Search results' },
  { name: 'not found', path: '/404/', h1: 'Page Not Found' },
]

for (const { name, path: routePath, h1 } of ROUTES) {
  test.describe(`${name} (${routePath})`, () => {
    test('answers with its content, title and description', async ({ page }) => {
      const response = await page.goto(url(routePath))
      expect(response?.status()).toBe(200)
      expect(h1).not.toBe('')
      await expect(page.locator('h1').first().textContent()).resolves.toBe(h1)
      expect(await page.title()).toBe(`${h1} - ${SITE}`)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length).toBeGreaterThan(20)
      expect(description!.length).toBeLessThanOrEqual(200)
    })

    test('has no axe violations (WCAG 2.2 AA)', async ({ openPage }) => {
      const page = await openPage('mobile')
      // The page as a visitor uses it: after its scripts have run (they come after the load
      // event) and added what only the browser renders (slider controls, filters, results).
      await page.goto(url(routePath), { waitUntil: 'networkidle' })
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      expect(await checkA11y(page)).toEqual([])
    })
  })
}

test('the home page is served at / and at its content alias', async ({ page }) => {
  for (const p of ['/', route(fixtures.homepage.path)]) {
    const response = await page.goto(url(p))
    expect(response?.status()).toBe(200)
    expect(await page.title()).toContain(SITE)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/)
  }
  expect(await checkA11y(page)).toEqual([])
})

test('every store of the snapshot has its own page', async ({ page }) => {
  const storeDirs = readdirSync(path.join(PUBLIC_DIR, 'stores'), { withFileTypes: true }).filter(
    (d) => d.isDirectory() && existsSync(path.join(PUBLIC_DIR, 'stores', d.name, 'index.html')),
  )
  expect(storeDirs).toHaveLength(fixtures.storeCount)
  for (const store of [fixtures.storeNullPhone, fixtures.storeNoBanner, fixtures.storeThumb300]) {
    const res = await page.goto(url(route(store.path)))
    expect(res?.status()).toBe(200)
    await expect(page.locator('h1').first().textContent()).resolves.toBe(store.title)
  }
})

test('the information page has the #leasing-contact anchor', async ({ page }) => {
  await page.goto(url('/information/#leasing-contact'))
  expect(await page.locator('#leasing-contact').count()).toBe(1)
})

test('the information page answers its questions one at a time, from the keyboard', async ({
  page,
}) => {
  await page.goto(url('/information/'), { waitUntil: 'networkidle' })
  const faq = page.locator('section', {
    has: page.getByRole('heading', { name: 'Frequently asked questions', level: 2 }),
  })
  await expect(faq.locator('summary')).toHaveText([
    'Where can I park, and does it cost anything?',
    'Is the centre accessible?',
    'I have lost something at the centre. What should I do?',
  ])
  const answer = faq.getByText(/Wheelchairs and mobility scooters can be borrowed/)
  await expect(answer).toBeHidden()
  await faq.getByText('Is the centre accessible?').focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await expect(faq.getByText(/Parking is free, with over 1,200/)).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(answer).toBeHidden()
})

test('the centre map PDF is published at its Drupal path', async ({ page }) => {
  const response = await page.request.get(url(fixtures.centreMapPdf.path))
  expect(response.status()).toBe(200)
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto(url('/no-such-page/'))
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1').first().textContent()).resolves.toBe('Page Not Found')
  expect(await page.getByText("This page doesn't exist.").count()).toBe(1)
  expect(await page.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/')
})
