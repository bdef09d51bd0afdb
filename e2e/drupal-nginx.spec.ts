// Drupal as production serves it: PHP-FPM behind nginx with drupal/nginx/drupal.server.conf (the file
// docs/operations.md's "In production" includes), checked as a visitor or an attacker would:
// clean URLs and JSON:API answer, public files are plain files, hidden files, settings and
// PHP files other than index.php do not, private files stay behind Drupal's access check, and
// bodies over 12 MB stop at nginx. Needs `npm run drupal:install` (npm test runs it; on any
// database) and Debian's nginx.
import { get } from 'node:http'
import path from 'node:path'

import { drush, serveDrupal } from './support/drupal'
import { expect, test } from './support/fixtures'

const PORT = Number(process.env.E2E_DRUPAL_NGINX_PORT) || 8891
const BASE = `http://127.0.0.1:${PORT}`

let server: { stop: () => Promise<void> } | undefined
test.beforeAll(async () => {
  server = await serveDrupal(PORT, { DRUPAL_SERVER: 'nginx' })
})
test.afterAll(async () => {
  await server?.stop()
})

const status = async (url: string, init: RequestInit = {}) =>
  (await fetch(`${BASE}${url}`, { redirect: 'manual', ...init })).status

test('clean URLs, JSON:API and the login page come from Drupal through index.php', async () => {
  const login = await fetch(`${BASE}/user/login`)
  expect(login.status).toBe(200)
  expect(login.headers.get('x-generator')).toMatch(/^Drupal 11/)
  expect(login.headers.get('server')).toBe('nginx')
  const api = await fetch(`${BASE}/jsonapi/node/store?page[limit]=1`, {
    headers: { Accept: 'application/vnd.api+json' },
  })
  expect(api.status).toBe(200)
  expect(((await api.json()) as { data: unknown[] }).data).toHaveLength(1)
})

test("Drupal's redirects keep the address's port, and another host name is refused", async () => {
  const res = await fetch(`${BASE}/user`, { redirect: 'manual' })
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe(`${BASE}/user/login`)
  // fetch() cannot set Host: node:http can.
  const other = await new Promise<number | undefined>((resolve, reject) =>
    get(`${BASE}/user/login`, { headers: { Host: 'evil.example.com' } }, (r) => {
      r.resume()
      resolve(r.statusCode)
    }).on('error', reject),
  )
  expect(other).toBe(400)
})

test('a public file is served by nginx as a file, with its type', async () => {
  const uri = drush(
    "echo \\Drupal::service('file_url_generator')->generateString(\\Drupal\\file\\Entity\\File::load(1)->getFileUri());",
  ).trim()
  expect(uri).toMatch(/^\/sites\/default\/files\//)
  const file = await fetch(`${BASE}${uri}`)
  expect(file.status).toBe(200)
  expect(file.headers.get('content-type')).toMatch(/^image\//)
  expect(file.headers.get('x-generator')).toBeNull()
})

test('hidden files, settings, other PHP files and code answer 403 or 404', async () => {
  for (const [url, expected] of [
    ['/.htaccess', 403],
    ['/.ht.router.php', 403],
    ['/sites/default/settings.php', 403],
    ['/sites/default/default.services.yml', 403],
    ['/sites/default/files/.htaccess', 403],
    ['/core/CHANGELOG.txt', 403],
    ['/core/core.services.yml', 403],
    ['/composer.json', 403],
    ['/update.php', 404],
    ['/core/install.php', 404],
    ['/core/authorize.php', 404],
    ['/index.php/user/login', 404],
    ['/core/modules/system/tests/https.php', 404],
  ] as const) {
    expect(await status(url), url).toBe(expected)
  }
})

test('a private file is not served to a visitor', async () => {
  const privateDir = drush("echo \\Drupal\\Core\\Site\\Settings::get('file_private_path');").trim()
  expect(path.isAbsolute(privateDir)).toBe(true)
  expect(privateDir.startsWith(path.resolve(__dirname, '..', 'drupal', 'web'))).toBe(false)
  const url = drush(
    `$dir = 'private://webform/job_application/nginx-check';
     \\Drupal::service('file_system')->prepareDirectory($dir, 1);
     $f = \\Drupal::service('file.repository')->writeData('private resume', 'private://webform/job_application/nginx-check/resume.pdf', 1);
     echo \\Drupal::service('file_url_generator')->generateString($f->getFileUri());`,
  ).trim()
  expect(url).toMatch(/^\/system\/files\//)
  // Drupal's access check: a redirect to the login page (webform's private files) or 403.
  const res = await fetch(`${BASE}${url}`, { redirect: 'manual' })
  expect([302, 403]).toContain(res.status)
  expect(await res.text()).not.toContain('private resume')
  expect(
    await status('/sites/default/private/webform/job_application/nginx-check/resume.pdf'),
  ).toBe(403)
})

test('a body over 12 MB stops at nginx with 413', async () => {
  const body = new FormData()
  body.append('resume', new Blob([Buffer.alloc(13 * 1024 * 1024)]), 'resume.pdf')
  const res = await fetch(`${BASE}/restful_forms/submitForm`, { method: 'POST', body })
  expect(res.status).toBe(413)
  expect(res.headers.get('x-generator')).toBeNull()
})
