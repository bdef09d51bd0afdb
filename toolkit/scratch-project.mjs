// A scratch copy of the project that `gatsby build` can run in: the browser tests and
// benchmarks that build on edited content (build guards, XSS corpus, publisher) use one so the
// working tree's .cache/ and public/ are never touched; the browser tests' one keeps webpack's
// cache from spec to spec (reusableScratch).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** What a build of this project reads, relative to the repository root. */
const PROJECT_FILES = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'gatsby',
  'src',
  'static',
]

/** What the publisher runs from besides the site: its own folder and what it imports. */
export const PUBLISHER_FILES = ['publisher', 'site-server', 'toolkit', 'drupal/tools']

/**
 * Copies PROJECT_FILES (and `extra`, e.g. PUBLISHER_FILES) from `repo` into `dir` and links
 * node_modules.
 * @param {string} repo
 * @param {string} dir
 * @param {string[]} [extra]
 */
export function copyProject(repo, dir, extra = []) {
  for (const file of [...PROJECT_FILES, ...extra]) {
    cpSync(path.join(repo, file), path.join(dir, file), { recursive: true })
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
}

/**
 * Replaces the project's files in `dir` (made if need be) with fresh copies from `repo`; the
 * rest, such as Gatsby's .cache/ from the run before, stays.
 * @param {string} repo
 * @param {string} dir
 */
export function refreshProjectCopy(repo, dir) {
  mkdirSync(dir, { recursive: true })
  for (const file of [...PROJECT_FILES, 'node_modules']) {
    rmSync(path.join(dir, file), { recursive: true, force: true })
  }
  copyProject(repo, dir)
}

/**
 * Removes everything in `dir` (if it exists) but the entry named `kept`.
 * @param {string} dir
 * @param {string} kept
 */
function emptyBut(dir, kept) {
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (entry !== kept) rmSync(path.join(dir, entry), { recursive: true, force: true })
  }
}

/**
 * Empties `dir` but for webpack's cache of the compiled code (.cache/webpack).
 * @param {string} dir
 */
export function clearScratch(dir) {
  emptyBut(dir, '.cache')
  emptyBut(path.join(dir, '.cache'), 'webpack')
}

/**
 * An empty scratch folder at the same path for every build of the browser tests in one
 * Playwright worker, holding only webpack's cache from the build before: webpack's cache is
 * keyed on absolute paths, so only a build at the same path reuses it. The code compiled is the
 * same from spec to spec; the content, the environment and Gatsby's other caches are each
 * spec's own. Give it back with clearScratch.
 * @returns {string}
 */
export function reusableScratch() {
  const worker = process.env.TEST_WORKER_INDEX ?? '0'
  const dir = path.join(os.tmpdir(), `outlet-centre-e2e-build-${worker}`)
  clearScratch(dir)
  mkdirSync(dir, { recursive: true })
  return dir
}
