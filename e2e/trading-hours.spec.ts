// Trading hours: today's status, default hours, upcoming holidays with hours or 'Closed'.
import { DateTime } from 'luxon'
import fixtures from '../cms/snapshot/fixtures.json'
import { SHIFT_DAYS } from './support/build-day'
import { checkA11y, expect, test, url } from './support/fixtures'

const ZONE = 'Australia/Canberra'
// The demo CMS shifted every stored date to the build's day (see support/build-day.ts).
const shift = SHIFT_DAYS

test('the trading hours page lists upcoming holidays only, with hours or Closed', async ({
  page,
}) => {
  await page.goto(url('/trading-hours/'), { waitUntil: 'networkidle' })
  const main = await page.locator('main').innerText()
  expect(main).toContain('Every day: 10am-6pm')
  expect(main).toMatch(/Open today: |Closed for /)
  const rows = page.locator('[data-testid="holiday-row"]')
  const christmas = rows.filter({ hasText: 'Christmas Day' })
  expect(await christmas.count()).toBe(1)
  expect(await christmas.locator('td').last().innerText()).toBe('Closed')
  const christmasDate = DateTime.fromISO(fixtures.holidayClosedUpcoming.date, {
    zone: ZONE,
  }).plus({
    days: shift,
  })
  expect(await christmas.locator('time').getAttribute('datetime')).toBe(christmasDate.toISODate())
  const boxing = rows.filter({ hasText: 'Boxing Day' })
  expect(await boxing.locator('td').last().innerText()).toBe('9am-7pm')
  // Past holidays are gone.
  expect(await rows.filter({ hasText: 'Labour Day' }).count()).toBe(0)
  expect(await rows.filter({ hasText: "King's Birthday" }).count()).toBe(0)
  expect(await checkA11y(page)).toEqual([])
})

test('on a phone the trading hours page passes axe', async ({ openPage }) => {
  const page = await openPage('mobile')
  await page.goto(url('/trading-hours/'), { waitUntil: 'networkidle' })
  expect(await page.locator('[data-testid="holiday-row"]').count()).toBeGreaterThan(0)
  expect(await checkA11y(page)).toEqual([])
})
