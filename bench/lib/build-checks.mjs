// Whether a rebuild left the site it should: every file against another build's (an edit and
// its undo against the cold build), and the post-build steps, which do only what changed,
// against a full pass of the same steps over the same pages.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { createJiti } from 'jiti'

import { filesUnder } from '../../toolkit/compare-builds.mjs'

/**
 * Every file under `dir`, as paths relative to it.
 * @param {string} dir
 */
const filesIn = (dir) => filesUnder(dir, () => true)

/**
 * What a file says, for comparing two builds made at different times: a precompressed copy by
 * what it decodes to; an event's calendar without its DTSTAMP (when the file was made, which a
 * rebuild keeps for an unchanged event).
 * @param {string} rel
 * @param {Buffer} bytes
 * @returns {Buffer | string}
 */
function meaningOf(rel, bytes) {
  const decoded = rel.endsWith('.br')
    ? brotliDecompressSync(bytes)
    : rel.endsWith('.gz')
      ? gunzipSync(bytes)
      : bytes
  const name = rel.replace(/\.(?:br|gz)$/, '')
  return name.endsWith('.ics')
    ? decoded.toString('utf8').replace(/^DTSTAMP:[^\r\n]*\r?\n/m, '')
    : decoded
}

/**
 * Every file of a built site that is served (its relative path → SHA-256 of what it says);
 * dot files at the root are the post-build steps' records, which no server sends.
 * @param {string} publicDir
 * @returns {Map<string, string>}
 */
export function siteDigests(publicDir) {
  return new Map(
    filesIn(publicDir)
      .filter((rel) => !rel.startsWith('.'))
      .map((rel) => [
        rel,
        createHash('sha256')
          .update(meaningOf(rel, readFileSync(path.join(publicDir, rel))))
          .digest('hex'),
      ]),
  )
}

/**
 * Which files differ, are missing or are extra in `after` against `before`.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 */
export function compareSites(before, after) {
  const differ = [...before]
    .filter(([file, digest]) => after.get(file) !== digest)
    .map(([file]) => file)
  const extra = [...after.keys()].filter((file) => !before.has(file))
  return {
    files: before.size,
    differ,
    extra,
    summary:
      differ.length || extra.length
        ? `${differ.length} of ${before.size} files differ or are missing, ${extra.length} extra (${[...differ, ...extra].slice(0, 5).join(', ')})`
        : `all ${before.size} files the same, none extra`,
  }
}

/**
 * Copies the built pages and their page data (not static/) from `publicDir` to `copy`.
 * @param {string} publicDir
 * @param {string} copy
 * @returns {string[]} the pages copied, relative to both
 */
function copyPages(publicDir, copy) {
  const copied = filesIn(publicDir).filter(
    (rel) =>
      (rel.endsWith('.html') || path.basename(rel) === 'page-data.json') &&
      !rel.split(path.sep).includes('static'),
  )
  for (const rel of copied) {
    mkdirSync(path.dirname(path.join(copy, rel)), { recursive: true })
    cpSync(path.join(publicDir, rel), path.join(copy, rel))
  }
  return copied.filter((rel) => rel.endsWith('.html'))
}

/**
 * A TypeScript module of the build, by its path from here, through jiti (extensionless and
 * folder imports, as webpack resolves them); its types are named where it is used.
 * @param {string} relative
 * @returns {Promise<unknown>}
 */
const importTs = (relative) => createJiti(import.meta.url).import(relative)

/**
 * Runs the post-build steps (page preloads, security headers) over `dir` as a full pass, with
 * no record of an earlier build; returns the header files they wrote.
 * @param {string} dir
 * @param {string} cmsUrl
 */
async function fullPostBuildPass(dir, cmsUrl) {
  const { injectPagePreloads } =
    /** @type {typeof import('../../gatsby/post-build/page-preloads')} */ (
      await importTs('../../gatsby/post-build/page-preloads.ts')
    )
  const { writeSecurityHeaders } =
    /** @type {typeof import('../../gatsby/post-build/security-headers')} */ (
      await importTs('../../gatsby/post-build/security-headers.ts')
    )
  const { readEnv } = /** @type {typeof import('../../gatsby/source/env')} */ (
    await importTs('../../gatsby/source/env.ts')
  )
  const { MANIFEST_PATH } = /** @type {typeof import('../../src/lib/search/types')} */ (
    await importTs('../../src/lib/search/types.ts')
  )
  const env = readEnv({ ...process.env, DEMO_CMS_URL: cmsUrl })
  await injectPagePreloads(dir, { manifestPath: MANIFEST_PATH })
  await writeSecurityHeaders(dir, {
    siteUrl: env.siteUrl,
    formEndpoint: env.formEndpoint,
    tagManager: !!env.gtmId,
    mapEmbedHosts: env.mapEmbedHosts,
  })
  return [
    '_headers',
    path.join('_nginx', 'security-headers.http.conf'),
    path.join('_nginx', 'security-headers.server.conf'),
  ]
}

/**
 * Whether the pages and headers the last (incremental) build left in `publicDir` are what the
 * post-build steps make in a full pass (no record) over a copy of the same pages, page data
 * and chunk map. Returns how many files were compared and which differ.
 * @param {string} publicDir
 * @param {string} cmsUrl
 */
export async function postBuildAgainstFullPass(publicDir, cmsUrl) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'bench-full-pass-'))
  try {
    const compared = copyPages(publicDir, copy)
    cpSync(path.join(publicDir, 'chunk-map.json'), path.join(copy, 'chunk-map.json'))
    // The security headers give the service worker a policy of its own when there is one.
    const worker = path.join(publicDir, 'sw.js')
    if (existsSync(worker)) cpSync(worker, path.join(copy, 'sw.js'))
    compared.push(...(await fullPostBuildPass(copy, cmsUrl)))
    const differ = compared.filter(
      (rel) =>
        readFileSync(path.join(publicDir, rel), 'utf8') !==
        readFileSync(path.join(copy, rel), 'utf8'),
    )
    return {
      files: compared.length,
      differ,
      summary: differ.length
        ? `${differ.length} of ${compared.length} files differ (${differ.slice(0, 5).join(', ')})`
        : `all ${compared.length} pages and header files the same`,
    }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
