#!/usr/bin/env node
// `npm run drupal:serve`: the local Drupal at http://127.0.0.1:8888 (DRUPAL_PORT) with PHP's
// own server and several workers, so a build's parallel requests are answered side by side.
import { spawn } from 'node:child_process'
import { DRUPAL_PORT, DrupalError, drupalUrl, requireInstalledSite, webDir } from './lib.mjs'

try {
  const php = requireInstalledSite()
  console.log(`[drupal:serve] ${drupalUrl()}/ (admin: ${drupalUrl()}/user/login; Ctrl+C stops it)`)
  const child = spawn(php, ['-S', `127.0.0.1:${DRUPAL_PORT}`, '.ht.router.php'], {
    cwd: webDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS || '4' },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
} catch (error) {
  console.error(`[drupal:serve] ${error instanceof DrupalError ? error.message : error.stack}`)
  process.exit(1)
}
