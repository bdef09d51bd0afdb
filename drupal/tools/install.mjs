#!/usr/bin/env node
// `npm run drupal:install [-- --reinstall]`: the local Drupal 11 site, idempotent.
//
// 1. PHP 8.3+ with Drupal's extensions: DRUPAL_PHP, `php` on PATH, or a Debian 13 root with
//    PHP 8.4 made once in drupal/.php/ (Debian 12 offers only PHP 8.2).
// 2. The codebase in drupal/vendor and drupal/web: `composer install` where composer reaches
//    its registry, else DRUPAL_CODEBASE (a .tar.gz laid out like drupal/recommended-project,
//    or a folder).
// 3. The site on SQLite in drupal/.data/ (or on MariaDB: `--db=mariadb` for a local one,
//    DRUPAL_DB_URL for a database server): Drupal's standard profile, the outlet_centre
//    recipe (the content model), the demo content recorded in cms/snapshot/ with its dates
//    moved to today, an editor account and the build account. Their passwords are written
//    to drupal/.data/credentials.json (git-ignored).
// A finished install is marked by drupal/.data/installed.json; anything without it is
// removed and installed again.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import {
  DrupalError,
  credentialsFile,
  dataDir,
  drupalDir,
  drushSync,
  findPhp,
  markerFile,
  phpProblem,
  phpRootDir,
  probePhp,
  repoRoot,
  rootPhpFpm,
  rootPhpWrapper,
  webDir,
} from './lib.mjs'
import { demoContentBundle } from './demo-content.mjs'
import { freshDatabase, startMariaDb } from './mariadb.mjs'
import { parseDbUrl } from './rules.mjs'

const started = Date.now()
const log = (text) => console.log(`[drupal:install] ${text}`)
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

function run(command, args, what, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  if (result.error || result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-10)
    throw new DrupalError(`${what} failed: ${result.error?.message ?? output.join('\n')}`)
  }
  return result.stdout
}

const have = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

// ---------------------------------------------------------------------------------------
// 1. PHP

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
 * A root made before it held the MariaDB driver and PHP-FPM gets them with its own apt (about
 * 10 s), instead of being made again.
 */
function completePhpRoot() {
  const root = path.join(phpRootDir, 'root')
  const extensionDir = readdirSync(path.join(root, 'usr/lib/php')).find((d) => /^\d{8}$/.test(d))
  const missing = [
    ['mysql', `usr/lib/php/${extensionDir}/pdo_mysql.so`],
    ['fpm', 'usr/sbin/php-fpm8.4'],
  ].filter(([, file]) => !existsSync(path.join(root, file)))
  if (!missing.length) {
    if (!existsSync(rootPhpFpm) || !existsSync(path.join(phpRootDir, 'conf.d'))) {
      writePhpLaunchers(root)
    }
    return
  }
  log(`Adding ${missing.map(([p]) => `php8.4-${p}`).join(', ')} to the PHP root`)
  cpSync('/etc/resolv.conf', path.join(root, 'etc/resolv.conf'))
  run(
    'chroot',
    [
      root,
      'sh',
      '-c',
      `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${missing.map(([p]) => `php8.4-${p}`).join(' ')}`,
    ],
    'apt-get in the PHP root',
    { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  )
  writePhpLaunchers(root)
}

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
  const packages = PHP_PACKAGES
  const debootstrap = () =>
    run(
      'debootstrap',
      [
        '--variant=minbase',
        `--include=${packages.map((p) => `php8.4-${p}`).join(',')}`,
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

function ensurePhp() {
  const php = findPhp()
  if (php === rootPhpWrapper && process.getuid?.() === 0) completePhpRoot()
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

// ---------------------------------------------------------------------------------------
// 2. Codebase

const codebaseReady = () =>
  existsSync(path.join(drupalDir, 'vendor/autoload.php')) &&
  existsSync(path.join(webDir, 'core/lib/Drupal.php')) &&
  existsSync(path.join(drupalDir, 'vendor/bin/drush.php'))

/** Moves `src` into `dst`, keeping whatever `dst` already has (e.g. web/modules/custom). */
function mergeMove(src, dst) {
  if (!existsSync(dst)) {
    mkdirSync(path.dirname(dst), { recursive: true })
    renameSync(src, dst)
    return
  }
  if (statSync(src).isDirectory() && statSync(dst).isDirectory()) {
    for (const entry of readdirSync(src)) mergeMove(path.join(src, entry), path.join(dst, entry))
  }
}

function defaultCodebase() {
  const shared = path.resolve(repoRoot, '..', 'shared', 'drupal')
  if (!existsSync(shared)) return null
  const tarball = readdirSync(shared).find((f) => /^drupal-11\..*\.tar\.gz$/.test(f))
  return tarball ? path.join(shared, tarball) : null
}

function ensureCodebase(php) {
  if (codebaseReady()) return
  if (have('composer')) {
    log('Getting the codebase with composer install')
    const result = spawnSync('composer', ['install', '--no-interaction', '--no-progress'], {
      cwd: drupalDir,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${path.dirname(php)}:${process.env.PATH}` },
      timeout: 15 * 60 * 1000,
    })
    if (result.status === 0 && codebaseReady()) return
    log('composer install did not give a codebase; trying DRUPAL_CODEBASE')
  }
  const source = process.env.DRUPAL_CODEBASE || defaultCodebase()
  if (!source) {
    throw new DrupalError(
      'No Drupal codebase: run `composer install` in drupal/ (needs its registry), or set ' +
        'DRUPAL_CODEBASE to a codebase .tar.gz or folder laid out like drupal/recommended-project.',
    )
  }
  if (!existsSync(source)) throw new DrupalError(`DRUPAL_CODEBASE: ${source} does not exist.`)
  log(`Unpacking the codebase from ${source}`)
  const scratch = path.join(drupalDir, '.codebase.partial')
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(scratch, { recursive: true })
  if (statSync(source).isDirectory()) {
    cpSync(source, path.join(scratch, 'drupal'), { recursive: true, verbatimSymlinks: true })
  } else {
    run('tar', ['-xzf', source, '-C', scratch], `Unpacking ${source}`)
  }
  const top = existsSync(path.join(scratch, 'drupal/vendor'))
    ? path.join(scratch, 'drupal')
    : existsSync(path.join(scratch, 'vendor'))
      ? scratch
      : null
  if (!top || !existsSync(path.join(top, 'web/core/lib/Drupal.php'))) {
    rmSync(scratch, { recursive: true, force: true })
    throw new DrupalError(
      `DRUPAL_CODEBASE: ${source} holds no vendor/ and web/core/ of a Drupal codebase.`,
    )
  }
  // Only the codebase: the project's composer.json, recipes and custom modules stay ours.
  for (const part of ['vendor', 'web']) mergeMove(path.join(top, part), path.join(drupalDir, part))
  rmSync(scratch, { recursive: true, force: true })
  if (!codebaseReady()) throw new DrupalError('The codebase is incomplete after unpacking.')
}

/**
 * The contrib patches composer.json lists (`extra.patches`, applied by cweagans/composer-patches
 * where composer runs) on the codebase, each once: a patch that is already there is left alone.
 */
function applyContribPatches() {
  const { patches = {} } =
    JSON.parse(readFileSync(path.join(drupalDir, 'composer.json'), 'utf8')).extra ?? {}
  for (const [pkg, list] of Object.entries(patches)) {
    const dir = path.relative(
      repoRoot,
      path.join(webDir, 'modules/contrib', pkg.replace(/^drupal\//, '')),
    )
    for (const file of Object.values(list)) {
      const patch = path.join(drupalDir, file)
      const git = (...args) =>
        spawnSync('git', ['apply', '-p1', `--directory=${dir}`, ...args, patch], {
          cwd: repoRoot,
          encoding: 'utf8',
        })
      if (git('--reverse', '--check').status === 0) continue
      const applied = git()
      if (applied.status !== 0) {
        throw new DrupalError(`${file} does not apply to ${pkg}: ${applied.stderr.trim()}`)
      }
      log(`Patched ${pkg}: ${file}`)
    }
  }
}

// ---------------------------------------------------------------------------------------
// 3. Site

const password = () => randomBytes(18).toString('base64url')

function removeSite() {
  rmSync(markerFile, { force: true })
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(path.join(webDir, 'sites/default/files'), { recursive: true, force: true })
  rmSync(path.join(webDir, 'sites/default/settings.php'), { force: true })
}

/**
 * The database the site is installed on: SQLite in drupal/.data/ (the default, nothing to set
 * up), a local MariaDB (`--db=mariadb` or DRUPAL_DB=mariadb: drupal/tools/mariadb.mjs), or
 * a database server of the operator's (DRUPAL_DB_URL=mysql://user:password@host:3306/name).
 */
function chosenDatabase() {
  if (process.env.DRUPAL_DB_URL) {
    try {
      return { kind: 'server', ...parseDbUrl(process.env.DRUPAL_DB_URL) }
    } catch (error) {
      throw new DrupalError(error.message)
    }
  }
  const flag = process.argv.find((a) => a.startsWith('--db='))?.slice('--db='.length)
  const kind = (flag ?? process.env.DRUPAL_DB ?? 'sqlite').trim()
  if (!['sqlite', 'mariadb'].includes(kind)) {
    throw new DrupalError(`--db (or DRUPAL_DB) must be sqlite or mariadb, got "${kind}"`)
  }
  return { kind }
}

/** settings.php's database connection for `db` (see chosenDatabase). */
function databaseSettings(db) {
  if (db.kind === 'sqlite') {
    return `$databases['default']['default'] = [
  'driver' => 'sqlite',
  'database' => ${JSON.stringify(path.join(dataDir, 'drupal.sqlite'))},
  'namespace' => 'Drupal\\\\sqlite\\\\Driver\\\\Database\\\\sqlite',
  'autoload' => 'core/modules/sqlite/src/Driver/Database/sqlite/',
];`
  }
  const php = (value) => `'${String(value).replace(/[\\']/g, (c) => `\\${c}`)}'`
  return `$databases['default']['default'] = [
  'driver' => 'mysql',
  'database' => ${php(db.database)},
  'username' => ${php(db.username)},
  'password' => ${php(db.password)},
  'host' => ${php(db.host)},
  'port' => ${db.port},
  'prefix' => '',
  'collation' => 'utf8mb4_general_ci',
  'isolation_level' => 'READ COMMITTED',
  'namespace' => 'Drupal\\\\mysql\\\\Driver\\\\Database\\\\mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];`
}

function writeSettings(db) {
  const dir = path.join(webDir, 'sites/default')
  chmodSync(dir, 0o755)
  const base = readFileSync(path.join(dir, 'default.settings.php'), 'utf8')
  writeFileSync(
    path.join(dir, 'settings.php'),
    `${base}
// Written by \`npm run drupal:install\` for the local site (not for production).
${databaseSettings(db)}
$settings['hash_salt'] = ${JSON.stringify(password() + password())};
$settings['file_private_path'] = ${JSON.stringify(path.join(dataDir, 'private'))};
$settings['config_sync_directory'] = ${JSON.stringify(path.join(dataDir, 'sync'))};
$settings['trusted_host_patterns'] = ['^127\\.0\\.0\\.1$', '^localhost$'];
$config['system.logging']['error_level'] = 'hide';
// Development: the website's forms from any local port, with the demo captcha (unless
// OUTLET_FORMS_DEMO_CAPTCHA=0 when Drupal is served); mail is kept (state
// system.test_mail_collector) instead of sent. reCAPTCHA's secret and, for tests, its
// verification URL may come from the environment too.
$config['outlet_forms.settings']['allowed_origins'] = ['http://127.0.0.1:*', 'http://localhost:*'];
$config['outlet_forms.settings']['accept_demo_captcha'] = getenv('OUTLET_FORMS_DEMO_CAPTCHA') !== '0';
if (getenv('OUTLET_FORMS_RECAPTCHA_SECRET')) {
  $settings['outlet_forms.recaptcha_secret'] = getenv('OUTLET_FORMS_RECAPTCHA_SECRET');
}
if (getenv('OUTLET_FORMS_RECAPTCHA_VERIFY_URL')) {
  $settings['outlet_forms.recaptcha_verify_url'] = getenv('OUTLET_FORMS_RECAPTCHA_VERIFY_URL');
}
$config['system.mail']['interface']['default'] = 'test_mail_collector';
// Saves post to the publisher's build hook given when Drupal is served
// (DRUPAL_BUILD_HOOK_URL=http://127.0.0.1:9100/hooks/build/<PUBLISHER_SECRET> npm run drupal:serve).
if (getenv('DRUPAL_BUILD_HOOK_URL')) {
  $config['gatsby.settings']['incrementalbuild_url'] = getenv('DRUPAL_BUILD_HOOK_URL');
  // The toolbar's "Website: …" line reads the same publisher's status, with the same secret.
  if (preg_match('#^(https?://[^/]+)/hooks/build/([^/?]+)$#', getenv('DRUPAL_BUILD_HOOK_URL'), $hook)) {
    $settings['outlet_editorial.publisher_status_url'] = $hook[1] . '/status';
    $settings['outlet_editorial.publisher_secret'] = $hook[2];
  }
}
// The preview server (npm run preview) given when Drupal is served: where the node form's
// "Open Gatsby Preview" opens pages (DRUPAL_PREVIEW_URL=http://127.0.0.1:8100) and where every
// save is announced (DRUPAL_PREVIEW_CALLBACK_URL=http://127.0.0.1:8100/__preview/callback/<secret>).
if (getenv('DRUPAL_PREVIEW_URL')) {
  $config['gatsby.settings']['server_url'] = getenv('DRUPAL_PREVIEW_URL');
}
if (getenv('DRUPAL_PREVIEW_CALLBACK_URL')) {
  $config['gatsby.settings']['preview_callback_url'] = getenv('DRUPAL_PREVIEW_CALLBACK_URL');
}
`,
  )
}

function installSite(php, chosen) {
  removeSite()
  mkdirSync(path.join(dataDir, 'private'), { recursive: true })
  mkdirSync(path.join(dataDir, 'sync'), { recursive: true })
  let db = chosen
  if (chosen.kind === 'mariadb') {
    startMariaDb()
    db = { kind: 'mariadb', ...freshDatabase(password()) }
  }
  writeSettings(db)
  const content = demoContentBundle()
  const accounts = {
    admin: { name: 'admin', password: process.env.DRUPAL_ADMIN_PASSWORD || password() },
    editor: { name: 'editor', password: process.env.DRUPAL_EDITOR_PASSWORD || password() },
    build: { name: 'site_build', password: process.env.DRUPAL_BUILD_PASSWORD || password() },
    preview: {
      name: 'site_preview',
      password: process.env.DRUPAL_PREVIEW_PASSWORD || password(),
    },
  }

  const dbName = {
    sqlite: 'SQLite',
    mariadb: 'the local MariaDB',
    server: `MariaDB at ${db.host}:${db.port}`,
  }[db.kind]
  log(`Installing Drupal (standard profile, ${dbName})`)
  drushSync(
    php,
    [
      'site:install',
      'standard',
      '-y',
      `--site-name=${content.siteName}`,
      `--account-name=${accounts.admin.name}`,
      `--account-pass=${accounts.admin.password}`,
      '--site-mail=noreply@example.com.au',
    ],
    'Drupal site install',
  )
  log(`Applying the outlet_centre recipe (${seconds()})`)
  drushSync(php, ['recipe', path.join(drupalDir, 'recipes/outlet_centre'), '-y'], 'The recipe')
  // The standard profile's dynamic page cache answers the gatsby module's inner JSON:API request
  // for a saved entity with another entity's cached document (from the second save on), so the
  // fast-build log would carry a file instead of the saved store. A recipe cannot uninstall.
  drushSync(php, ['pm:uninstall', '-y', 'dynamic_page_cache'], 'Uninstalling dynamic_page_cache')

  log(`Loading the demo content (${seconds()})`)
  const bundleFile = path.join(dataDir, 'demo-content.json')
  writeFileSync(bundleFile, JSON.stringify(content.bundle))
  const imported = drushSync(
    php,
    [
      'php:script',
      path.join(drupalDir, 'scripts/import-content.php'),
      '--',
      bundleFile,
      content.filesDir,
    ],
    'Loading the demo content',
  )
  process.stdout.write(imported.replace(/^/gm, '  '))
  rmSync(bundleFile)

  for (const [role, account] of /** @type {[string, { name: string, password: string }][]} */ ([
    ['editor', accounts.editor],
    ['site_build', accounts.build],
    ['site_preview', accounts.preview],
  ])) {
    drushSync(
      php,
      [
        'user:create',
        account.name,
        `--password=${account.password}`,
        '--mail',
        `${account.name}@example.com.au`,
      ],
      `Creating the ${account.name} account`,
    )
    drushSync(php, ['user:role:add', role, account.name], `Giving ${account.name} its role`)
  }
  writeFileSync(credentialsFile, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 })
  drushSync(php, ['cache:rebuild'], 'Cache rebuild')
  writeFileSync(
    markerFile,
    `${JSON.stringify({ installedAt: new Date().toISOString(), contentDate: content.today, database: db.kind }, null, 2)}\n`,
  )
}

try {
  const reinstall = process.argv.includes('--reinstall')
  const database = chosenDatabase()
  const php = ensurePhp()
  log(`PHP: ${php}`)
  if (database.kind !== 'sqlite' && !/^pdo_mysql$/m.test(run(php, ['-m'], 'php -m'))) {
    throw new DrupalError(`${php} lacks pdo_mysql, which MariaDB needs (php8.4-mysql).`)
  }
  ensureCodebase(php)
  applyContribPatches()
  if (existsSync(markerFile) && !reinstall) {
    log(
      'Already installed (drupal/.data/installed.json); `npm run drupal:install -- --reinstall` starts again.',
    )
  } else {
    installSite(php, database)
    log(
      `Installed in ${seconds()}. Serve it with \`npm run drupal:serve\`; accounts in ${path.relative(repoRoot, credentialsFile)}.`,
    )
  }
} catch (error) {
  rmSync(markerFile, { force: true })
  console.error(
    `[drupal:install] ${error instanceof DrupalError ? error.message : error.stack || error.message}`,
  )
  process.exit(1)
}
