#!/usr/bin/env node
// `npm run drupal:serve`: the local Drupal at http://127.0.0.1:8888 (DRUPAL_PORT) with PHP's
// own server (spawnPhpServer in lib.mjs).
import {
  DRUPAL_PORT,
  DrupalError,
  drupalUrl,
  requireInstalledSite,
  spawnPhpServer,
} from './lib.mjs'

try {
  const php = requireInstalledSite()
  console.log(`[drupal:serve] ${drupalUrl()}/ (admin: ${drupalUrl()}/user/login; Ctrl+C stops it)`)
  const child = spawnPhpServer(php, DRUPAL_PORT, ['ignore', 'inherit', 'inherit'])
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
} catch (error) {
  console.error(`[drupal:serve] ${error instanceof DrupalError ? error.message : error.stack}`)
  process.exit(1)
}
