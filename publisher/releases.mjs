/**
 * The publisher's releases: complete copies of good builds, one of which is served.
 *
 *   <workDir>/builds/<build-id>/   a full copy of public/ after a good build (never changed)
 *   <workDir>/current              symlink to builds/<build-id>: what is served
 *
 *   <workDir>/builds/.stamps-<build-id>.json   size and mtime of each file public/ had then
 *
 * A build is copied into builds/.staging-<id>/ and renamed into place when complete, then
 * `current` is switched with a new symlink renamed over the old one (rename(2) is atomic: a
 * request sees the old site or the new one, never a mix or nothing). A file the current
 * release already has, unchanged, is hard-linked from it instead of copied (content-addressed
 * names — Gatsby's /static/ and hashed bundles — by name and size, a file public/ has not
 * written since the current release was copied by its size and mtime, anything else by
 * comparing the bytes), so a release costs little time and disk: an incremental build changes a few
 * pages. Releases are never written after they are made, so sharing files between them is
 * safe; nothing is ever linked to the project's public/, which the next build rewrites in place.
 */
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { CACHE_IMMUTABLE, cacheControlFor } from '../site-server/static-server.mjs'
import { filesUnder } from '../toolkit/compare-builds.mjs'

/** Files up to this size are compared byte for byte with the current release's copy. */
const COMPARE_LIMIT = 8 * 1024 * 1024
/** A build with fewer pages than this share of the served one is refused. */
const MIN_PAGE_RATIO = 0.5
/**
 * How many files a release copies or links before it lets the site listener answer. Each file
 * is a few system calls: made synchronously they took 0.1 s for a release of 4,300 files, and
 * awaited one by one (16 at a time) 0.4–0.5 s of every publish.
 */
const COPY_BATCH = 500

const ID_RE = /^\d{8}-\d{6}-\d{3}-[0-9a-f]{4}$/
let lastIdTime = 0

/**
 * A new build id, `YYYYMMDD-HHMMSS-mmm-xxxx` (UTC, milliseconds, random): ids sort in the
 * order they were made (strictly increasing within a process), so the newest build is last.
 * @param {Date} [now]
 * @returns {string}
 */
export function newBuildId(now = new Date()) {
  const t = Math.max(now.getTime(), lastIdTime + 1)
  lastIdTime = t
  const iso = new Date(t).toISOString() // 2026-11-21T08:15:30.123Z
  const stamp = `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${iso.slice(20, 23)}`
  return `${stamp}-${randomBytes(2).toString('hex')}`
}

/**
 * Whether `id` is a build id (newBuildId's form).
 * @param {unknown} id
 * @returns {id is string}
 */
export const isBuildId = (id) => typeof id === 'string' && ID_RE.test(id)

/** The files under `dir` (relative); a missing `dir` is an error. @param {string} dir */
function listFiles(dir) {
  if (!existsSync(dir)) throw new Error(`There is no build at ${dir}`)
  return filesUnder(dir, () => true)
}

/**
 * A file's size and modification time, as recorded in a release's stamps.
 * @param {import('node:fs').Stats} stat
 */
const stampOf = (stat) => `${stat.size}:${stat.mtimeMs}`

/**
 * Whether `candidate` (in the current release) can stand for `src` (in public/, whose stat is
 * `a`): public/ has not written the file since the current release copied it (`stamps`, the
 * sizes and mtimes public/ had then), or the name is the content, or the bytes are the same.
 * @param {import('node:fs').Stats} a
 * @param {string} candidate
 * @param {string} rel
 * @param {Map<string, string> | null} stamps
 * @param {string} src
 */
function sameFile(a, candidate, rel, stamps, src) {
  const b = statSync(candidate, { throwIfNoEntry: false })
  if (!b) return false // not in the current release
  if (!b.isFile() || a.size !== b.size) return false
  if (stamps?.get(rel) === stampOf(a)) return true // untouched since it was copied
  if (cacheControlFor(`/${rel}`) === CACHE_IMMUTABLE) return true // the name is the content
  if (a.size > COMPARE_LIMIT) return false
  return readFileSync(src).equals(readFileSync(candidate))
}

/**
 * Every folder the files are in, with the folders above them, parents first: one mkdir each
 * (a recursive mkdir per file's folder looked at every parent again, 0.14 s a release).
 * @param {string[]} files relative, `/`-separated
 * @returns {string[]}
 */
function foldersOf(files) {
  const folders = new Set()
  for (const rel of files) {
    for (let dir = path.posix.dirname(rel); dir !== '.' && !folders.has(dir);) {
      folders.add(dir)
      dir = path.posix.dirname(dir)
    }
  }
  return [...folders].sort()
}

/**
 * Copy `from` (a Gatsby public/ folder) to `to`, hard-linking the files that `linkFrom` (the
 * current release) already has, unchanged. `stamps` are the sizes and mtimes `from`'s files had
 * when `linkFrom` was copied (a file public/ has not written since is not compared byte for
 * byte); the result's `stamps` are those of this copy, for the next.
 * @param {string} from
 * @param {string} to
 * @param {string | null} [linkFrom]
 * @param {Map<string, string> | null} [stamps]
 * @returns {Promise<{ files: number, linked: number, copied: number, bytesCopied: number, stamps: Map<string, string> }>}
 */
async function copyBuild(from, to, linkFrom, stamps = null) {
  const files = listFiles(from)
  mkdirSync(to, { recursive: true })
  for (const dir of foldersOf(files)) mkdirSync(path.join(to, dir))
  let linked = 0
  let copied = 0
  let bytesCopied = 0
  /** @type {Map<string, string>} */
  const newStamps = new Map()
  for (const [i, rel] of files.entries()) {
    if (i > 0 && i % COPY_BATCH === 0) await new Promise((resolve) => setImmediate(resolve))
    const src = path.join(from, rel)
    const dest = path.join(to, rel)
    const stat = statSync(src)
    newStamps.set(rel, stampOf(stat))
    const candidate = linkFrom ? path.join(linkFrom, rel) : null
    if (candidate && sameFile(stat, candidate, rel, stamps, src)) {
      linkSync(candidate, dest)
      linked += 1
      continue
    }
    copyFileSync(src, dest)
    copied += 1
    bytesCopied += stat.size
  }
  return { files: files.length, linked, copied, bytesCopied, stamps: newStamps }
}

/**
 * @typedef {object} CopyStats
 * @property {number} files
 * @property {number} linked
 * @property {number} copied
 * @property {number} bytesCopied
 */

/**
 * How many pages (index.html files) a built site has.
 * @param {string} dir
 * @returns {Promise<number>}
 */
export async function countPages(dir) {
  return listFiles(dir).filter((rel) => rel === 'index.html' || rel.endsWith('/index.html')).length
}

/**
 * Sanity checks on a finished build before it may be published: the home page, the 404 page,
 * Gatsby's app data and at least one store page exist, and the page count has not collapsed
 * compared with the build being served.
 * @param {string} dir the build output (public/)
 * @param {{ previousPageCount?: number | null }} [options]
 * @returns {Promise<{ ok: boolean, problems: string[], pageCount: number }>}
 */
export async function checkBuildOutput(dir, { previousPageCount = null } = {}) {
  /** @type {string[]} */
  const problems = []
  /**
   * @param {string} rel
   * @param {string} what
   */
  const nonEmpty = async (rel, what) => {
    try {
      const stat = await fs.stat(path.join(dir, rel))
      if (!stat.isFile() || stat.size === 0) problems.push(`${what} (${rel}) is empty`)
    } catch {
      problems.push(`${what} (${rel}) is missing`)
    }
  }
  if (!existsSync(dir)) {
    return { ok: false, problems: [`the build output ${dir} does not exist`], pageCount: 0 }
  }
  await nonEmpty('index.html', 'the home page')
  await nonEmpty('404.html', 'the not-found page')
  await nonEmpty('page-data/app-data.json', "Gatsby's app data")
  // (No stores/ folder, no store page.)
  const stores = await fs.readdir(path.join(dir, 'stores'), { withFileTypes: true }).catch(() => [])
  const storePage = stores.some(
    (entry) =>
      entry.isDirectory() && existsSync(path.join(dir, 'stores', entry.name, 'index.html')),
  )
  if (!storePage) problems.push('no store page (stores/<slug>/index.html) was built')
  const pageCount = await countPages(dir)
  if (previousPageCount && pageCount < Math.ceil(previousPageCount * MIN_PAGE_RATIO)) {
    problems.push(
      `the page count collapsed: ${pageCount} pages against ${previousPageCount} in the site being served`,
    )
  }
  return { ok: problems.length === 0, problems, pageCount }
}

/**
 * @typedef {object} Releases
 * @property {string} root
 * @property {string} buildsDir
 * @property {string} currentLink the path to serve: the `current` symlink
 * @property {() => Promise<string | null>} currentId
 * @property {() => Promise<string[]>} list kept builds, newest first
 * @property {(id: string) => Promise<void>} activate
 * @property {(publicDir: string, id: string) => Promise<CopyStats & { dir: string }>} stage
 * @property {(keep?: number) => Promise<string[]>} prune
 * @property {(id?: string) => Promise<{ from: string | null, to: string }>} rollback
 */

/**
 * Where a work dir keeps its releases.
 * @typedef {object} ReleaseLayout
 * @property {string} root
 * @property {string} buildsDir
 * @property {string} currentLink
 */

/**
 * The build `current` points to, if it is a kept build.
 * @param {ReleaseLayout} layout
 * @returns {Promise<string | null>}
 */
async function readCurrentId({ buildsDir, currentLink }) {
  const target = await fs.readlink(currentLink).catch(() => null)
  const id = target && path.basename(target)
  return isBuildId(id) && existsSync(path.join(buildsDir, id)) ? id : null
}

/**
 * Kept builds, newest first.
 * @param {string} buildsDir
 * @returns {Promise<string[]>}
 */
async function listBuilds(buildsDir) {
  const names = await fs.readdir(buildsDir).catch(() => /** @type {string[]} */ ([]))
  return names.filter(isBuildId).sort().reverse()
}

/**
 * Switch `current` to a kept build, atomically.
 * @param {ReleaseLayout} layout
 * @param {string} id
 */
async function activateBuild({ root, buildsDir, currentLink }, id) {
  if (!isBuildId(id) || !existsSync(path.join(buildsDir, id))) {
    throw new Error(`No kept build "${id}" in ${buildsDir}`)
  }
  const tmp = path.join(root, `.current-${id}-${randomBytes(3).toString('hex')}`)
  await fs.symlink(path.join('builds', id), tmp, 'dir')
  await fs.rename(tmp, currentLink)
}

/**
 * Beside each release, the sizes and mtimes its files had in public/ when it was copied: the
 * next copy links what public/ has not written since without reading it. (A rewrite changes a
 * file's mtime; a release activated again by a rollback is described by its own stamps, and
 * public/'s files have been written since, so they are compared as before.)
 * @param {string} buildsDir
 * @param {string} id
 */
const stampsFile = (buildsDir, id) => path.join(buildsDir, `.stamps-${id}.json`)

/**
 * @param {string} buildsDir
 * @param {string} id
 * @returns {Promise<Map<string, string> | null>}
 */
async function readStamps(buildsDir, id) {
  try {
    return new Map(Object.entries(JSON.parse(await fs.readFile(stampsFile(buildsDir, id), 'utf8'))))
  } catch {
    return null // an older release, or none recorded: compare as before
  }
}

/**
 * Copy a finished build into builds/<id> (via a staging folder) and return what it did.
 * @param {ReleaseLayout} layout
 * @param {string} publicDir
 * @param {string} id
 * @returns {Promise<CopyStats & { dir: string }>}
 */
async function stageBuild(layout, publicDir, id) {
  const { buildsDir } = layout
  await fs.mkdir(buildsDir, { recursive: true })
  const staging = path.join(buildsDir, `.staging-${id}`)
  await fs.rm(staging, { recursive: true, force: true })
  const current = await readCurrentId(layout)
  try {
    const { stamps, ...stats } = await copyBuild(
      publicDir,
      staging,
      current ? path.join(buildsDir, current) : null,
      current ? await readStamps(buildsDir, current) : null,
    )
    await fs.writeFile(stampsFile(buildsDir, id), JSON.stringify(Object.fromEntries(stamps)))
    await fs.rename(staging, path.join(buildsDir, id))
    return { dir: path.join(buildsDir, id), ...stats }
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true })
    throw error
  }
}

/**
 * Delete the oldest builds beyond `keep`, never the current one.
 * @param {ReleaseLayout} layout
 * @param {number} keep
 * @returns {Promise<string[]>} the deleted ids
 */
async function pruneBuilds(layout, keep) {
  const { buildsDir } = layout
  const current = await readCurrentId(layout)
  const ids = await listBuilds(buildsDir)
  const removable = ids.slice(Math.max(1, keep)).filter((id) => id !== current)
  for (const id of removable) {
    await fs.rm(path.join(buildsDir, id), { recursive: true, force: true })
    await fs.rm(stampsFile(buildsDir, id), { force: true })
  }
  // Left-overs of an interrupted copy.
  for (const name of await fs.readdir(buildsDir).catch(() => /** @type {string[]} */ ([]))) {
    const stampsOf = /^\.stamps-(.+)\.json$/.exec(name)?.[1]
    if (name.startsWith('.staging-') || (stampsOf && !ids.includes(stampsOf))) {
      await fs.rm(path.join(buildsDir, name), { recursive: true, force: true })
    }
  }
  return removable
}

/**
 * Serve an earlier build again: `id`, or the newest kept build older than the current one.
 * @param {ReleaseLayout} layout
 * @param {string} [id]
 * @returns {Promise<{ from: string | null, to: string }>}
 */
async function rollbackBuild(layout, id) {
  const current = await readCurrentId(layout)
  const ids = await listBuilds(layout.buildsDir)
  let target = id
  if (!target) {
    target = current ? ids.find((candidate) => candidate < current) : ids[0]
    if (!target) throw new Error('There is no earlier build to roll back to.')
  }
  if (!ids.includes(target)) {
    throw new Error(`No kept build "${target}". Kept builds: ${ids.join(', ') || 'none'}`)
  }
  await activateBuild(layout, target)
  return { from: current, to: target }
}

/**
 * The releases in a publisher work dir.
 * @param {string} workDir
 * @returns {Releases}
 */
export function openReleases(workDir) {
  const root = path.resolve(workDir)
  /** @type {ReleaseLayout} */
  const layout = {
    root,
    buildsDir: path.join(root, 'builds'),
    /** The path to serve: the `current` symlink (resolved per request by the static server). */
    currentLink: path.join(root, 'current'),
  }
  return {
    ...layout,
    currentId: () => readCurrentId(layout),
    list: () => listBuilds(layout.buildsDir),
    activate: (id) => activateBuild(layout, id),
    stage: (publicDir, id) => stageBuild(layout, publicDir, id),
    prune: (keep = 5) => pruneBuilds(layout, keep),
    rollback: (id) => rollbackBuild(layout, id),
  }
}
