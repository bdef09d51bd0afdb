// The local site's database and its settings.php: the database connection, a fresh hash salt,
// and what the development servers (forms, publisher, preview) give Drupal when it is served.
import { randomBytes } from 'node:crypto'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { DrupalError, dataDir, webDir } from '../lib.mjs'
import { parseDbUrl } from '../rules.mjs'

/** A new random password (or salt). */
export const password = () => randomBytes(18).toString('base64url')

/**
 * The database the site is installed on: SQLite in drupal/.data/ (the default, nothing to set
 * up), a local MariaDB (`--db=mariadb` or DRUPAL_DB=mariadb: drupal/tools/mariadb.mjs), or
 * a database server of the operator's (DRUPAL_DB_URL=mysql://user:password@host:3306/name).
 */
export function chosenDatabase() {
  if (process.env.DRUPAL_DB_URL) return { kind: 'server', ...parseDbUrl(process.env.DRUPAL_DB_URL) }
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

/** Writes settings.php for the local site on `db` (see chosenDatabase). */
export function writeSettings(db) {
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
