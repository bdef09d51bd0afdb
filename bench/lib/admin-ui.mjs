// bench:publish --admin-ui: the editor's saves as the editor makes them, in Drupal's admin UI in
// Chromium, logged in as the editor account. Each kind of edit is prepared first (the form
// opened and filled, not timed), then saved: the click on Save starts the clock, and the page
// Drupal answers with (its status message) says the save is done.
import { launchChromium, logInToDrupal } from '../../toolkit/chromium.mjs'

/** Text as Drupal's Twig escapes it in a page (the titles used here have only `&`). */
export const escapeHtml = (text) => text.replace(/&/g, '&amp;')

/**
 * Chromium logged in to Drupal as `account`.
 * @param {string} drupalUrl
 * @param {{ name: string, password: string }} account
 */
export async function editorInChromium(drupalUrl, account) {
  const browser = await launchChromium()
  const page = await browser.newPage()
  await logInToDrupal(page, drupalUrl, account)
  return { page, close: () => browser.close() }
}

/**
 * Clicks Save and waits for Drupal's status message to say `saved`.
 * @param {import('playwright-core').Page} page
 * @param {string} saved
 */
async function pressSave(page, saved) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const message = page.getByRole('contentinfo', { name: 'Status message' })
  await message.filter({ hasText: saved }).waitFor({ timeout: 60_000 })
}

/**
 * The kinds of edit, each `(i) => { save, route, served }`: `save` presses Save on the form
 * the kind has filled in; the change is served when `served(body, status)` holds for `route`.
 * @param {object} parts
 * @param {import('playwright-core').Page} parts.page the editor's page
 * @param {string} parts.drupalUrl
 * @param {{ nid: number, title: string, route: string }} parts.store a published store
 * @param {{ id: number, title: string }} parts.menuLink a main-menu link
 * @param {string} parts.runId tells this run's offers and redirects from any other
 */
export function adminUiKinds({ page, drupalUrl, store, menuLink, runId }) {
  const changeToPublished = async () => {
    const changeTo = page.getByLabel('Change to')
    if (await changeTo.count()) await changeTo.selectOption({ label: 'Published' })
  }
  return {
    'store title': async (i) => {
      const title = `${store.title} ${i % 2 ? 'Outlet' : 'Store'} ${i}`
      await page.goto(`${drupalUrl}/node/${store.nid}/edit`)
      await page.getByRole('textbox', { name: 'Title' }).fill(title)
      await changeToPublished()
      return {
        save: () => pressSave(page, `${title} has been updated`),
        route: store.route,
        served: (html) => html.includes(escapeHtml(title)),
      }
    },
    'new offer': async (i) => {
      const title = `Bench Offer ${runId} ${i}`
      await page.goto(`${drupalUrl}/node/add/offer`)
      await page.getByRole('textbox', { name: 'Title' }).fill(title)
      await page.getByRole('textbox', { name: 'Store *' }).fill(`${store.title} (${store.nid})`)
      await page.getByRole('textbox', { name: 'Date *', exact: true }).fill('2030-12-31')
      await page.getByLabel('Save as').selectOption({ label: 'Published' })
      return {
        save: () => pressSave(page, `${title} has been created`),
        route: '/offers/',
        served: (html) => html.includes(escapeHtml(title)),
      }
    },
    'menu link': async (i) => {
      const title = `${menuLink.title} ${i}`
      await page.goto(`${drupalUrl}/admin/structure/menu/item/${menuLink.id}/edit`)
      await page.getByRole('textbox', { name: 'Menu link title *' }).fill(title)
      return {
        save: () => pressSave(page, 'The menu link has been saved'),
        route: '/',
        served: (html) => html.includes(escapeHtml(title)),
      }
    },
    redirect: async (i) => {
      const from = `bench-${runId}-${i}`
      await page.goto(`${drupalUrl}/admin/config/search/redirect/add`)
      const source = page.getByRole('textbox', { name: 'Path *' })
      await source.fill(from)
      // The field checks the path when it loses focus, disabled meanwhile (and a disabled
      // field is not sent): Save waits for the check.
      await source.press('Tab')
      await source.and(page.locator(':enabled')).waitFor()
      await page.getByRole('textbox', { name: 'To *' }).fill('/stores')
      return {
        save: () => pressSave(page, 'The redirect has been saved'),
        route: `/${from}`,
        served: (_body, status) => status === 301,
      }
    },
  }
}
