// What's on: listing filters (and the URL), visibility, event ranges, event and article pages,
// the .ics download, the events feed to subscribe to, and the home page's events preview.
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import fixtures from '../cms/snapshot/fixtures.json'
import { SHIFT_DAYS } from './support/build-day'
import { checkA11y, collectConsoleErrors, expect, test, url } from './support/fixtures'

const ZONE = 'Australia/Canberra'
// The demo CMS shifted every stored date to the build's day (see support/build-day.ts).
const shift = SHIFT_DAYS
const shifted = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).plus({ days: shift })

const events = Object.entries(fixtures)
  .filter(([key]) => key.startsWith('event'))
  .map(
    ([, value]) =>
      value as { title: string; path: string; startDate: string; endDate: string | null },
  )
const articles = Object.entries(fixtures)
  .filter(([key]) => key.startsWith('article'))
  .map(
    ([, value]) =>
      value as { title: string; type: string; publishDate: string; expiryDate: string | null },
  )
const today = DateTime.now().setZone(ZONE).toISODate()!
const visibleArticles = articles.filter(
  (a) =>
    shifted(a.publishDate).toISODate()! <= today &&
    (!a.expiryDate || shifted(a.expiryDate).toISODate()! >= today),
)

/** The kinds of card listed (each once, sorted), once they are `expected` or after 5 s. */
async function kindsListed(page: Page, expected: string[]) {
  const read = async () =>
    [
      ...new Set(
        await page
          .locator('[data-testid="whats-on-card"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind'))),
      ),
    ].sort()
  const want = [...expected].sort().join()
  for (let i = 0; i < 50 && (await read()).join() !== want; i += 1) await page.waitForTimeout(100)
  return read()
}

async function cards(page: Page) {
  return page.locator('[data-testid="whats-on-card"] h2').allInnerTexts()
}

async function pressed(page: Page) {
  return page.locator('button[aria-pressed="true"]').allInnerTexts()
}

for (const [query, label] of [
  ['', 'All'],
  ['?filter=events', 'Events'],
  ['?filter=news', 'News'],
  ['?filter=articles', 'Articles'],
  ['?filter=blog', 'Blog'],
]) {
  test(`/whats-on/${query} preselects ${label} and lists the matching items`, async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page, { ignore: [/Failed to load resource/] })
    await page.goto(url(`/whats-on/${query}`), { waitUntil: 'networkidle' })
    await page.waitForFunction(
      (l) => document.querySelector('button[aria-pressed="true"]')?.textContent === l,
      label,
    )
    expect(await pressed(page)).toEqual([label])
    const titles = await cards(page)
    const kinds = await page
      .locator('[data-testid="whats-on-card"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))
    const allowed: Record<string, string[]> = {
      All: ['event', 'news', 'blog'],
      Events: ['event'],
      News: ['news'],
      Articles: ['news', 'blog'],
      Blog: ['blog'],
    }
    expect(new Set(kinds)).toEqual(new Set(allowed[label]))
    const expected = [
      ...(allowed[label].includes('event') ? events.map((e) => e.title) : []),
      ...visibleArticles.filter((a) => allowed[label].includes(a.type)).map((a) => a.title),
    ]
    expect(titles).toEqual(expect.arrayContaining(expected))
    // Future-dated and expired articles never appear.
    expect(titles).not.toContain(fixtures.articleFuture.title)
    expect(titles).not.toContain(fixtures.articleFutureBlog.title)
    expect(titles).not.toContain(fixtures.articleExpired.title)
    expect(consoleErrors.errors).toEqual([])
    expect(await checkA11y(page)).toEqual([])
  })
}

test('choosing a filter updates the list and the URL; items are newest first', async ({
  openPage,
}) => {
  const page = await openPage('mobile')
  await page.goto(url('/whats-on/'), { waitUntil: 'networkidle' })
  expect(await kindsListed(page, ['blog', 'event', 'news'])).toEqual(['blog', 'event', 'news'])
  await page.getByRole('button', { name: 'Events' }).click()
  expect(new URL(page.url()).search).toBe('?filter=events')
  expect(await kindsListed(page, ['event'])).toEqual(['event'])
  const byStart = [...events]
    .sort((a, b) => b.startDate.localeCompare(a.startDate))
    .map((e) => e.title)
  const titles = await cards(page)
  expect(titles.filter((t) => byStart.includes(t))).toEqual(byStart)
  await page.getByRole('button', { name: 'News' }).click()
  expect(new URL(page.url()).search).toBe('?filter=news')
  expect(await kindsListed(page, ['news'])).toEqual(['news'])
  await page.getByRole('button', { name: 'All' }).click()
  expect(new URL(page.url()).search).toBe('')
  expect(await kindsListed(page, ['blog', 'event', 'news'])).toEqual(['blog', 'event', 'news'])
})

test('an unknown filter shows the empty state', async ({ openPage }) => {
  const page = await openPage('mobile')
  await page.goto(url('/whats-on/?filter=nothing-matches'), { waitUntil: 'networkidle' })
  await page.waitForSelector('text=Nothing here yet, but watch this space!')
  expect(await page.locator('[data-testid="whats-on-card"]').count()).toBe(0)
})

function rangeText(start: string, end: string | null): string {
  const s = shifted(start)
  const e = end ? shifted(end) : null
  if (!e || e.hasSame(s, 'day')) return s.toFormat('d MMMM yyyy')
  if (e.hasSame(s, 'month')) return `${s.toFormat('d')} — ${e.toFormat('d MMMM yyyy')}`
  if (e.hasSame(s, 'year')) return `${s.toFormat('d MMMM')} — ${e.toFormat('d MMMM yyyy')}`
  return `${s.toFormat('d MMMM yyyy')} — ${e.toFormat('d MMMM yyyy')}`
}

test('event cards show their date ranges', async ({ page }) => {
  await page.goto(url('/whats-on/?filter=events'), { waitUntil: 'networkidle' })
  for (const key of [
    'eventTodaySingleDay',
    'eventCurrentSameMonth',
    'eventSameYear',
    'eventCurrentCrossYear',
    'eventNoEndDate',
  ] as const) {
    const event = fixtures[key] as { title: string; startDate: string; endDate: string | null }
    const card = page.locator('[data-testid="whats-on-card"]', {
      has: page.locator('h2', { hasText: event.title }),
    })
    expect(await card.locator('[data-testid="card-date"]').innerText()).toBe(
      rangeText(event.startDate, event.endDate),
    )
  }
  if (shift === 0) {
    const santa = page.locator('[data-testid="whats-on-card"]', { hasText: 'Santa Photos' })
    expect(await santa.locator('[data-testid="card-date"]').innerText()).toBe(
      '26 November — 28 December 2026',
    )
  }
})

test('an event page: back links, From/To, JSON-LD and the .ics file', async ({ openPage }) => {
  const page = await openPage('mobile')
  const event = fixtures.eventSameYear
  await page.goto(url(`${event.path}/`), { waitUntil: 'networkidle' })
  const back = page.getByRole('link', { name: 'Back to Events' })
  expect(await back.count()).toBe(2)
  expect(await back.first().getAttribute('href')).toBe('/whats-on/?filter=events')
  expect(await page.locator('h1').innerText()).toBe(event.title.toUpperCase())
  const dates = await page.locator('dl').innerText()
  expect(dates).toContain('From')
  expect(dates).toContain(shifted(event.startDate).toFormat('d MMM yyyy'))
  expect(dates).toContain('To')
  expect(dates).toContain(shifted(event.endDate).toFormat('d MMM yyyy'))
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
      t.includes('"Event"'),
    )!,
  )
  expect(ld).toMatchObject({ '@type': 'Event', name: event.title })
  expect(ld.startDate).toBe(shifted(event.startDate).toISO({ suppressMilliseconds: true }))

  const calendar = page.getByRole('link', { name: 'Add to calendar' })
  const href = await calendar.getAttribute('href')
  expect(href).toBe('/whats-on/events/santa-photos.ics')
  const response = await page.request.get(url(href!))
  expect(response.status()).toBe(200)
  const ics = await response.text()
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics).toContain('SUMMARY:Santa Photos\r\n')
  // On the centre's clock (Australia/Canberra, known to calendars as Australia/Sydney).
  expect(ics).toContain(
    `DTSTART;TZID=Australia/Sydney:${shifted(event.startDate).toFormat("yyyyMMdd'T'HHmmss")}\r\n`,
  )
  expect(ics).toContain(
    `DTEND;TZID=Australia/Sydney:${shifted(event.endDate).toFormat("yyyyMMdd'T'HHmmss")}\r\n`,
  )
  expect(ics).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n')
  expect(await checkA11y(page)).toEqual([])
})

test("What's on and each event page offer the events feed, which lists the events on the page", async ({
  page,
}) => {
  for (const path of ['/whats-on/', `${fixtures.eventSameYear.path}/`]) {
    await page.goto(url(path), { waitUntil: 'networkidle' })
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    const host = new URL(canonical!).host
    await expect(page.getByRole('link', { name: 'Subscribe to events' })).toHaveAttribute(
      'href',
      `webcal://${host}/whats-on/calendar.ics`,
    )
    await expect(page.getByRole('link', { name: 'Calendar feed (https)' })).toHaveAttribute(
      'href',
      '/whats-on/calendar.ics',
    )
  }
  const response = await page.request.get(url('/whats-on/calendar.ics'))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/calendar\b/)
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Australia/Sydney')
  const entries = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
  const inFeed = entries.filter((e) => !e.uid.startsWith('hours-')).map((e) => e.summary)

  // Every upcoming event (by its last day, as the build's day sees it), and no past one.
  const upcoming = (e: (typeof events)[number]) =>
    shifted(e.endDate ?? e.startDate).toISODate()! >= today
  const expected = events.filter(upcoming).map((e) => e.title)
  expect(expected.length).toBeGreaterThan(3)
  expect(inFeed).toEqual(expect.arrayContaining(expected))
  for (const past of events.filter((e) => !upcoming(e))) expect(inFeed).not.toContain(past.title)
  // Each one is an event the site lists.
  await page.goto(url('/whats-on/?filter=events'), { waitUntil: 'networkidle' })
  const listed = await page.locator('[data-testid="whats-on-card"] h2').allInnerTexts()
  expect(listed).toEqual(expect.arrayContaining(inFeed))
  // The centre's holiday closures and changed hours are in it too: those the trading hours
  // page lists, each on its day.
  await page.goto(url('/trading-hours/'), { waitUntil: 'networkidle' })
  const holidays = entries.filter((e) => e.uid.startsWith('hours-'))
  expect(holidays.length).toBeGreaterThan(0)
  expect(holidays).toHaveLength(await page.locator('[data-testid="holiday-row"]').count())
  for (const holiday of holidays) expect(holiday.startDate.isDate).toBe(true)
})

test('an article page: label to the filtered list, date, back link, JSON-LD', async ({ page }) => {
  const article = fixtures.articleCurrentNews
  await page.goto(url(`${article.path}/`), { waitUntil: 'networkidle' })
  const label = page.getByRole('link', { name: 'News article' })
  expect(await label.getAttribute('href')).toBe('/whats-on/?filter=news')
  expect(await page.locator('main time').first().innerText()).toBe(
    shifted(article.publishDate).toFormat('d MMMM yyyy'),
  )
  expect(await page.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe(
    '/whats-on/?filter=news',
  )
  const lds = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(lds.some((t) => t.includes('"NewsArticle"'))).toBe(true)
  expect(await checkA11y(page)).toEqual([])

  await page.goto(url(`${fixtures.articleExpiresToday.path}/`), { waitUntil: 'networkidle' })
  expect(await page.getByRole('link', { name: 'Blog post' }).getAttribute('href')).toBe(
    '/whats-on/?filter=blog',
  )
  expect(await page.getByRole('link', { name: 'Back to Blog' }).count()).toBe(1)
})

test("the home page's WHAT'S ON? block shows up to 3 upcoming events", async ({ openPage }) => {
  const page = await openPage('mobile')
  await page.goto(url('/'), { waitUntil: 'networkidle' })
  const block = page.locator('[data-testid="events-preview"]')
  expect(await block.locator('h2').innerText()).toBe("WHAT'S ON?")
  const titles = await block.locator('h3').allInnerTexts()
  const upcoming = events
    .filter((e) => shifted(e.endDate ?? e.startDate).toISODate()! >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, 3)
    .map((e) => e.title)
  expect(titles).toEqual(upcoming)
  expect(await block.getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe(
    '/whats-on/?filter=events',
  )
  const news = page.locator('[data-testid="latest-news"]')
  const newsTitles = await news.locator('h3').allInnerTexts()
  expect(newsTitles.length).toBeGreaterThan(0)
  expect(newsTitles).not.toContain(fixtures.articleFuture.title)
  expect(newsTitles).not.toContain(fixtures.articleExpired.title)
  expect(await checkA11y(page)).toEqual([])
})
