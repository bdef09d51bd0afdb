// The centre map page: the demo plan with every store in its unit, each unit a link a screen
// reader names by shop, store and category; the list of stores A–Z beside it; keyboard and
// no-JavaScript use; axe on a phone and a desktop.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { checkA11y, expect, test, url } from '../support/fixtures'

const MAP = '/centre-map/'

/** The demo stores (title, path) as the snapshot records them. */
const stores: { title: string; path: string; shopNumber: string }[] = JSON.parse(
  readFileSync(path.join(__dirname, '../../cms/snapshot/resources/node--store.json'), 'utf8'),
).data.map((s: { attributes: Record<string, { alias?: string } & string> }) => ({
  title: s.attributes.title,
  path: `${s.attributes.path.alias}/`,
  shopNumber: s.attributes.field_shop_number,
}))
const byShop = (shopNumber: string) => stores.find((s) => s.shopNumber === shopNumber)!

test('every store is in its unit on the plan, a link named by shop, store and category', async ({
  page,
}) => {
  await page.goto(url(MAP))
  const plan = page.getByRole('group', { name: 'Floor plan: Ground floor' })
  await expect(plan.getByRole('link')).toHaveCount(stores.length)
  const willow = byShop('1')
  const unit = plan.getByRole('link', { name: `Shop 1, ${willow.title}, fashion` })
  await expect(unit).toHaveAttribute('href', willow.path)
  // Units no store names are drawn, as vacant, but are not links.
  await expect(plan.locator('.vacant')).toHaveCount(3)
})

test('the list beside the plan has every store A–Z with its shop number', async ({ page }) => {
  await page.goto(url(MAP))
  const items = page
    .getByRole('heading', { name: 'Stores A–Z' })
    .locator('xpath=following-sibling::ol[1]')
    .getByRole('listitem')
  await expect(items).toHaveCount(stores.length)
  const first = [...stores].sort((a, b) => a.title.localeCompare(b.title, 'en-AU'))[0]
  await expect(items.first()).toHaveText(`${first.title} Shop ${first.shopNumber}`)
  await expect(items.first().getByRole('link')).toHaveAttribute('href', first.path)
})

test('by keyboard alone, a visitor reaches a unit on the plan and opens its store', async ({
  page,
}) => {
  await page.goto(url(MAP))
  const plan = page.getByRole('group', { name: 'Floor plan: Ground floor' })
  await page.getByRole('heading', { name: 'Find a store' }).click()
  let name = ''
  for (let press = 0; press < 10 && !name.startsWith('Shop '); press++) {
    await page.keyboard.press('Tab')
    name = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? ''
  }
  expect(name).toMatch(/^Shop \d+, /)
  await expect(plan.getByRole('link', { name })).toBeFocused()
  const store = stores.find((s) => name.startsWith(`Shop ${s.shopNumber}, ${s.title}`))!
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(url(store.path))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.title)
})

test('without JavaScript the plan and the list are there and their links work', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(url(MAP))
  const plan = page.getByRole('group', { name: 'Floor plan: Ground floor' })
  await expect(plan.getByRole('link')).toHaveCount(stores.length)
  const store = byShop('HC1')
  await plan.getByRole('link', { name: new RegExp(`^Shop HC1, `) }).click()
  await expect(page).toHaveURL(url(store.path))
  await context.close()
})

for (const viewport of ['mobile', 'desktop'] as const) {
  test(`axe finds nothing on the centre map on ${viewport}`, async ({ openPage }) => {
    const page = await openPage(viewport)
    await page.goto(url(MAP), { waitUntil: 'networkidle' })
    expect(await checkA11y(page)).toEqual([])
  })
}
