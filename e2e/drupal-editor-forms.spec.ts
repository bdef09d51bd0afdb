/**
 * Drupal's editing forms as the editor reads them, in the admin UI (Claro) at 1440 px: a
 * store's categories as their tree, the date in each holiday row, the offer's Store field
 * explained, and job applications in a table of the columns an editor needs.
 * Needs `npm run drupal:install` (npm test runs it; TEST_CMS=replay leaves this file out).
 */
import type { Page } from '@playwright/test'

import { jobForm, ORIGIN } from '../cms/__tests__/form-requests'
import { deleteSubmissions, logInAsEditor, serveDrupal } from './support/drupal'
import { expect, test } from './support/fixtures'

const PORT = Number(process.env.E2E_DRUPAL_FORMS_UI_PORT) || 8896
const DRUPAL = `http://127.0.0.1:${PORT}`

let server: { stop: () => Promise<void> } | undefined
test.beforeAll(async () => {
  server = await serveDrupal(PORT)
})
test.afterAll(async () => {
  deleteSubmissions()
  await server?.stop()
})

const logIn = (page: Page) => logInAsEditor(page, DRUPAL)

test("a store's categories are a tree: top levels bold, their children beneath them", async ({
  page,
}) => {
  await logIn(page)
  await page.goto(`${DRUPAL}/node/1/edit`)
  const categories = page.getByRole('group', { name: 'Categories' })
  const labels = await categories
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
    )
  expect(labels.length).toBeGreaterThan(40)
  expect(labels.filter((l) => l.startsWith('-'))).toEqual([])
  const box = async (name: string) =>
    (await categories.getByRole('checkbox', { name, exact: true }).boundingBox())!
  const home = await box('Home')
  const appliances = await box('Appliances')
  expect(appliances.x - home.x).toBeGreaterThanOrEqual(24)
  expect((await box('Family')).x).toBe(home.x)
  const weight = (name: string) =>
    categories
      .getByText(name, { exact: true })
      .evaluate((label) => Number(getComputedStyle(label).fontWeight))
  expect(await weight('Fashion')).toBeGreaterThanOrEqual(700)
  expect(await weight('Swimwear')).toBeLessThan(700)
})

test('each holiday row of the opening hours says its date', async ({ page }) => {
  await logIn(page)
  await page.goto(`${DRUPAL}/admin/content/block`)
  await page.getByRole('link', { name: 'Opening hours', exact: true }).click()
  await expect(page.getByRole('heading', { name: /Edit content block/ })).toBeVisible()
  const rows = await page.locator('.paragraphs-summary, .paragraphs-description').allInnerTexts()
  expect(rows.length).toBeGreaterThanOrEqual(10)
  for (const row of rows) {
    expect(row).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, /)
  }
  const goodFridays = rows.filter((r) => r.includes('Good Friday'))
  expect(goodFridays).toHaveLength(2)
  expect(goodFridays[0]).not.toBe(goodFridays[1])
})

test("the offer's Store field says what it is for", async ({ page }) => {
  await logIn(page)
  await page.goto(`${DRUPAL}/node/add/offer`)
  await expect(page.getByRole('textbox', { name: 'Store *' })).toHaveAccessibleDescription(
    /The store running the offer: start typing its name/,
  )
})

test('job applications are a table of the columns an editor reads, as wide as the screen', async ({
  page,
}) => {
  deleteSubmissions()
  const sent = await fetch(`${DRUPAL}/restful_forms/submitForm`, {
    method: 'POST',
    body: jobForm(),
    headers: { Origin: ORIGIN },
  })
  expect(sent.status).toBe(201)
  await logIn(page)
  await page.goto(`${DRUPAL}/admin/structure/webform/manage/job_application/results/submissions`)
  const table = page.getByRole('table')
  const headers = await table.getByRole('columnheader').allInnerTexts()
  expect(headers.map((h) => h.replace(/\s*Sort.*$/s, '').trim())).toEqual([
    '#',
    'Created',
    'Full Name',
    'Email',
    'Position',
    'Retailer',
    'Resume',
    'Operations',
  ])
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText('Ann Lee')
  await expect(row).toContainText('Store Manager')
  await expect(row).toContainText('Ridgeline Menswear')
  await expect(row.getByRole('link', { name: /cv.*\.pdf/ })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440)
})
