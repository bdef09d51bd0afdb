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
 * What differs between two builds: a line per difference, naming the build by `names`.
 * @typedef {{ pages: number, dataFiles: number, differences: string[] }} BuildComparison
 */

/**
 * Compare the builds in two public/ folders.
 * @param {string} a
 * @param {string} b
 * @param {{ a: string, b: string }} names how the lines name each build ("the replay")
 * @returns {BuildComparison}
 */
export function compareBuilds(a, b, names = { a: 'A', b: 'B' }) {
  const pagesA = new Set(pagesOf(a))
  const pagesB = new Set(pagesOf(b))
  const dataA = dataOf(a)
  const dataB = new Set(dataOf(b))
  const [redirectsA, redirectsB] = [redirectsOf(a), redirectsOf(b)]
  /** @param {Iterable<string>} items @param {(item: string) => boolean} keep @param {string} say */
  const lines = (items, keep, say) => [...items].filter(keep).map((item) => `${say}: ${item}`)
  return {
    pages: pagesA.size,
    dataFiles: dataA.length,
    differences: [
      ...lines(pagesA, (p) => !pagesB.has(p), `only from ${names.a}`),
      ...lines(pagesB, (p) => !pagesA.has(p), `only from ${names.b}`),
      ...lines(dataA, (f) => !dataB.has(f), `page data only from ${names.a}`),
      ...lines(dataB, (f) => !dataA.includes(f), `page data only from ${names.b}`),
      ...lines(
        dataA,
        (f) => dataB.has(f) && !isDeepStrictEqual(meaning(read(a, f)), meaning(read(b, f))),
        'different page data',
      ),
      ...lines(redirectsA, (r) => !redirectsB.includes(r), `redirect only from ${names.a}`),
      ...lines(redirectsB, (r) => !redirectsA.includes(r), `redirect only from ${names.b}`),
    ],
  }
}

/**
 * Whether the comparison found the same site (and at least one page).
 * @param {BuildComparison} r
 * @returns {boolean}
 */
export const sameSite = (r) => r.pages > 0 && !r.differences.length
