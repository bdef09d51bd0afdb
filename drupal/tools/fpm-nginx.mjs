// The local Drupal as production runs it: PHP-FPM (from the same PHP as the CLI: the Debian 13
// root's drupal/.php/php-fpm, or DRUPAL_PHP_FPM) behind Debian's nginx with
// drupal/nginx/drupal.server.conf, the file docs/operations.md's "In production" includes.
// `npm run drupal:serve -- --nginx` and the tests (DRUPAL_SERVER=nginx) start it here; PHP's
// own server (`php -S`, lib.mjs) stays the quick default.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nginxQuote, startNginxServer } from '../../toolkit/nginx.mjs'
import { have, logTail } from './commands.mjs'
import { DrupalError, repoRoot, rootPhpFpm, webDir } from './paths.mjs'

/** PHP-FPM to run: DRUPAL_PHP_FPM, the PHP root's launcher, or php-fpm8.4 / php-fpm. */
function phpFpmBinary() {
  if (process.env.DRUPAL_PHP_FPM) return process.env.DRUPAL_PHP_FPM
  if (existsSync(rootPhpFpm)) return rootPhpFpm
  const found = ['php-fpm8.4', 'php-fpm8.3', 'php-fpm'].map(have).find(Boolean)
  if (found) return found
  throw new DrupalError(
    'No PHP-FPM: run `npm run drupal:install` (it adds php8.4-fpm to the PHP root), install php8.4-fpm, or set DRUPAL_PHP_FPM.',
  )
}

/** One pool on a socket in `dir`, the environment passed through (settings.php reads it). */
function fpmConf(dir) {
  const asRoot = process.getuid?.() === 0
  return [
    '; Written by drupal/tools/fpm-nginx.mjs for the local Drupal.',
    '[global]',
    `pid = ${path.join(dir, 'php-fpm.pid')}`,
    `error_log = ${path.join(dir, 'php-fpm.log')}`,
    'log_level = warning',
    'daemonize = no',
    '',
    '[drupal]',
    ...(asRoot ? ['user = root', 'group = root'] : []),
    `listen = ${path.join(dir, 'php-fpm.sock')}`,
    'listen.mode = 0600',
    // As many workers as `php -S` gets (PHP_CLI_SERVER_WORKERS): a build's parallel requests
    // and a browser test's page are answered side by side.
    'pm = static',
    `pm.max_children = ${Number(process.env.PHP_CLI_SERVER_WORKERS || 4)}`,
    'clear_env = no',
    'catch_workers_output = yes',
    'decorate_workers_output = no',
    // nginx takes bodies up to 12 MB (drupal/nginx/drupal.server.conf): PHP must too, so that Drupal
    // answers a file over the forms' 10 MB with its own reason.
    'php_admin_value[upload_max_filesize] = 12M',
    'php_admin_value[post_max_size] = 24M',
    'php_admin_value[memory_limit] = 512M',
    'php_admin_value[max_execution_time] = 300',
    '',
  ].join('\n')
}

/**
 * PHP-FPM and nginx serving the local Drupal on 127.0.0.1:`port` until `stop()`.
 * @param {{ port: number, stdio?: 'inherit' | 'ignore' }} options
 */
export async function startFpmNginx({ port, stdio = 'ignore' }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drupal-fpm-'))
  const conf = path.join(dir, 'php-fpm.conf')
  writeFileSync(conf, fpmConf(dir))
  const fpm = spawn(
    phpFpmBinary(),
    ['--nodaemonize', '--fpm-config', conf, ...(process.getuid?.() === 0 ? ['-R'] : [])],
    { cwd: webDir, stdio: ['ignore', stdio, stdio] },
  )
  const fpmExited = new Promise((resolve) => fpm.once('exit', resolve))
  const socket = path.join(dir, 'php-fpm.sock')
  const deadline = Date.now() + 15000
  while (!existsSync(socket)) {
    if (fpm.exitCode !== null || Date.now() > deadline) {
      fpm.kill()
      const log = logTail(path.join(dir, 'php-fpm.log'), 3)
      rmSync(dir, { recursive: true, force: true })
      throw new DrupalError(`PHP-FPM did not start: ${log || 'no log'}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const stopFpm = async () => {
    if (fpm.exitCode === null) {
      fpm.kill('SIGQUIT')
      await fpmExited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  let nginx
  try {
    nginx = await startNginxServer({
      port,
      http: [`upstream drupal_php { server unix:${socket}; }`],
      server: [
        'server_name 127.0.0.1 localhost;',
        `root ${nginxQuote(webDir)};`,
        `include ${nginxQuote(path.join(repoRoot, 'drupal', 'nginx', 'drupal.server.conf'))};`,
      ],
      readyPath: '/robots.txt',
    })
  } catch (error) {
    await stopFpm()
    throw error
  }
  return {
    url: nginx.url,
    stop: async () => {
      await nginx.stop()
      await stopFpm()
    },
  }
}
