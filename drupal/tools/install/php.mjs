// The PHP the site runs on: one that Drupal 11 accepts (lib.mjs findPhp), else, as root on
// Debian, PHP 8.4 in a Debian 13 root made once in drupal/.php/ (Debian 12 offers only
// PHP 8.2) and run through its own loader.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { have, run } from '../commands.mjs'
import { DrupalError, findPhp, phpRootDir, rootPhpFpm, rootPhpWrapper } from '../lib.mjs'
import { phpProblem, probePhp } from '../rules.mjs'
import { log } from './run.mjs'

/**
 * Removes what an earlier, interrupted debootstrap left in `dir`. Its second stage mounts
 * /proc (and may mount more) inside the new root; those are unmounted first, deepest first,
 * and if one stays mounted nothing is deleted, so a recursive delete never walks into a
 * mounted filesystem.
 */
function clearPartialRoot(dir) {
  const mounted = () =>
    readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[1])
      .filter((point) => point && (point === dir || point.startsWith(`${dir}/`)))
  for (const point of mounted().sort().reverse()) spawnSync('umount', [point])
  const left = mounted()
  if (left.length) {
    throw new DrupalError(`${left.join(', ')} is still mounted: unmount it and run this again.`)
  }
  rmSync(dir, { recursive: true, force: true })
}

/**
 * PHP 8.4's packages in the Debian 13 root: the CLI and the extensions Drupal needs, the
 * drivers for SQLite and MariaDB, and PHP-FPM, which serves Drupal behind nginx
 * (`npm run drupal:serve -- --nginx`).
 */
const PHP_PACKAGES = ['cli', 'sqlite3', 'mysql', 'fpm', 'gd', 'xml', 'mbstring', 'curl', 'opcache']

/**
 * How the root's PHP runs here: through the root's own loader and libraries, no chroot or
 * mounts. drupal/.php/conf.d/ loads the extensions in the order Debian's `; priority=` lines
 * give (mysqlnd before mysqli, as Debian's own conf.d/ does with absolute symlinks into /etc,
 * which do not resolve from outside the root). drupal/.php/php is the CLI, and
 * drupal/.php/php-fpm PHP-FPM (drupal/tools/fpm-nginx.mjs).
 */
function writePhpLaunchers(root) {
  const extensionDir = readdirSync(path.join(root, 'usr/lib/php')).find((d) => /^\d{8}$/.test(d))
  const available = path.join(root, 'etc/php/8.4/mods-available')
  const confD = path.join(phpRootDir, 'conf.d')
  rmSync(confD, { recursive: true, force: true })
  mkdirSync(confD)
  for (const file of readdirSync(available).filter((f) => f.endsWith('.ini'))) {
    const text = readFileSync(path.join(available, file), 'utf8')
    const priority = /^;\s*priority=(\d+)/m.exec(text)?.[1] ?? '20'
    writeFileSync(path.join(confD, `${priority.padStart(2, '0')}-${file}`), text)
  }
  const launcher = (binary, ini, extra) => `#!/bin/sh
D="$(cd "$(dirname "$0")" && pwd)"
R="$D/root"
PHP_INI_SCAN_DIR="$D/conf.d" exec "$R/lib64/ld-linux-x86-64.so.2" \\
  --library-path "$R/lib/x86_64-linux-gnu:$R/usr/lib/x86_64-linux-gnu" "$R/${binary}" \\
  -c "$R/etc/php/8.4/${ini}/php.ini" -d "extension_dir=$R/usr/lib/php/${extensionDir}" ${extra}"$@"
`
  writeFileSync(rootPhpWrapper, launcher('usr/bin/php8.4', 'cli', '-d memory_limit=512M '))
  chmodSync(rootPhpWrapper, 0o755)
  if (existsSync(path.join(root, 'usr/sbin/php-fpm8.4'))) {
    writeFileSync(rootPhpFpm, launcher('usr/sbin/php-fpm8.4', 'fpm', ''))
    chmodSync(rootPhpFpm, 0o755)
  }
}

function makeDebianPhpRoot() {
  const root = path.join(phpRootDir, 'root')
  const partial = `${root}.partial`
  log(
    'No PHP 8.3+ here: making a Debian 13 root with PHP 8.4 in drupal/.php/ (once, about a minute)',
  )
  if (!have('debootstrap')) {
    run('apt-get', ['update', '-qq'], 'apt-get update')
    run('apt-get', ['install', '-y', '-qq', 'debootstrap'], 'apt-get install debootstrap', {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  clearPartialRoot(partial)
  mkdirSync(phpRootDir, { recursive: true })
  const debootstrap = () =>
    run(
      'debootstrap',
      [
        '--variant=minbase',
        `--include=${PHP_PACKAGES.map((p) => `php8.4-${p}`).join(',')}`,
        'trixie',
        partial,
      ],
      'debootstrap of Debian 13 (trixie)',
    )
  try {
    debootstrap()
  } catch (error) {
    // Seen on 2026-11-26: "Couldn't download .../Packages" while the mirror was mid-update,
    // fine a few minutes later. One more try after a pause, from a clean directory.
    log(`${String(error.message).split('\n').pop()}: trying once more in 30 s`)
    clearPartialRoot(partial)
    spawnSync('sleep', ['30'])
    debootstrap()
  }
  rmSync(root, { recursive: true, force: true })
  renameSync(partial, root)
  writePhpLaunchers(root)
  const problem = phpProblem(rootPhpWrapper, probePhp(rootPhpWrapper))
  if (problem) throw new DrupalError(`The Debian 13 PHP root does not work: ${problem}.`)
  return rootPhpWrapper
}

/** The php to run Drupal with, made first if need be. */
export function ensurePhp() {
  const php = findPhp()
  if (php) return php
  const debian = existsSync('/etc/debian_version')
  const root = process.getuid?.() === 0
  if (debian && root && have('apt-get')) return makeDebianPhpRoot()
  throw new DrupalError(
    'Drupal 11 needs PHP 8.3 or later with the extensions ctype, curl, dom, gd, mbstring, pdo_sqlite, ' +
      'simplexml, tokenizer and xml: install it (e.g. php8.4-cli php8.4-sqlite3 php8.4-gd php8.4-xml ' +
      'php8.4-mbstring php8.4-curl) or point DRUPAL_PHP at such a php' +
      (debian && !root ? ' (or run this as root to make a Debian 13 PHP root).' : '.'),
  )
}
