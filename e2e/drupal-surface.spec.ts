// What the real Drupal gives a visitor who is not logged in, probed as an attacker would (the
// form endpoint's own refusals are in drupal-forms.spec.ts): JSON:API lists and serves only the
// resource types the website's build reads, nothing can be written anonymously, private files
// stay private, nobody can register. Needs `npm run drupal:install` (npm test runs it;
// TEST_CMS=replay leaves this file out).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { jobForm, ORIGIN } from '../cms/__tests__/form-requests'
import { isSourcedType } from '../gatsby/source/drupal-types.cjs'
import {
  deleteSubmissions,
  drush,
  fillRedirectSource,
  logInAsEditor,
  serveDrupal,
} from './support/drupal'
import { expect, test } from './support/fixtures'

const PORT = Number(process.env.E2E_DRUPAL_SURFACE_PORT) || 8893
const BASE = `http://127.0.0.1:${PORT}`
const JSONAPI = 'application/vnd.api+json'

const accounts = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'drupal', '.data', 'credentials.json'), 'utf8'),
) as Record<'build', { name: string; password: string }>
const buildAuth = {
  Authorization: `Basic ${Buffer.from(`${accounts.build.name}:${accounts.build.password}`).toString('base64')}`,
}

let server: { stop: () => Promise<void> } | undefined
test.beforeAll(async () => {
  server = await serveDrupal(PORT)
})
test.afterAll(async () => {
  await server?.stop()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${BASE}${url}`, { headers: { Accept: JSONAPI, ...headers }, redirect: 'manual' })

/** Config entities, users, webforms and content types the site does not show. */
const NOT_FOR_THE_SITE = [
  '/jsonapi/block/block',
  '/jsonapi/node_type/node_type',
  '/jsonapi/field_config/field_config',
  '/jsonapi/user_role/user_role',
  '/jsonapi/user/user',
  '/jsonapi/webform/webform',
  '/jsonapi/webform_submission/job_application',
  '/jsonapi/webform_submission/colouring_competition',
  '/jsonapi/block_content/basic',
  '/jsonapi/taxonomy_term/tags',
  '/jsonapi/menu/menu',
  '/jsonapi/path_alias/path_alias',
  '/jsonapi/gatsby_log_entity/gatsby_log_entity',
  '/jsonapi/jsonapi_resource_config/jsonapi_resource_config',
]

test('the JSON:API index lists only the resource types the build reads', async () => {
  const res = await get('/jsonapi')
  expect(res.status).toBe(200)
  const types = Object.keys((await res.json()).links).filter((t) => t !== 'self')
  expect(types.filter((t) => !isSourcedType(t))).toEqual([])
  for (const t of [
    'node--store',
    'paragraph--hero_slider',
    'taxonomy_term--category',
    'file--file',
  ])
    expect(types).toContain(t)
})

for (const url of NOT_FOR_THE_SITE) {
  test(`${url} gives no data, to a visitor or to the build`, async () => {
    for (const headers of [{}, buildAuth]) {
      const res = await get(url, headers)
      expect(res.status).toBe(404)
      expect(JSON.stringify(await res.json().catch(() => ({})))).not.toContain('"attributes"')
    }
  })
}

test('the build account reads what the site needs, menu links included', async () => {
  for (const url of [
    '/jsonapi/node/store',
    '/jsonapi/paragraph/hero_slider',
    '/jsonapi/taxonomy_term/category',
    '/jsonapi/block_content/opening_hours',
    '/jsonapi/menu_link_content/menu_link_content',
  ]) {
    const res = await get(url, buildAuth)
    expect(res.status, url).toBe(200)
    expect((await res.json()).data.length, url).toBeGreaterThan(0)
  }
  // Core hides menu links from anyone without 'administer menu'.
  const anonymous = await (await get('/jsonapi/menu_link_content/menu_link_content')).json()
  expect(anonymous.data).toEqual([])
})

test('redirects: the build reads them and cannot change them; a visitor sees none', async () => {
  const built = await (await get('/jsonapi/redirect/redirect', buildAuth)).json()
  expect(
    built.data.map(
      (r: { attributes: { redirect_source: { path: string } } }) =>
        r.attributes.redirect_source.path,
    ),
  ).toEqual(expect.arrayContaining(['careers', 'map', 'gift-guide']))
  const anonymous = await (await get('/jsonapi/redirect/redirect')).json()
  expect(anonymous.data).toEqual([])
  const one = built.data[0]
  const changed = await fetch(`${BASE}/jsonapi/redirect/redirect/${one.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': JSONAPI, Accept: JSONAPI, ...buildAuth },
    body: JSON.stringify({
      data: { type: 'redirect--redirect', id: one.id, attributes: { status_code: 302 } },
    }),
  })
  expect(changed.status).toBe(403)
  const deleted = await fetch(`${BASE}/jsonapi/redirect/redirect/${one.id}`, {
    method: 'DELETE',
    headers: buildAuth,
  })
  expect(deleted.status).toBe(403)
  expect(
    drush(
      `echo \\Drupal\\redirect\\Entity\\Redirect::load(${one.attributes.drupal_internal__rid})->getStatusCode();`,
    ),
  ).toBe(String(one.attributes.status_code))
})

test("editors manage redirects, but not redirect's global settings", async ({ page }) => {
  await logInAsEditor(page, BASE)
  const status = async (url: string) => (await page.request.get(`${BASE}${url}`)).status()
  expect(await status('/admin/config/search/redirect')).toBe(200)
  expect(await status('/admin/config/search/redirect/add')).toBe(200)
  expect(await status('/admin/config/search/redirect/settings')).toBe(403)
  const visitor = await fetch(`${BASE}/admin/config/search/redirect`)
  expect(visitor.status).toBe(403)
  // A redirect from a page's own address would hide the page: the form says so.
  await page.goto(`${BASE}/admin/config/search/redirect/add`)
  await fillRedirectSource(page, 'stores/saffron-lane')
  await page.getByRole('textbox', { name: 'To *' }).fill('/jobs')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert')).toContainText(
    '/stores/saffron-lane is the address of the page Saffron Lane: a redirect from it would hide that page',
  )
  expect(drush(`echo count(\\Drupal\\redirect\\Entity\\Redirect::loadMultiple());`)).toBe('6')
})

test('nothing can be written through JSON:API without logging in', async () => {
  const store = (await (await get('/jsonapi/node/store?page[limit]=1')).json()).data[0]
  const write = (method: string, url: string, body: unknown) =>
    fetch(`${BASE}${url}`, {
      method,
      headers: { 'Content-Type': JSONAPI, Accept: JSONAPI },
      body: JSON.stringify(body),
    })
  const created = await write('POST', '/jsonapi/node/store', {
    data: { type: 'node--store', attributes: { title: 'Spam Store' } },
  })
  expect([401, 403]).toContain(created.status)
  const changed = await write('PATCH', `/jsonapi/node/store/${store.id}`, {
    data: { type: 'node--store', id: store.id, attributes: { title: 'Defaced' } },
  })
  expect([401, 403]).toContain(changed.status)
  const deleted = await fetch(`${BASE}/jsonapi/node/store/${store.id}`, { method: 'DELETE' })
  expect([401, 403]).toContain(deleted.status)
  const after = (await (await get(`/jsonapi/node/store/${store.id}`)).json()).data
  expect(after.attributes.title).toBe(store.attributes.title)
})

test('uploaded resumes are not listed or served to a visitor', async () => {
  deleteSubmissions()
  const sent = await fetch(`${BASE}/restful_forms/submitForm`, {
    method: 'POST',
    body: jobForm(),
    headers: { Origin: ORIGIN },
  })
  expect(sent.status).toBe(201)
  const files = await (await get('/jsonapi/file/file?page[limit]=50&sort=-fid')).json()
  expect(JSON.stringify(files)).not.toContain('private://')
  expect(JSON.stringify(files)).not.toContain('cv.pdf')
  deleteSubmissions()
})

test('nobody can register an account', async () => {
  const res = await fetch(`${BASE}/user/register`, { redirect: 'manual' })
  expect(res.status).toBe(403)
})
