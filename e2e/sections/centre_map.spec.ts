// The centre map page: the demo plan with every store in its unit, each unit a link a screen
// reader names by shop, store and category; the list of stores A–Z beside it; searching,
// `?store=` and "Show on map"; keyboard and no-JavaScript use; axe on a phone and a desktop,
// before and during a search.
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

test('amenities are on the plan with their icons and names, and in the legend', async ({
  page,
}) => {
  await page.goto(url(MAP))
  const plan = page.getByRole('group', { name: 'Floor plan: Ground floor' })
  await expect(plan.getByRole('img', { name: 'Entrance: Main entrance' })).toHaveCount(1)
  await expect(plan.getByRole('img', { name: /^Toilets: / })).toHaveCount(3)
  await expect(plan.getByRole('img', { name: /^Car park entry: / })).toHaveCount(2)
  await expect(page.getByRole('list', { name: 'Amenities' }).getByRole('listitem')).toHaveText([
    'Toilets',
    'Accessible toilet',
    "Parents' room",
    'ATM',
    'Information desk',
    'Entrance',
    'Car park entry',
  ])
})

test('the list beside the plan has every store A–Z with its shop number', async ({ page }) => {
  await page.goto(url(MAP))
  const items = page
    .getByRole('heading', { name: 'Stores A–Z' })
    .locator('xpath=following-sibling::ol[1]')
    .getByRole('listitem')
  await expect(items).toHaveCount(stores.length)
  const first = [...stores].sort((a, b) => a.title.localeCompare(b.title, 'en-AU'))[0]
  await expect(items.first()).toHaveText(`${first.title} Shop ${first.shopNumber} Show on map`)
  await expect(items.first().getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
    'href',
    first.path,
  )
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

const wrens = stores.filter((s) => s.title.toLowerCase().includes('wren'))

for (const viewport of ['mobile', 'desktop'] as const) {
  test(`searching "wren" on ${viewport} highlights its units and lists them; axe finds nothing`, async ({
    openPage,
  }) => {
    const page = await openPage(viewport)
    await page.goto(url(MAP), { waitUntil: 'networkidle' })
    expect(await checkA11y(page)).toEqual([])
    await page.getByRole('searchbox', { name: 'Find a store on the map' }).fill('wren')
    const count = wrens.length === 1 ? '1 store matches' : `${wrens.length} stores match`
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      `${count} “wren”.`,
    )
    const plan = page.getByRole('group', { name: 'Floor plan: Ground floor' })
    const found = wrens.map((s) => `Shop ${s.shopNumber}, ${s.title}`)
    const highlighted = await plan
      .locator('a.unit.match')
      .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))
    expect(highlighted.map((name) => name?.replace(/, [a-z ]+$/, ''))).toEqual(found)
    const listed = page
      .getByRole('heading', { name: 'Stores A–Z' })
      .locator('xpath=following-sibling::ol[1]')
      .getByRole('listitem')
    await expect(listed).toHaveCount(wrens.length)
    expect(await checkA11y(page)).toEqual([])
  })
}

test('?store= brings the store into view, focuses its unit and says where it is', async ({
  page,
}) => {
  const store = byShop('HC1')
  const slug = store.path.split('/').at(-2)
  await page.goto(url(`${MAP}?store=${slug}`))
  const plan = page.getByRole('group', { name: 'Floor plan: Ground floor' })
  const unit = plan.getByRole('link', { name: new RegExp(`^Shop HC1, `) })
  await expect(unit).toBeFocused()
  await expect(unit).toHaveClass(/\bmatch\b/)
  await expect(page.getByRole('status').filter({ hasText: 'highlighted' })).toHaveText(
    `${store.title}: shop HC1, Ground floor, highlighted on the map.`,
  )
})

test('"Show on map" in the list shows that store on the plan', async ({ page }) => {
  await page.goto(url(MAP), { waitUntil: 'networkidle' })
  const store = byShop('F2')
  await page.getByRole('link', { name: `Show on map: ${store.title}` }).click()
  const unit = page.getByRole('link', { name: new RegExp(`^Shop F2, `) })
  await expect(unit).toBeFocused()
  await expect(page).toHaveURL(url(`${MAP}?store=${store.path.split('/').at(-2)}`))
})

test('a store page has a small plan of its level with its unit picked out', async ({ page }) => {
  const store = byShop('HC1')
  await page.goto(url(store.path))
  const info = page.getByTestId('store-info')
  await expect(info).toContainText('Store location - Shop number HC1')
  const plan = info.getByRole('img', {
    name: `${store.title} on the centre map: shop HC1, Ground floor`,
  })
  await expect(plan).toBeVisible()
  // The store's unit is drawn apart from the others, where the map page has it.
  const here = await plan.locator('.here > *').boundingBox()
  const planBox = (await plan.boundingBox())!
  expect(here!.x).toBeGreaterThan(planBox.x + planBox.width * 0.7)
})

test('a store page shows its store on the centre map', async ({ page }) => {
  const store = byShop('1')
  await page.goto(url(store.path))
  await page.getByRole('link', { name: 'Show on the centre map' }).click()
  await expect(page.getByRole('link', { name: new RegExp(`^Shop 1, `) })).toBeFocused()
})

/** A unit's width on screen, and where its middle is, in CSS pixels. */
async function unitBox(page: import('@playwright/test').Page, shop: string) {
  const box = (await page.locator(`a.unit[data-shop="${shop}"]`).boundingBox())!
  return { width: box.width, x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test('the zoom buttons make the plan larger and show the whole plan again', async ({ page }) => {
  await page.goto(url(MAP), { waitUntil: 'networkidle' })
  const whole = await unitBox(page, '1')
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect.poll(async () => (await unitBox(page, '1')).width).toBeGreaterThan(whole.width * 1.4)
  await page.getByRole('button', { name: 'Zoom out' }).click()
  await page.getByRole('button', { name: 'Whole plan' }).click()
  await expect
    .poll(async () => Math.round((await unitBox(page, '1')).width))
    .toBe(Math.round(whole.width))
})

test('by keyboard, + zooms in and the arrow keys move the plan', async ({ page }) => {
  await page.goto(url(MAP), { waitUntil: 'networkidle' })
  const unit = page.getByRole('link', { name: /^Shop 1, / })
  await unit.focus()
  const whole = await unitBox(page, '1')
  await page.keyboard.press('+')
  await expect.poll(async () => (await unitBox(page, '1')).width).toBeGreaterThan(whole.width)
  const zoomed = await unitBox(page, '1')
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await unitBox(page, '1')).x).toBeLessThan(zoomed.x - 20)
  await expect(unit).toBeFocused()
})

test('dragging the plan moves it without opening the store it started on', async ({ page }) => {
  await page.goto(url(MAP), { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await page.getByRole('button', { name: 'Zoom in' }).click()
  // The press starts on a store's unit, the first one fully in the plan's frame.
  const start = await page.locator('[data-zoomable]').evaluate((frame) => {
    const f = frame.getBoundingClientRect()
    const inFrame = [...frame.querySelectorAll('a.unit')]
      .map((a) => a.getBoundingClientRect())
      .find((r) => r.left > f.left && r.right < f.right && r.top > f.top && r.bottom < f.bottom)!
    return { x: inFrame.x + inFrame.width / 2, y: inFrame.y + inFrame.height / 2 }
  })
  const before = await unitBox(page, '1')
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + 60, start.y + 40, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => (await unitBox(page, '1')).x).toBeGreaterThan(before.x + 30)
  await expect(page).toHaveURL(url(MAP))
})

test('Ctrl + wheel zooms the plan; the wheel alone scrolls the page', async ({ page }) => {
  await page.goto(url(MAP), { waitUntil: 'networkidle' })
  const whole = await unitBox(page, '1')
  await page.mouse.move(whole.x, whole.y)
  await page.mouse.wheel(0, 200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  expect(Math.round((await unitBox(page, '1')).width)).toBe(Math.round(whole.width))
  const moved = await unitBox(page, '1')
  await page.mouse.move(moved.x, moved.y)
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, -200)
  await page.keyboard.up('Control')
  await expect.poll(async () => (await unitBox(page, '1')).width).toBeGreaterThan(whole.width)
})

for (const [viewport, shop] of [
  ['mobile', 'HC1'],
  ['desktop', '1'],
] as const) {
  test(`on ${viewport}, ?store= brings shop ${shop}'s unit into the plan’s frame, zoomed in`, async ({
    openPage,
  }) => {
    const page = await openPage(viewport)
    const store = byShop(shop)
    await page.goto(url(`${MAP}?store=${store.path.split('/').at(-2)}`), {
      waitUntil: 'networkidle',
    })
    const unit = page.getByRole('link', { name: new RegExp(`^Shop ${shop}, `) })
    await expect(unit).toBeFocused()
    await expect
      .poll(async () => {
        // Both measured each time: the page may still be scrolling the plan into view.
        const frame = (await page.locator('[data-zoomable]').boundingBox())!
        const box = (await unit.boundingBox())!
        return (
          box.x >= frame.x &&
          box.x + box.width <= frame.x + frame.width &&
          box.y >= frame.y &&
          box.y + box.height <= frame.y + frame.height
        )
      })
      .toBe(true)
    // Large enough to tap: at least 24 px each way.
    const box = (await unit.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  })
}
