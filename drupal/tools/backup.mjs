#!/usr/bin/env node
// `npm run drupal:backup [-- --out FILE]` and `npm run drupal:restore -- FILE`: one archive
// (.tar.gz) of what the centre cannot recreate — the database (content, form submissions,
// accounts), the uploaded files (private: resumes and drawings; public: images and documents
// editors uploaded) — plus the site's configuration as `drush config:export` writes it, for
// reading and comparing (the database holds the same).
//
// The database and the public files come from drush's `archive:dump --db --files`, in its
// layout: `MANIFEST.yml`, `database/database.sql` (mariadb-dump in one transaction, or
// sqlite3's `.dump`), `files/` (public://, less the css, js, styles and php folders Drupal
// makes again). The code is left out: it comes from composer (or the codebase tarball).
// What drush leaves out is added here: `private/` (archive:dump takes public:// only, and the
// forms' uploads are private), `config/`, and `manifest.json`, which says when, from which
// Drupal and what the archive holds (counts, and each file's size and SHA-256).
//
// Restoring is this script's own: drush 13 has no `archive:restore` (it is listed as obsolete:
// "archive:restore has been removed"). Files are copied back, then the database: on MariaDB
// drush's `sql:drop` and `sql:query --file`; on SQLite the dump cannot go through the sqlite3
// client that `sql:query` runs, because Drupal's tables declare `COLLATE NOCASE_UTF8`, a
// collation Drupal's SQLite driver defines in PHP ("no such collation sequence"), so the
// site's PHP loads it into a new file with that collation and copies that over the site's
// database with SQLite's online backup. Last, the site is checked against `manifest.json`.
// Restore into an installed site on the same kind of database (a fresh
// `npm run drupal:install` on a new machine): everything the backup holds replaces it.
import { hash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual, parseArgs } from 'node:util'

import { filesUnder } from '../../toolkit/compare-builds.mjs'
import { have, run } from './commands.mjs'
import {
  DrupalError,
  drushSync,
  isMain,
  phpEval,
  repoRoot,
  requireInstalledSite,
  runTool,
} from './lib.mjs'

/** Derived files Drupal makes again (aggregated CSS and JS, image styles, Twig cache). */
const DERIVED = new Set(['css', 'js', 'php', 'styles'])

/** Where the parts are in an archive: drush's layout, and what this script adds. */
const PARTS = {
  drushManifest: 'MANIFEST.yml',
  database: path.join('database', 'database.sql'),
  public: 'files',
  private: 'private',
  config: 'config',
  manifest: 'manifest.json',
}

const log = (message) => console.log(`[drupal:backup] ${message}`)

const DRIVERS = ['sqlite', 'mysql']

/** Where the site keeps its database and files; a database not in DRIVERS is refused. */
function sitePaths(bin) {
  const paths = phpEval(
    `echo json_encode([
       'driver' => \\Drupal\\Core\\Database\\Database::getConnectionInfo()['default']['driver'],
       'public' => \\Drupal::service('file_system')->realpath('public://'),
       'private' => \\Drupal\\Core\\Site\\Settings::get('file_private_path'),
       'drupal' => \\Drupal::VERSION,
     ]);`,
    'Reading the site paths',
    bin,
  )
  if (!DRIVERS.includes(paths.driver)) {
    throw new DrupalError(
      `This site's database is ${paths.driver}; drupal:backup handles SQLite and MariaDB/MySQL (use the server's own dump tool).`,
    )
  }
  return paths
}

/** What the site holds, to compare a restore with its backup. */
function siteCounts(bin) {
  return phpEval(
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
    bin,
  )
}

/** Every file under `dir` (relative paths), derived files left out at the top. */
const sourceFilesUnder = (dir) =>
  filesUnder(dir, () => true).filter((rel) => !DERIVED.has(rel.split(path.sep)[0]))

/** Each file under `dir` (see sourceFilesUnder) with its size and SHA-256. */
function fileList(dir) {
  return Object.fromEntries(
    sourceFilesUnder(dir).map((rel) => {
      const bytes = readFileSync(path.join(dir, rel))
      return [rel, { size: bytes.length, sha256: hash('sha256', bytes) }]
    }),
  )
}

/**
 * The database and the public files, by drush's archive:dump, unpacked into `into`.
 * drush copies them into a folder of `drush.paths.backup-dir` (~/drush-backups by default)
 * and packs them into `archive.tar.gz` there, a name every run shares: pointed at this run's
 * own stage, two backups at once do not meet, and the dump goes with the stage.
 */
function archiveDump(bin, paths, stage, into) {
  // drush dumps SQLite with the sqlite3 client, which PHP's SQLite extension does not bring.
  if (paths.driver === 'sqlite' && !have('sqlite3')) {
    throw new DrupalError(
      'drush archive:dump dumps a SQLite database with the sqlite3 client: install it (Debian: apt-get install sqlite3).',
    )
  }
  const archive = path.join(stage, 'drush-archive.tar.gz')
  drushSync(
    bin,
    [
      'archive:dump',
      `--define=drush.paths.backup-dir=${stage}`,
      '--db',
      '--files',
      `--destination=${archive}`,
      // MySQL 8's dump wants the PROCESS privilege for tablespaces, which a site's account lacks.
      ...(paths.driver === 'mysql' ? ['--extra-dump=--no-tablespaces'] : []),
    ],
    'Archiving the database and public files (drush archive:dump)',
  )
  mkdirSync(into)
  run('tar', ['-xzf', archive, '-C', into], 'Unpacking the drush archive')
  rmSync(archive)
  if (!existsSync(path.join(into, PARTS.database))) {
    throw new DrupalError(`drush archive:dump wrote no ${PARTS.database}.`)
  }
}

export function backup(out) {
  const bin = requireInstalledSite()
  const paths = sitePaths(bin)
  const stage = mkdtempSync(path.join(os.tmpdir(), 'drupal-backup-'))
  const content = path.join(stage, 'archive')
  try {
    log('database and public files (drush archive:dump)')
    archiveDump(bin, paths, stage, content)
    log('private files')
    mkdirSync(path.join(content, PARTS.private))
    for (const rel of sourceFilesUnder(paths.private)) {
      cpSync(path.join(paths.private, rel), path.join(content, PARTS.private, rel))
    }
    log('configuration')
    drushSync(
      bin,
      ['config:export', '-y', `--destination=${path.join(content, PARTS.config)}`],
      'Exporting the configuration',
    )
    const manifest = {
      created: new Date().toISOString(),
      drupal: paths.drupal,
      database: paths.driver,
      counts: siteCounts(bin),
      files: {
        public: fileList(path.join(content, PARTS.public)),
        private: fileList(path.join(content, PARTS.private)),
      },
    }
    writeFileSync(path.join(content, PARTS.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
    mkdirSync(path.dirname(out), { recursive: true })
    run('tar', ['-czf', out, '-C', content, '.'], 'Writing the archive')
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

/** The manifest of an unpacked archive, once it is known to fit this site. */
function readManifest(archive, stage, paths) {
  const has = (part) => existsSync(path.join(stage, part))
  if (!has(PARTS.manifest)) {
    throw new DrupalError(`${archive} is not a drupal:backup archive (no manifest).`)
  }
  if (!has(PARTS.drushManifest) || !has(PARTS.database)) {
    throw new DrupalError(
      `${archive} is not in drush archive:dump's layout (an older drupal:backup wrote it): restore it with drupal/tools/backup.mjs as of commit 15fa394.`,
    )
  }
  const manifest = JSON.parse(readFileSync(path.join(stage, PARTS.manifest), 'utf8'))
  if (manifest.database !== paths.driver) {
    throw new DrupalError(
      `${archive} holds a ${manifest.database} database and this site runs on ${paths.driver}: restore it into a site installed on ${manifest.database}.`,
    )
  }
  return manifest
}

/** The archive's files in place of the site's (derived files and .htaccess kept). */
function restoreFiles(paths, stage) {
  for (const kind of ['public', 'private']) {
    const to = paths[kind]
    for (const rel of readdirSync(to)) {
      if (!DERIVED.has(rel) && !rel.startsWith('.ht'))
        rmSync(path.join(to, rel), { recursive: true })
    }
    if (existsSync(path.join(stage, PARTS[kind]))) {
      cpSync(path.join(stage, PARTS[kind]), to, { recursive: true })
    }
  }
}

/** The archive's SQL dump in place of the site's database (see the top of this file). */
function loadDatabase(bin, paths, stage) {
  const dump = path.join(stage, PARTS.database)
  if (paths.driver === 'mysql') {
    drushSync(bin, ['sql:drop', '-y'], 'Dropping the tables')
    drushSync(bin, ['sql:query', `--file=${dump}`], 'Loading the database')
    return
  }
  phpEval(
    `$db = \\Drupal\\Core\\Database\\Database::getConnectionInfo()['default']['database'];
     $loaded = new \\SQLite3(${JSON.stringify(path.join(stage, 'database.sqlite'))});
     $loaded->createCollation('NOCASE_UTF8', [\\Drupal\\Component\\Utility\\Unicode::class, 'strcasecmp']);
     if (!$loaded->exec(file_get_contents(${JSON.stringify(dump)}))) { throw new \\RuntimeException($loaded->lastErrorMsg()); }
     $site = new \\SQLite3($db);
     $site->busyTimeout(30000);
     if (!$loaded->backup($site)) { throw new \\RuntimeException($site->lastErrorMsg()); }
     echo json_encode(TRUE);`,
    'Loading the database',
    bin,
  )
}

/** What differs between the site and the manifest of the backup restored into it. */
function differences(bin, paths, manifest) {
  const counts = siteCounts(bin)
  const problems = []
  if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
    problems.push(
      `counts differ: backup ${JSON.stringify(manifest.counts)}, site ${JSON.stringify(counts)}`,
    )
  }
  for (const kind of ['public', 'private']) {
    const now = fileList(paths[kind])
    for (const [rel, file] of Object.entries(manifest.files[kind])) {
      if (!isDeepStrictEqual(now[rel], file)) problems.push(`${kind} file ${rel} differs`)
    }
  }
  return { counts, problems }
}

export function restore(archive) {
  if (!existsSync(archive)) throw new DrupalError(`No backup at ${archive}.`)
  const bin = requireInstalledSite()
  const paths = sitePaths(bin)
  const stage = mkdtempSync(path.join(os.tmpdir(), 'drupal-restore-'))
  try {
    run('tar', ['-xzf', archive, '-C', stage], 'Reading the archive')
    const manifest = readManifest(archive, stage, paths)
    // Files first: a restored database never points at files that are not there yet.
    log('files')
    restoreFiles(paths, stage)
    log('database')
    loadDatabase(bin, paths, stage)
    drushSync(bin, ['cache:rebuild'], 'Rebuilding caches')
    const { counts, problems } = differences(bin, paths, manifest)
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

if (isMain(import.meta.filename)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  })
  const [command = 'backup', file] = positionals
  await runTool('drupal:backup', () => {
    if (command === 'backup') {
      // 2026-11-29T04-42-24Z: to the second, with no colons (a file name on any system).
      const stamp = `${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z`
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
  })
}
