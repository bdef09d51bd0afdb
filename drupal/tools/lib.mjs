// The local Drupal 11 site: where it lives, which PHP runs it, and drush.
//
//   drupal/               the composer project (committed: composer.json, recipes/, scripts/)
//   drupal/vendor, web/   the codebase (composer install, or DRUPAL_CODEBASE); git-ignored
//   drupal/.php/          a Debian 13 root with PHP 8.4 when the machine has no PHP 8.3+
//   drupal/.data/         the SQLite database, private files and local credentials
//   drupal/.mariadb/      the local MariaDB's data, for a site installed with --db=mariadb
import { spawn, spawnSync } from 'node:child_process'

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { startMariaDb } from './mariadb.mjs'
import { phpProblem, probePhp } from './rules.mjs'

export * from './paths.mjs'
import {
  DrupalError,
  DRUPAL_PORT,
  credentialsFile,
  drupalDir,
  drushScript,
  markerFile,
  rootPhpWrapper,
  webDir,
} from './paths.mjs'

/** The PHP to run Drupal with, without installing anything; null when there is none. */
export function findPhp({ quiet = false } = {}) {
  const candidates = process.env.DRUPAL_PHP ? [process.env.DRUPAL_PHP] : ['php', rootPhpWrapper]
  const problems = []
  for (const bin of candidates) {
    if (bin === rootPhpWrapper && !existsSync(bin)) continue
    const problem = phpProblem(bin, probePhp(bin))
    if (!problem) return bin
    problems.push(problem)
  }
  if (process.env.DRUPAL_PHP) {
    throw new DrupalError(`DRUPAL_PHP: ${problems[0]}.`)
  }
  if (!quiet && problems.length) console.log(`No usable PHP yet: ${problems.join('; ')}.`)
  return null
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

export const installedSite = () => readJson(markerFile)

export const credentials = () => readJson(credentialsFile)

/**
 * The environment drush runs in: the PHP it runs on first on the PATH, so the commands that
 * start drush again (`updatedb`, `deploy`: `vendor/bin/drush` is `#!/usr/bin/env php`) run on
 * it too, the PHP root's wrapper included.
 */
const drushEnv = (php) =>
  path.isAbsolute(php)
    ? { ...process.env, PATH: `${path.dirname(php)}${path.delimiter}${process.env.PATH ?? ''}` }
    : process.env

/** drush on the local site, run on `php` to completion. */
const spawnDrush = (php, args, options) =>
  spawnSync(php, [drushScript, `--root=${webDir}`, ...args], {
    cwd: webDir,
    env: drushEnv(php),
    ...options,
  })

/**
 * Runs drush on the local site in this terminal; returns its exit code.
 * @param {string} php
 * @param {string[]} args
 * @returns {number}
 */
export function drush(php, args) {
  const result = spawnDrush(php, args, { stdio: 'inherit' })
  if (result.error) console.error(result.error.message)
  return result.status ?? 1
}

/** drush with its output captured; throws DrupalError with drush's own message on failure. */
export function drushSync(php, args, what) {
  const result = spawnDrush(php, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) {
    const lines = `${result.stdout}\n${result.stderr}`.trim().split('\n')
    // The error itself (drush prints it before a long PHP stack), then the end of the output.
    const errors = lines.filter((l) => /\[error\]|^Error|Exception/.test(l)).slice(0, 3)
    const output = [...errors, ...lines.slice(-8).filter((l) => !errors.includes(l))].join('\n')
    throw new DrupalError(`${what} failed (drush ${args[0]}):\n${output}`)
  }
  return result.stdout
}

/** drush whose output ends with a line of JSON (what `php:eval` or `php:script` echoes), parsed. */
export function drushJson(php, args, what) {
  return JSON.parse(drushSync(php, args, what).trim().split('\n').pop() ?? 'null')
}

/** PHP run in the local site (`drush php:eval`), which echoes its answer as JSON; the answer. */
export const phpEval = (code, what, php = requireInstalledSite()) =>
  drushJson(php, ['php:eval', code], what)

/** drush's arguments for one of drupal/scripts/ (`php:script`), given `args`. */
export function phpScript(name, ...args) {
  return ['php:script', path.join(drupalDir, 'scripts', name), '--', ...args]
}

/**
 * Runs a drupal: script's `main`; a DrupalError ends the script with its message, anything
 * else with its stack (exit code 1), after `[tag]`.
 * @param {string} tag
 * @param {() => unknown} main
 */
export async function runTool(tag, main) {
  try {
    await main()
  } catch (error) {
    console.error(`[${tag}] ${error instanceof DrupalError ? error.message : error.stack}`)
    process.exit(1)
  }
}

/** Whether the module at `file` (its import.meta.filename) is the script node was started with. */
export const isMain = (file) => Boolean(process.argv[1]) && path.resolve(process.argv[1]) === file

/**
 * The usable PHP of an installed site, or a DrupalError saying what to run first; the local
 * MariaDB is started if the site is installed on it.
 */
export function requireInstalledSite() {
  const site = installedSite()
  if (!site) {
    throw new DrupalError(
      'The local Drupal is not installed (or its install did not finish): run `npm run drupal:install`.',
    )
  }
  const php = findPhp({ quiet: true })
  if (!php) {
    throw new DrupalError('No PHP 8.3+ found for the local Drupal: run `npm run drupal:install`.')
  }
  if (site.database === 'mariadb') startMariaDb()
  return php
}

/** Uploads up to the forms' 10 MB (PHP's default is 2 MB). */
const UPLOAD_LIMITS = ['-d', 'upload_max_filesize=12M', '-d', 'post_max_size=24M']

/**
 * PHP's own server on the local site, with several workers (a build's parallel requests are
 * answered side by side) and the forms' upload limits.
 */
export function spawnPhpServer(php, port, stdio) {
  return spawn(php, [...UPLOAD_LIMITS, '-S', `127.0.0.1:${port}`, '.ht.router.php'], {
    cwd: webDir,
    stdio,
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS || '4' },
  })
}

/** Does a JSON:API answer at `url`? */
const answers = (url) =>
  fetch(`${url}/jsonapi`, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.ok,
    () => false,
  )

/**
 * How the local Drupal is served: PHP's own server (the quick default) or PHP-FPM behind nginx
 * as in production (`--nginx`, or DRUPAL_SERVER=nginx: drupal/tools/fpm-nginx.mjs).
 */
export function serverKind(argv = process.argv) {
  if (argv.includes('--nginx')) return 'nginx'
  const kind = (process.env.DRUPAL_SERVER || 'php').trim()
  if (!['php', 'nginx'].includes(kind)) {
    throw new DrupalError(`DRUPAL_SERVER must be php or nginx, got "${kind}"`)
  }
  return kind
}

/**
 * The local Drupal served for a build or a test run (see serverKind); one already answering on
 * the port is used as it is (and left running).
 */
export async function startDrupalServer({ port = DRUPAL_PORT, timeoutMs = 60000 } = {}) {
  const url = `http://127.0.0.1:${port}`
  if (await answers(url)) return { url, stop: async () => {} }
  const php = requireInstalledSite()
  if (serverKind([]) === 'nginx') {
    const { startFpmNginx } = await import('./fpm-nginx.mjs')
    const served = await startFpmNginx({ port })
    if (!(await answers(url))) {
      await served.stop()
      throw new DrupalError(`The local Drupal behind nginx did not answer at ${url}/jsonapi.`)
    }
    return served
  }
  const child = spawnPhpServer(php, port, ['ignore', 'ignore', 'pipe'])
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const deadline = Date.now() + timeoutMs
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill()
      throw new DrupalError(
        `The local Drupal did not answer at ${url}/jsonapi: ${stderr.trim().split('\n').slice(-3).join(' ') || 'no output'}`,
      )
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
