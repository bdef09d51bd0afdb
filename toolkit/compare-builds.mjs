// Do two builds of the site give the same pages and the same page data? Used by `npm test`
// to show that the replay (cms/snapshot) and the real Drupal it was recorded from build the
// same site. Compares every page's path and its page-data.json `result` (what its queries
// returned), every static query's data, and the redirects (`_redirects`, from Drupal's
// redirect module).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

/**
 * The files under `dir` whose names pass `name`, as paths relative to it, sorted.
 * @param {string} dir
 * @param {(name: string) => boolean} name
 * @returns {string[]}
 */
export function filesUnder(dir, name) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && name(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** @param {string} dir */
const pagesOf = (dir) =>
  filesUnder(dir, (n) => n === 'index.html').map((f) => `/${path.dirname(f)}/`.replace('/./', '/'))
// app-data.json holds the build's webpack hash, nothing from the content.
/** @param {string} dir */
const dataOf = (dir) =>
  filesUnder(path.join(dir, 'page-data'), (n) => n.endsWith('.json') && n !== 'app-data.json')
/**
 * @param {string} dir
 * @param {string} file
 */
const read = (dir, file) => JSON.parse(readFileSync(path.join(dir, 'page-data', file), 'utf8'))
/**
 * What a page's data says: its queries' result (the hash and its path are the build's own).
 * @param {any} json
 */
const meaning = (json) => ('result' in json ? json.result : json)

/**
 * The build's redirect rules, comments left out.
 * @param {string} dir
 */
const redirectsOf = (dir) => {
  const file = path.join(dir, '_redirects')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
}

/**
 * What differs between two builds.
 * @typedef {object} BuildComparison
 * @property {number} pages
 * @property {number} dataFiles
 * @property {string[]} onlyInA
 * @property {string[]} onlyInB
 * @property {string[]} dataOnlyInA
 * @property {string[]} dataOnlyInB
 * @property {string[]} differing
 * @property {string[]} redirectsOnlyInA `_redirects` rules only build A has
 * @property {string[]} redirectsOnlyInB
 */

/**
 * Compare the builds in two public/ folders.
 * @param {string} a
 * @param {string} b
 * @returns {BuildComparison}
 */
export function compareBuilds(a, b) {
  const pagesA = new Set(pagesOf(a))
  const pagesB = new Set(pagesOf(b))
  const dataA = dataOf(a)
  const dataB = new Set(dataOf(b))
  const differing = dataA.filter(
    (f) => dataB.has(f) && !isDeepStrictEqual(meaning(read(a, f)), meaning(read(b, f))),
  )
  return {
    pages: pagesA.size,
    dataFiles: dataA.length,
    onlyInA: [...pagesA].filter((p) => !pagesB.has(p)),
    onlyInB: [...pagesB].filter((p) => !pagesA.has(p)),
    dataOnlyInA: dataA.filter((f) => !dataB.has(f)),
    dataOnlyInB: [...dataB].filter((f) => !dataA.includes(f)),
    differing,
    redirectsOnlyInA: redirectsOf(a).filter((r) => !redirectsOf(b).includes(r)),
    redirectsOnlyInB: redirectsOf(b).filter((r) => !redirectsOf(a).includes(r)),
  }
}

/**
 * Whether the comparison found the same site (and at least one page).
 * @param {BuildComparison} r
 * @returns {boolean}
 */
export const sameSite = (r) =>
  r.pages > 0 &&
  !r.onlyInA.length &&
  !r.onlyInB.length &&
  !r.dataOnlyInA.length &&
  !r.dataOnlyInB.length &&
  !r.differing.length &&
  !r.redirectsOnlyInA.length &&
  !r.redirectsOnlyInB.length
