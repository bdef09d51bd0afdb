/**
 * Preview for editors on the real Drupal: `npm run preview` (gatsby develop in preview mode
 * behind preview/preview-server.mjs) and the node form's "Open Gatsby Preview" button,
 * pressed in Drupal's admin UI as the editor. The preview shows the draft just saved in the
 * site's own design with the "Preview — not published" banner; it answers 401 without the
 * editor's credentials; gatsby develop itself listens on the loopback only.
 * Needs `npm run drupal:install` (npm test runs it; TEST_CMS=replay leaves this file out).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'

import { contextOptions } from './support/browser-options'
import { drush, logInAsEditor, serveDrupal } from './support/drupal'
import { expect, test } from './support/fixtures'

test.describe.configure({ mode: 'serial', timeout: 10 * 60_000 })

const repo = path.resolve(__dirname, '..')
const DRUPAL_PORT = Number(process.env.E2E_DRUPAL_PREVIEW_PORT) || 8894
const DRUPAL = `http://127.0.0.1:${DRUPAL_PORT}`
const PREVIEW_PORT = DRUPAL_PORT + 1200
const PREVIEW = `http://127.0.0.1:${PREVIEW_PORT}`
const SECRET = 'e2e-preview-callback-secret-0123456789'
const BANNER = 'Preview — not published'

const accounts = JSON.parse(
  readFileSync(path.join(repo, 'drupal', '.data', 'credentials.json'), 'utf8'),
) as Record<'editor' | 'build', { name: string; password: string }>
const basic = (a: { name: string; password: string }) =>
  `Basic ${Buffer.from(`${a.name}:${a.password}`).toString('base64')}`

let drupal: { stop: () => Promise<void> } | undefined
let preview: ChildProcess | undefined
let output = ''
let workDir: string
let developPort = 0
/** The store the editor drafts, as it was. */
let store: { id: string; nid: number; title: string; path: string; body: string }
const created: Array<{ type: string; id: string }> = []
/** Other published nodes given a draft, with their titles. */
const drafted: Array<{ nid: number; title: string }> = []

async function jsonapi(method: string, url: string, body?: unknown) {
  const res = await fetch(`${DRUPAL}${url}`, {
    method,
    headers: {
      Authorization: basic(accounts.editor),
      Accept: 'application/vnd.api+json',
      ...(body ? { 'Content-Type': 'application/vnd.api+json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`)
  return text ? JSON.parse(text) : null
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000)
  drupal = await serveDrupal(DRUPAL_PORT, {
    DRUPAL_PREVIEW_URL: PREVIEW,
    DRUPAL_PREVIEW_CALLBACK_URL: `${PREVIEW}/__preview/callback/${SECRET}`,
  })
  const found = await jsonapi(
    'GET',
    `/jsonapi/node/store?filter[title]=${encodeURIComponent('Ridgeline Menswear')}`,
  )
  const a = found.data[0].attributes
  store = {
    id: found.data[0].id,
    nid: a.drupal_internal__nid,
    title: a.title,
    path: `${a.path.alias}/`,
    body: a.body.value,
  }
  workDir = mkdtempSync(path.join(os.tmpdir(), 'preview-e2e-'))
  preview = spawn(process.execPath, [path.join(repo, 'preview', 'main.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      DRUPAL_BASE_URL: DRUPAL,
      DRUPAL_PORT: String(DRUPAL_PORT),
      PREVIEW_PORT: String(PREVIEW_PORT),
      PREVIEW_CALLBACK_SECRET: SECRET,
      PREVIEW_WORK_DIR: workDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  preview.stdout!.on('data', (d) => (output += d))
  preview.stderr!.on('data', (d) => (output += d))
  const end = Date.now() + 12 * 60_000
  while (!/Preview at http/.test(output)) {
    if (preview.exitCode !== null || Date.now() > end) {
      throw new Error(`The preview did not start:\n${output.slice(-4000)}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  developPort = Number(/gatsby develop on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1])
})

test.afterAll(async () => {
  // The store as it was, published as its latest revision (JSON:API cannot save a node with a
  // pending draft); the new content deleted.
  if (store) {
    drush(`
      $storage = \\Drupal::entityTypeManager()->getStorage('node');
      $node = $storage->load(${store.nid});
      $node->setTitle(${JSON.stringify(store.title)});
      $node->set('body', ['value' => ${JSON.stringify(store.body)}, 'format' => 'basic_html']);
      $node->set('moderation_state', 'published');
      $node->setNewRevision(TRUE);
      $node->save();`)
  }
  for (const { nid, title } of drafted) {
    drush(`
      $node = \\Drupal::entityTypeManager()->getStorage('node')->load(${nid});
      $node->setTitle(${JSON.stringify(title)});
      $node->set('moderation_state', 'published');
      $node->setNewRevision(TRUE);
      $node->save();`)
  }
  for (const { type, id } of created) {
    await jsonapi('DELETE', `/jsonapi/node/${type}/${id}`).catch(() => {})
  }
  if (preview && preview.exitCode === null) {
    const exited = new Promise((resolve) => preview!.once('exit', resolve))
    preview.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))])
  }
  await drupal?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

/** A browser logged in to Drupal as the editor, whose basic auth the preview accepts. */
async function editorPage(browser: Browser) {
  const context = await browser.newContext({
    ...contextOptions('desktop'),
    httpCredentials: {
      username: accounts.editor.name,
      password: accounts.editor.password,
      origin: PREVIEW,
    },
  })
  const page = await context.newPage()
  await logInAsEditor(page, DRUPAL)
  return page
}

/** Presses "Open Gatsby Preview" and returns the preview window, with the seconds it took. */
async function openPreview(page: Page) {
  const started = Date.now()
  const popup = page.waitForEvent('popup', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Open Gatsby Preview' }).click()
  const win = await popup
  return { win, started }
}

test('the preview answers 401 without an editor’s credentials, and gatsby develop only on the loopback', async () => {
  for (const headers of [
    {} as Record<string, string>,
    { Authorization: basic({ name: accounts.editor.name, password: 'wrong' }) },
    { Authorization: basic(accounts.build) },
  ]) {
    const res = await fetch(`${PREVIEW}${store.path}`, { headers })
    expect(res.status).toBe(401)
    expect(await res.text()).not.toContain(store.title)
  }
  const ok = await fetch(`${PREVIEW}${store.path}`, {
    headers: { Authorization: basic(accounts.editor) },
  })
  expect(ok.status).toBe(200)
  expect(ok.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  const graphiql = await fetch(`${PREVIEW}/___graphql`, {
    headers: { Authorization: basic(accounts.editor) },
  })
  expect(graphiql.status).toBe(404)

  // gatsby develop listens on 127.0.0.1 only: not on the machine's other addresses.
  expect(developPort).toBeGreaterThan(0)
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address
  for (const address of [outside, '::1'].filter(Boolean) as string[]) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: address, port: developPort }, () => {
        socket.destroy()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    expect([address, connected]).toEqual([address, false])
  }
})

test('a draft of a published store opens in the preview in the site’s design, with the banner', async ({
  browser,
}) => {
  const DRAFT = 'Ridgeline Menswear Preview Draft'
  const SENTENCE = 'A sentence only the preview shows.'
  const page = await editorPage(browser)
  await page.goto(`${DRUPAL}/node/${store.nid}/edit`)
  await page.getByRole('textbox', { name: 'Title' }).fill(DRAFT)
  await page
    .getByRole('textbox', { name: /Rich Text Editor/ })
    .first()
    .click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(` ${SENTENCE}`)
  const { win, started } = await openPreview(page)
  await expect(win.getByRole('heading', { level: 1, name: DRAFT })).toBeVisible({ timeout: 30_000 })
  const seconds = (Date.now() - started) / 1000
  console.log(`preview of a store draft visible ${seconds.toFixed(1)} s after the press`)
  expect(new URL(win.url()).pathname).toBe(store.path)
  await expect(win.getByText(BANNER)).toBeVisible()
  await expect(win.getByText(SENTENCE)).toBeVisible()
  await expect(win.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')

  // The public site (the build the browser tests serve) still shows the published title.
  const publicPage = await (await fetch(`${process.env.E2E_BASE_URL}${store.path}`)).text()
  expect(publicPage).toContain(store.title)
  expect(publicPage).not.toContain(DRAFT)
  // Drupal kept it as a draft: the published store is unchanged for everyone else.
  const published = await fetch(
    `${DRUPAL}/jsonapi/node/store/${store.id}?fields[node--store]=title,moderation_state`,
  )
  expect((await published.json()).data.attributes.title).toBe(store.title)
  await page.context().close()
})

test('a draft of a page built from sections opens in the preview with its sections', async ({
  browser,
}) => {
  const found = await jsonapi(
    'GET',
    `/jsonapi/node/page?filter[title]=${encodeURIComponent('Centre information')}`,
  )
  const page = found.data[0]
  const DRAFT = 'Centre information Preview Draft'
  drafted.push({ nid: page.attributes.drupal_internal__nid, title: page.attributes.title })
  const editor = await editorPage(browser)
  await editor.goto(`${DRUPAL}/node/${page.attributes.drupal_internal__nid}/edit`)
  await editor.getByRole('textbox', { name: 'Title' }).fill(DRAFT)
  const { win } = await openPreview(editor)
  await expect(win.getByRole('heading', { level: 1, name: DRAFT })).toBeVisible({ timeout: 30_000 })
  expect(new URL(win.url()).pathname).toBe(`${page.attributes.path.alias}/`)
  await expect(win.getByText(BANNER)).toBeVisible()
  // Its sections are there, in the site's design, as on the public page.
  const publicPage = await (
    await fetch(`${process.env.E2E_BASE_URL}${page.attributes.path.alias}/`)
  ).text()
  const publicHeadings = [...publicPage.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1])
  expect(publicHeadings.length).toBeGreaterThan(0)
  for (const heading of publicHeadings.slice(0, 3)) {
    await expect(win.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible()
  }
  expect(publicPage).not.toContain(DRAFT)
  await editor.context().close()
})

test('a brand-new event and a new offer, never published, are shown only in the preview', async ({
  browser,
}) => {
  const page = await editorPage(browser)
  // New content is saved as a draft once; its edit form then has the preview button.
  await page.goto(`${DRUPAL}/node/add/event`)
  const EVENT = 'Preview Only Lantern Walk'
  await page.getByRole('textbox', { name: 'Title' }).fill(EVENT)
  await page.getByRole('textbox', { name: 'Date *', exact: true }).first().fill('2030-06-01')
  await page.getByRole('textbox', { name: 'Time *', exact: true }).first().fill('18:00:00')
  await page.getByLabel('Save as').selectOption({ label: 'Draft' })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('contentinfo', { name: 'Status message' })).toContainText(
    `${EVENT} has been created`,
  )
  const events = await jsonapi(
    'GET',
    `/jsonapi/node/event?filter[title]=${encodeURIComponent(EVENT)}`,
  )
  created.push(...events.data.map((e: { id: string }) => ({ type: 'event', id: e.id })))
  expect(events.data[0].attributes.status).toBe(false)
  await page.goto(`${DRUPAL}/node/${events.data[0].attributes.drupal_internal__nid}/edit`)
  const { win } = await openPreview(page)
  await expect(win.getByRole('heading', { level: 1, name: EVENT })).toBeVisible({ timeout: 30_000 })
  await expect(win.getByText(BANNER)).toBeVisible()
  expect(new URL(win.url()).pathname).toBe('/whats-on/events/preview-only-lantern-walk/')

  await page.goto(`${DRUPAL}/node/add/offer`)
  const OFFER = 'Preview Only Offer'
  await page.getByRole('textbox', { name: 'Title' }).fill(OFFER)
  await page.getByRole('textbox', { name: 'Store *' }).fill(`${store.title} (${store.nid})`)
  await page.getByRole('textbox', { name: 'Date *', exact: true }).fill('2030-12-31')
  await page.getByLabel('Save as').selectOption({ label: 'Draft' })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const offers = await jsonapi(
    'GET',
    `/jsonapi/node/offer?filter[title]=${encodeURIComponent(OFFER)}`,
  )
  created.push(...offers.data.map((o: { id: string }) => ({ type: 'offer', id: o.id })))
  await page.goto(`${DRUPAL}/node/${offers.data[0].attributes.drupal_internal__nid}/edit`)
  const offer = await openPreview(page)
  await expect(offer.win.getByRole('heading', { level: 1, name: OFFER })).toBeVisible({
    timeout: 30_000,
  })
  // Not on the public JSON:API, so never in a public build.
  const anonymous = await fetch(`${DRUPAL}/jsonapi/node/offer/${offers.data[0].id}`)
  expect([401, 403]).toContain(anonymous.status)
  expect(await anonymous.text()).not.toContain(OFFER)
  await page.context().close()
})
