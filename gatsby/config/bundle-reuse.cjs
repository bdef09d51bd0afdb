'use strict'
/**
 * Whether a build may keep the browser bundles and the HTML renderer of the build before it
 * instead of running webpack: required by Gatsby's build command (patches/gatsby+5.16.1.patch)
 * once the page requires are written, just before it would compile. An editor's save changes
 * content, not code, yet webpack's check of its own cache cost about 2 s of every rebuild.
 *
 * The bundles follow from the site's code (src/, gatsby-browser, gatsby-ssr, the compiled
 * gatsby-config and gatsby-node with their webpack settings), the installed packages and
 * their patches, the files Gatsby generates in .cache/ for webpack (the page components'
 * requires, the plugins' browser and SSR APIs with their options, the Babel state), the
 * GATSBY_* and NODE_ENV values webpack inlines, and the build's options. After a good compile
 * the build records a hash of all of them (`.cache/bundle-reuse.json`) with what the rest of
 * the build takes from the compile (the compilation hashes, the template hashes that decide
 * which pages are rendered again) and the files it emitted; the next build skips webpack
 * when the hash is the same and those files are all still there. The record is removed
 * before any compile, so a compile that fails leaves none.
 */
const { createHash } = require('node:crypto')
const { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs')
const path = require('node:path')

const RECORD = path.join('.cache', 'bundle-reuse.json')

/** Site files webpack reads, besides every file under src/. */
const SITE_FILES = [
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  path.join('.cache', 'compiled', 'gatsby-config.js'),
  path.join('.cache', 'compiled', 'gatsby-node.js'),
  path.join('.cache', 'babelState.json'),
  path.join('.cache', 'match-paths.json'),
]

/** Folders whose every file webpack may read; `.cache` only for its top-level scripts. */
const SITE_FOLDERS = ['src', 'patches', path.join('.cache', '_this_is_virtual_fs_path_')]

/** Not read by webpack: type declarations and tests. */
const NOT_BUNDLED = /(\.d\.ts|\.test\.tsx?)$|(^|\/)__tests__\//

/** Files the build needs from the last compile, besides the emitted assets (under public/). */
const COMPILE_OUTPUTS = [
  path.join('public', 'webpack.stats.json'),
  path.join('public', 'chunk-map.json'),
  path.join('.cache', 'page-ssr', 'routes', 'render-page.js'),
]

/**
 * Files of `dir` (relative to `siteDir`), recursively, sorted.
 * @param {string} siteDir
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(siteDir, dir) {
  if (!existsSync(path.join(siteDir, dir))) return []
  return readdirSync(path.join(siteDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_BUNDLED.test(file))
    .sort()
}

/**
 * The scripts Gatsby writes at the top of .cache/ for webpack (its runtime, copied from the
 * package, and the generated requires and plugin APIs).
 * @param {string} siteDir
 */
function cacheScripts(siteDir) {
  return readdirSync(path.join(siteDir, '.cache'))
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => path.join('.cache', name))
}

/**
 * The hash of everything the bundles follow from.
 * @param {string} siteDir
 * @param {Record<string, unknown>} options the build's options that reach webpack
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
function bundleInputsKey(siteDir, options, env = process.env) {
  const hash = createHash('sha256')
  const inlined = Object.keys(env)
    .filter((name) => name.startsWith('GATSBY_') || name === 'NODE_ENV')
    .sort()
    .map((name) => [name, env[name]])
  hash.update(JSON.stringify({ siteDir, options, inlined }))
  const files = [
    ...SITE_FILES,
    ...SITE_FOLDERS.flatMap((dir) => filesUnder(siteDir, dir)),
    ...cacheScripts(siteDir),
  ]
  for (const file of files) {
    const full = path.join(siteDir, file)
    hash.update(`\0${file}\0`)
    hash.update(existsSync(full) ? readFileSync(full) : '\0missing')
  }
  return hash.digest('hex')
}

/**
 * What the build takes from a compile.
 * @typedef {object} CompileResult
 * @property {string} webpackCompilationHash
 * @property {string} webpackSSRCompilationHash
 * @property {Record<string, string>} templateCompilationHashes
 * @property {string[]} assets the files the browser compile emitted, relative to public/
 */

/**
 * The last compile's result when its inputs had `key` and its files are all in place; else null.
 * @param {string} siteDir
 * @param {string} key
 * @returns {CompileResult | null}
 */
function reusableCompile(siteDir, key) {
  let record
  try {
    record = JSON.parse(readFileSync(path.join(siteDir, RECORD), 'utf8'))
  } catch {
    return null
  }
  if (record.key !== key || !Array.isArray(record.result?.assets)) return null
  const assets = record.result.assets.map((/** @type {string} */ file) => path.join('public', file))
  const outputs = [...COMPILE_OUTPUTS, ...assets]
  if (!outputs.every((file) => existsSync(path.join(siteDir, file)))) return null
  return record.result
}

/**
 * Removes the record: called before a compile, so a failed one leaves none behind.
 * @param {string} siteDir
 */
function forgetCompile(siteDir) {
  rmSync(path.join(siteDir, RECORD), { force: true })
}

/**
 * Records a good compile's result for inputs with `key`.
 * @param {string} siteDir
 * @param {string} key
 * @param {CompileResult} result
 */
function rememberCompile(siteDir, key, result) {
  writeFileSync(path.join(siteDir, RECORD), JSON.stringify({ key, result }))
}

/**
 * The files the last good compile emitted for the browser, relative to public/ (the service
 * worker saves its scripts); null before any compile.
 * @param {string} siteDir
 * @returns {string[] | null}
 */
function compiledAssets(siteDir) {
  try {
    const { result } = JSON.parse(readFileSync(path.join(siteDir, RECORD), 'utf8'))
    return Array.isArray(result?.assets) ? result.assets : null
  } catch {
    return null
  }
}

module.exports = {
  bundleInputsKey,
  reusableCompile,
  forgetCompile,
  rememberCompile,
  compiledAssets,
}
