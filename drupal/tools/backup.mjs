#!/usr/bin/env node
// `npm run drupal:backup [-- --out FILE]` and `npm run drupal:restore -- FILE`: one archive
// (.tar.gz) of what the centre cannot recreate — the database (content, form submissions,
// accounts), the uploaded files (private: resumes and drawings; public: images and documents
// editors uploaded) — plus the site's configuration as `drush config:export` writes it, for
// reading and comparing (the database holds the same). `manifest.json` in the archive says
// when, from which Drupal, and what it holds (counts, and each file's size and SHA-256), and
// a restore checks what it restored against it.
//
// The database: SQLite (the local default) with SQLite's online backup API, so a running site
// is copied consistently and restored into while it runs; MariaDB (or MySQL) with
// mariadb-dump in one transaction, restored with the mariadb client after the site's tables
// are dropped. Restore into an installed site on the same kind of database (a fresh
// `npm run drupal:install` on a new machine): everything the backup holds replaces it.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { DrupalError, drushJson, drushSync, repoRoot, requireInstalledSite } from './lib.mjs'
import { DUMP, MARIADB_CLIENT, clientOptions } from './mariadb.mjs'

/** Derived files Drupal makes again (aggregated CSS and JS, image styles, Twig cache). */
const DERIVED = new Set(['css', 'js', 'php', 'styles'])

const log = (message) => console.log(`[drupal:backup] ${message}`)

/** Runs PHP in the site through drush and returns its JSON answer. */
const php = (bin, code, what) => drushJson(bin, ['php:eval', code], what)

/** Where the site keeps its database and files. */
function sitePaths(bin) {
  return php(
    bin,
    `$db = \\Drupal\\Core\\Database\\Database::getConnectionInfo()['default'];
     echo json_encode([
       'driver' => $db['driver'],
       'database' => $db['database'],
       'host' => $db['host'] ?? NULL,
       'port' => (int) ($db['port'] ?? 3306),
       'username' => $db['username'] ?? NULL,
       'password' => $db['password'] ?? NULL,
       'public' => \\Drupal::service('file_system')->realpath('public://'),
       'private' => \\Drupal\\Core\\Site\\Settings::get('file_private_path'),
       'drupal' => \\Drupal::VERSION,
     ]);`,
    'Reading the site paths',
  )
}

/** What the site holds, to compare a restore with its backup. */
function siteCounts(bin) {
  return php(
    bin,
    `$etm = \\Drupal::entityTypeManager();
     $count = fn($type) => (int) $etm->getStorage($type)->getQuery()->accessCheck(FALSE)->count()->execute();
     $submissions = [];
     foreach ($etm->getStorage('webform_submission')->loadMultiple() as $s) {
       $submissions[$s->getWebform()->id()] = ($submissions[$s->getWebform()->id()] ?? 0) + 1;
     }
     ksort($submissions);
     echo json_encode([
       'nodes' => $count('node'), 'paragraphs' => $count('paragraph'), 'terms' => $count('taxonomy_term'),
       'menuLinks' => $count('menu_link_content'), 'redirects' => $count('redirect'),
       'files' => $count('file'), 'users' => $count('user'), 'submissions' => $submissions,
     ]);`,
    'Counting the content',
  )
}

/** The SQLite online backup from `from` into `to` (both paths), in the site's own PHP. */
function sqliteCopy(bin, from, to, what) {
  php(
    bin,
    `$from = new \\SQLite3(${JSON.stringify(from)}, SQLITE3_OPEN_READONLY);
     $to = new \\SQLite3(${JSON.stringify(to)});
     $to->busyTimeout(30000);
     if (!$from->backup($to)) { throw new \\RuntimeException($to->lastErrorMsg()); }
     echo json_encode(TRUE);`,
    what,
  )
}

/** Every file under `dir` (relative paths), derived files left out at the top. */
function filesUnder(dir, rel = '') {
  if (!existsSync(path.join(dir, rel))) return []
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (!rel && DERIVED.has(entry.name)) return []
    if (entry.isDirectory()) return filesUnder(dir, child)
    return entry.isFile() ? [child] : []
  })
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')

function fileList(dir) {
  return Object.fromEntries(
    filesUnder(dir).map((rel) => {
      const full = path.join(dir, rel)
      return [rel, { size: statSync(full).size, sha256: sha256(full) }]
    }),
  )
}

function tar(args, what) {
  const result = spawnSync('tar', args, { encoding: 'utf8' })
  if (result.status !== 0) throw new DrupalError(`${what} failed: ${result.stderr.trim()}`)
}

const DRIVERS = ['sqlite', 'mysql']

function requireKnownDriver(paths) {
  if (!DRIVERS.includes(paths.driver)) {
    throw new DrupalError(
      `This site's database is ${paths.driver}; drupal:backup handles SQLite and MariaDB/MySQL (use the server's own dump tool).`,
    )
  }
}

/**
 * Runs a MariaDB client program on the site's database; its output goes to `out` if given.
 * @param {string} bin
 * @param {any} paths
 * @param {string[]} args
 * @param {string} what
 * @param {{ input?: string | Buffer, out?: string }} [io]
 * @returns {string | Buffer} its output (text unless `out` is given)
 */
function mysqlTool(bin, paths, args, what, { input, out } = {}) {
  const options = clientOptions(paths)
  try {
    const result = spawnSync(
      bin,
      [`--defaults-extra-file=${options.file}`, ...args, paths.database],
      { input, encoding: out ? 'buffer' : 'utf8', maxBuffer: 1024 * 1024 * 1024 },
    )
    if (result.status !== 0)
      throw new DrupalError(`${what} failed: ${String(result.stderr).trim()}`)
    if (out) writeFileSync(out, result.stdout)
    return result.stdout
  } finally {
    options.remove()
  }
}

/** The database into `file`: SQLite's online backup, or mariadb-dump in one transaction. */
function dumpDatabase(bin, paths, stage) {
  if (paths.driver === 'sqlite') {
    log('database (SQLite online backup)')
    sqliteCopy(bin, paths.database, path.join(stage, 'database.sqlite'), 'Copying the database')
    return
  }
  log('database (mariadb-dump, one transaction)')
  mysqlTool(
    DUMP,
    paths,
    [
      '--single-transaction',
      '--quick',
      '--routines',
      '--no-tablespaces',
      '--default-character-set=utf8mb4',
    ],
    'mariadb-dump',
    { out: path.join(stage, 'database.sql') },
  )
}

/** The backup's database in place of the site's. */
function loadDatabase(bin, paths, stage) {
  if (paths.driver === 'sqlite') {
    sqliteCopy(bin, path.join(stage, 'database.sqlite'), paths.database, 'Restoring the database')
    return
  }
  const tables = /** @type {string} */ (
    mysqlTool(
      MARIADB_CLIENT,
      paths,
      ['--batch', '--skip-column-names', '-e', 'SHOW TABLES'],
      'Listing the tables',
    )
  )
    .split('\n')
    .filter(Boolean)
  const drop = tables.length
    ? `SET FOREIGN_KEY_CHECKS=0; DROP TABLE ${tables.map((t) => `\`${t}\``).join(', ')};`
    : ''
  mysqlTool(MARIADB_CLIENT, paths, ['--default-character-set=utf8mb4'], 'Loading the database', {
    input: `${drop}\n${readFileSync(path.join(stage, 'database.sql'), 'utf8')}`,
  })
}

/** The database file an archive holds for a driver. */
const databaseFile = (driver) => (driver === 'sqlite' ? 'database.sqlite' : 'database.sql')

export function backup(out) {
  const bin = requireInstalledSite()
  const paths = sitePaths(bin)
  requireKnownDriver(paths)
  const stage = mkdtempSync(path.join(os.tmpdir(), 'drupal-backup-'))
  try {
    dumpDatabase(bin, paths, stage)
    log('files')
    for (const kind of ['public', 'private']) {
      const from = paths[kind]
      mkdirSync(path.join(stage, 'files', kind), { recursive: true })
      for (const rel of filesUnder(from)) {
        cpSync(path.join(from, rel), path.join(stage, 'files', kind, rel), { recursive: true })
      }
    }
    log('configuration')
    drushSync(
      bin,
      ['config:export', '-y', `--destination=${path.join(stage, 'config')}`],
      'Exporting the configuration',
    )
    const manifest = {
      created: new Date().toISOString(),
      drupal: paths.drupal,
      database: paths.driver,
      counts: siteCounts(bin),
      files: {
        public: fileList(path.join(stage, 'files', 'public')),
        private: fileList(path.join(stage, 'files', 'private')),
      },
    }
    writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    mkdirSync(path.dirname(out), { recursive: true })
    tar(['-czf', out, '-C', stage, '.'], 'Writing the archive')
    const { submissions } = manifest.counts
    log(
      `${out}: ${manifest.counts.nodes} nodes, ${Object.values(submissions).reduce((a, b) => a + b, 0)} form submissions, ` +
        `${Object.keys(manifest.files.private).length} private and ${Object.keys(manifest.files.public).length} public files`,
    )
    return manifest
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

export function restore(archive) {
  if (!existsSync(archive)) throw new DrupalError(`No backup at ${archive}.`)
  const bin = requireInstalledSite()
  const paths = sitePaths(bin)
  requireKnownDriver(paths)
  const stage = mkdtempSync(path.join(os.tmpdir(), 'drupal-restore-'))
  try {
    tar(['-xzf', archive, '-C', stage], 'Reading the archive')
    const manifestFile = path.join(stage, 'manifest.json')
    if (!existsSync(manifestFile)) {
      throw new DrupalError(`${archive} is not a drupal:backup archive (no manifest).`)
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    if (manifest.database !== paths.driver) {
      throw new DrupalError(
        `${archive} holds a ${manifest.database} database and this site runs on ${paths.driver}: restore it into a site installed on ${manifest.database}.`,
      )
    }
    if (!existsSync(path.join(stage, databaseFile(manifest.database)))) {
      throw new DrupalError(`${archive} is not a drupal:backup archive (no database).`)
    }
    // Files first: a restored database never points at files that are not there yet.
    log('files')
    for (const kind of ['public', 'private']) {
      const to = paths[kind]
      for (const rel of readdirSync(to)) {
        if (!DERIVED.has(rel) && !rel.startsWith('.ht'))
          rmSync(path.join(to, rel), { recursive: true })
      }
      cpSync(path.join(stage, 'files', kind), to, { recursive: true })
    }
    log('database')
    loadDatabase(bin, paths, stage)
    drushSync(bin, ['cache:rebuild'], 'Rebuilding caches')
    // What was restored is what was backed up.
    const counts = siteCounts(bin)
    const problems = []
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      problems.push(
        `counts differ: backup ${JSON.stringify(manifest.counts)}, site ${JSON.stringify(counts)}`,
      )
    }
    for (const kind of ['public', 'private']) {
      const now = fileList(paths[kind])
      for (const [rel, { sha256: expected }] of Object.entries(manifest.files[kind])) {
        if (now[rel]?.sha256 !== expected) problems.push(`${kind} file ${rel} differs`)
      }
    }
    if (problems.length)
      throw new DrupalError(`The restore does not match the backup: ${problems.join('; ')}`)
    log(
      `restored ${archive} (made ${manifest.created}, Drupal ${manifest.drupal}): ${JSON.stringify(counts)}`,
    )
    return manifest
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  })
  const [command = 'backup', file] = positionals
  try {
    if (command === 'backup') {
      const stamp = new Date()
        .toISOString()
        .replace(/[:.]/g, '-')
        .replace(/-\d{3}Z$/, 'Z')
      backup(
        path.resolve(
          values.out ?? path.join(repoRoot, 'drupal', '.backups', `drupal-${stamp}.tar.gz`),
        ),
      )
    } else if (command === 'restore' && file) {
      restore(path.resolve(file))
    } else {
      console.error('Usage: npm run drupal:backup [-- --out FILE] | npm run drupal:restore -- FILE')
      process.exit(2)
    }
  } catch (error) {
    console.error(`[drupal:backup] ${error instanceof DrupalError ? error.message : error.stack}`)
    process.exit(1)
  }
}
