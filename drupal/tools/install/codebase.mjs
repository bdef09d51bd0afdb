// Drupal's codebase in drupal/vendor and drupal/web: `composer install` where composer reaches
// its registry, else DRUPAL_CODEBASE (a .tar.gz laid out like drupal/recommended-project, or
// a folder); then the contrib patches composer.json lists.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import path from 'node:path'

import { DrupalError, drupalDir, repoRoot, webDir } from '../lib.mjs'
import { have, run } from '../commands.mjs'
import { log } from './run.mjs'

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

/**
 * Gets the codebase unless it is there.
 * @param {string} php the PHP composer runs with
 */
export function ensureCodebase(php) {
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
  const top = [path.join(scratch, 'drupal'), scratch].find((dir) =>
    existsSync(path.join(dir, 'vendor')),
  )
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
export function applyContribPatches() {
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
