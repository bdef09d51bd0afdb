/**
 * Drupal's redirects on the built site (the demo content's six, in cms/snapshot/fixtures.json),
 * served by the project's own server from the build's `_redirects`, as `npm start`, the
 * publisher and a Netlify or Cloudflare Pages deploy serve them:
 * - each answers its status and target to a plain HTTP client, with or without the trailing
 *   slash, keeping the visitor's query string;
 * - Chromium without JavaScript follows them (no client-side redirect);
 * - the nginx snippet holds the same rules; redirected paths are not in the sitemap.
 * The editor's side (a rename in Drupal's admin UI, an editor's /christmas) is in
 * drupal-publish.spec.ts.
 */
import fixtures from '../cms/snapshot/fixtures.json'
import { PUBLIC_DIR, expect, test, url } from './support/fixtures'
import { buildRedirects } from './support/redirects'

const { redirects } = fixtures

async function raw(pathname: string) {
  const res = await fetch(url(pathname), { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location') }
}

test('every redirect answers its status and target, with or without the trailing slash', async () => {
  for (const { from, to, status } of redirects) {
    expect({ from, ...(await raw(from)) }).toEqual({ from, status, location: to })
    expect({ from, ...(await raw(from.slice(0, -1))) }).toEqual({ from, status, location: to })
  }
})

test("the visitor's query string goes along", async () => {
  expect(await raw('/careers/?utm_source=flyer&utm_medium=qr')).toEqual({
    status: 301,
    location: '/jobs/?utm_source=flyer&utm_medium=qr',
  })
  expect(await raw('/instagram?ref=footer')).toEqual({
    status: 302,
    location: 'https://instagram.example.com.au/molonglo-outlet?ref=footer',
  })
})

test('a browser without JavaScript lands on the target page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(url('/careers?utm_source=flyer'))
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/jobs/?utm_source=flyer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs')
  await page.goto(url('/stores/willow-wren'))
  expect(new URL(page.url()).pathname).toBe('/stores/willow-and-wren/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willow & Wren')
  const pdf = await context.request.get(url('/map'))
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await context.close()
})

test('the nginx snippet has the same rules as _redirects, which is not served', async () => {
  const { netlify, nginx } = buildRedirects(PUBLIC_DIR)
  expect(nginx).toEqual(netlify)
  expect(netlify).toEqual(
    redirects.flatMap(({ from, to, status }) => [
      `${from} ${to} ${status}`,
      `${from.slice(0, -1)} ${to} ${status}`,
    ]),
  )
  expect((await raw('/_redirects')).status).toBe(404)
  expect((await raw('/_nginx/redirects.server.conf')).status).toBe(404)
})

test('redirected paths are not in the sitemap; their targets are', async () => {
  const sitemap = await (await fetch(url('/sitemap-0.xml'))).text()
  for (const { from, to } of redirects) {
    expect(sitemap).not.toContain(`${from}</loc>`)
    if (to.endsWith('/') && to.startsWith('/')) expect(sitemap).toContain(`${to}</loc>`)
  }
})
