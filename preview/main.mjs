#!/usr/bin/env node
// `npm run preview`: the site in preview mode against Drupal, for editors (docs/operations.md, "Preview for
// editors"). gatsby develop runs in a copy of the project (PREVIEW_WORK_DIR, default .preview/)
// on the loopback only, sourced with the preview account (unpublished content and drafts), with
// its refresh endpoint behind a token; preview/preview-server.mjs is the only way in:
// Drupal credentials for every page, Drupal's preview callback for every save.
//
// Environment:
//   DRUPAL_BASE_URL                  Drupal (the local install's http://127.0.0.1:8888 works as is)
//   DRUPAL_PREVIEW_USERNAME/PASSWORD the preview account (local install: site_preview)
//   PREVIEW_CALLBACK_SECRET          the secret in Drupal's preview callback URL, 24+ characters:
//                                    http(s)://<preview host>/__preview/callback/<secret>
//   PREVIEW_PORT, PREVIEW_HOST       where the preview listens (8100, 127.0.0.1)
//   PREVIEW_WORK_DIR                 the project copy gatsby develop runs in (.preview)
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { credentials } from '../drupal/tools/lib.mjs'
import { localDrupalEnv } from '../drupal/tools/local-env.mjs'
import { compileCacheEnv } from '../toolkit/compile-cache.mjs'
import { applyPatches } from '../toolkit/patches.mjs'
import { createDevelopWatcher } from './develop-watcher.mjs'
import { createPreviewServer } from './preview-server.mjs'
import { refreshProjectCopy } from '../toolkit/scratch-project.mjs'
import { freePort } from '../toolkit/free-port.mjs'

const root = path.resolve(import.meta.dirname, '..')
const env = process.env
const fail = (message) => {
  console.error(`[preview] ${message}`)
  process.exit(1)
}
const log = (message) => console.log(`[preview] ${message}`)

const drupalBaseUrl = (env.DRUPAL_BASE_URL ?? '').trim().replace(/\/+$/, '')
if (!drupalBaseUrl) fail('Set DRUPAL_BASE_URL: the preview shows Drupal’s drafts.')
const local = credentials()?.preview
const previewAuth = {
  username: env.DRUPAL_PREVIEW_USERNAME || local?.name || '',
  password: env.DRUPAL_PREVIEW_PASSWORD || local?.password || '',
}
if (!previewAuth.username || !previewAuth.password) {
  fail(
    'Set DRUPAL_PREVIEW_USERNAME and DRUPAL_PREVIEW_PASSWORD (an account with the Site preview role).',
  )
}
const callbackSecret = (env.PREVIEW_CALLBACK_SECRET ?? '').trim()
if (callbackSecret.length < 24 || !/^[A-Za-z0-9_-]+$/.test(callbackSecret)) {
  fail(
    'Set PREVIEW_CALLBACK_SECRET to 24 or more letters, digits, - or _ (Drupal’s preview callback URL ends with it).',
  )
}
const port = Number(env.PREVIEW_PORT || 8100)
const host = env.PREVIEW_HOST || '127.0.0.1'
const workDir = path.resolve(root, env.PREVIEW_WORK_DIR || '.preview')
const siteDir = path.join(workDir, 'site')

// A fresh copy of the project each start; gatsby develop's .cache/ is kept between starts.
refreshProjectCopy(root, siteDir)
applyPatches(root)

const developPort = await freePort()
const upstream = `http://127.0.0.1:${developPort}`
const refreshToken = randomBytes(24).toString('hex')
const developEnv = {
  ...env,
  GATSBY_TELEMETRY_DISABLED: '1',
  PREVIEW: '1',
  DRUPAL_BASE_URL: drupalBaseUrl,
  DRUPAL_BASIC_AUTH_USERNAME: previewAuth.username,
  DRUPAL_BASIC_AUTH_PASSWORD: previewAuth.password,
  DRUPAL_FAST_BUILDS: '0',
  GRAPHQL_TYPEGEN: '0',
  ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
  ...compileCacheEnv(siteDir),
  GATSBY_REFRESH_TOKEN: refreshToken,
}
Object.assign(developEnv, localDrupalEnv(developEnv))

log(`Starting gatsby develop on ${upstream} (loopback only) in ${path.relative(root, siteDir)}`)
const develop = spawn(
  path.join(root, 'node_modules', '.bin', 'gatsby'),
  ['develop', '-H', '127.0.0.1', '-p', String(developPort)],
  { cwd: siteDir, env: developEnv, stdio: ['ignore', 'pipe', 'inherit'] },
)
let ready = false
const watcher = createDevelopWatcher()
develop.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  watcher.push(chunk)
  if (/You can now view|View GraphiQL/.test(String(chunk))) ready = true
})
develop.on('exit', (code) => {
  if (!stopping) fail(`gatsby develop stopped (exit ${code}).`)
})
let stopping = false
const stop = async () => {
  stopping = true
  develop.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const started = Date.now()
while (!ready) {
  if (Date.now() - started > 15 * 60_000) fail('gatsby develop did not start within 15 minutes.')
  await new Promise((resolve) => setTimeout(resolve, 500))
}

const preview = createPreviewServer({
  upstream,
  drupalBaseUrl,
  previewAuth,
  callbackSecret,
  refreshToken,
  develop: watcher,
  log,
})
// Drafts saved before this start are in Drupal's preview log: apply them first.
await preview.sync()
await /** @type {Promise<void>} */ (
  new Promise((resolve) => preview.server.listen(port, host, resolve))
)
log(
  `Preview at http://${host}:${port}/ (ready in ${Math.round((Date.now() - started) / 1000)} s); ` +
    `Drupal's preview callback: http://${host}:${port}/__preview/callback/<PREVIEW_CALLBACK_SECRET>`,
)
if (!existsSync(path.join(siteDir, '.cache'))) log('warning: no .cache/ in the work dir')
