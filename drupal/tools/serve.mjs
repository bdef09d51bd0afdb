#!/usr/bin/env node
// `npm run drupal:serve [-- --nginx]`: the local Drupal at http://127.0.0.1:8888 (DRUPAL_PORT)
// with PHP's own server (spawnPhpServer in lib.mjs), or as production runs it: PHP-FPM behind
// nginx (`--nginx` or DRUPAL_SERVER=nginx: fpm-nginx.mjs).
import {
  DRUPAL_PORT,
  drupalUrl,
  requireInstalledSite,
  runTool,
  serverKind,
  spawnPhpServer,
} from './lib.mjs'

await runTool('drupal:serve', async () => {
  const php = requireInstalledSite()
  const kind = serverKind()
  const how = kind === 'nginx' ? 'PHP-FPM behind nginx' : "PHP's own server"
  console.log(
    `[drupal:serve] ${drupalUrl()}/ with ${how} (admin: ${drupalUrl()}/user/login; Ctrl+C stops it)`,
  )
  if (kind === 'nginx') {
    const { startFpmNginx } = await import('./fpm-nginx.mjs')
    const served = await startFpmNginx({ port: DRUPAL_PORT, stdio: 'inherit' })
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => served.stop().then(() => process.exit(0)))
    }
  } else {
    const child = spawnPhpServer(php, DRUPAL_PORT, ['ignore', 'inherit', 'inherit'])
    for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) {
      process.on(signal, () => child.kill(signal))
    }
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
  }
})
