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
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  DrupalError,
  credentialsFile,
  dataDir,
  drupalDir,
  drushSync,
  markerFile,
  phpScript,
  repoRoot,
  webDir,
} from './lib.mjs'
import { run } from './commands.mjs'
import { demoContentBundle } from './demo-content.mjs'
import { applyContribPatches, ensureCodebase } from './install/codebase.mjs'
import { ensurePhp } from './install/php.mjs'
import { log, seconds } from './install/run.mjs'
import { chosenDatabase, password, writeSettings } from './install/settings.mjs'
import { freshDatabase, startMariaDb } from './mariadb.mjs'

function removeSite() {
  rmSync(markerFile, { force: true })
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(path.join(webDir, 'sites/default/files'), { recursive: true, force: true })
  rmSync(path.join(webDir, 'sites/default/settings.php'), { force: true })
}

/** The accounts the site is installed with: passwords from the environment, else new ones. */
function siteAccounts() {
  return {
    admin: { name: 'admin', password: process.env.DRUPAL_ADMIN_PASSWORD || password() },
    editor: { name: 'editor', password: process.env.DRUPAL_EDITOR_PASSWORD || password() },
    build: { name: 'site_build', password: process.env.DRUPAL_BUILD_PASSWORD || password() },
    preview: {
      name: 'site_preview',
      password: process.env.DRUPAL_PREVIEW_PASSWORD || password(),
    },
  }
}

/**
 * Drupal's standard profile on `db`, then the outlet_centre recipe (the content model).
 * @param {string} php
 * @param {{ kind: string, host?: string, port?: number }} db
 * @param {string} siteName
 * @param {{ name: string, password: string }} admin
 */
function installDrupal(php, db, siteName, admin) {
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
      `--site-name=${siteName}`,
      `--account-name=${admin.name}`,
      `--account-pass=${admin.password}`,
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
}

/**
 * The demo content recorded in cms/snapshot/, its dates moved to today (demo-content.mjs),
 * imported by drupal/scripts/import-content.php.
 * @param {string} php
 * @param {ReturnType<typeof demoContentBundle>} content
 */
function loadDemoContent(php, content) {
  log(`Loading the demo content (${seconds()})`)
  const bundleFile = path.join(dataDir, 'demo-content.json')
  writeFileSync(bundleFile, JSON.stringify(content.bundle))
  const imported = drushSync(
    php,
    phpScript('import-content.php', bundleFile, content.filesDir),
    'Loading the demo content',
  )
  process.stdout.write(imported.replace(/^/gm, '  '))
  rmSync(bundleFile)
}

/**
 * The editor, build and preview accounts, each with its role, which has the account's name.
 * @param {string} php
 * @param {ReturnType<typeof siteAccounts>} accounts
 */
function createAccounts(php, accounts) {
  for (const account of [accounts.editor, accounts.build, accounts.preview]) {
    drushSync(
      php,
      [
        'user:create',
        account.name,
        `--password=${account.password}`,
        `--mail=${account.name}@example.com.au`,
      ],
      `Creating the ${account.name} account`,
    )
    drushSync(php, ['user:role:add', account.name, account.name], `Giving ${account.name} its role`)
  }
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
  const accounts = siteAccounts()
  installDrupal(php, db, content.siteName, accounts.admin)
  loadDemoContent(php, content)
  createAccounts(php, accounts)
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
