/**
 * Precompressed copies of the site's text files: `<file>.br` (brotli) and `<file>.gz` (gzip)
 * beside each one, which the site's server (sirv's `brotli`/`gzip`) and nginx (`brotli_static`,
 * `gzip_static`) send to a browser that accepts them, so no server compresses per request.
 *
 * Only the files that changed since the last run are compressed again: the record keeps each
 * file's stamp (size and mtime) and content hash from when its copies were made, and an edit
 * rewrites a few pages. A file rewritten with the same bytes (Gatsby copies static/ and
 * Partytown, and plugins write the sitemap and manifest, at every build) is read and hashed,
 * not compressed. A copy whose file is gone, or no longer worth compressing, is removed in the
 * same pass, so a server never finds a stale `.br` or `.gz`.
 */
import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import pLimit from 'p-limit'

import { openStampRecord, stampKey } from './file-stamps'
import { siteFiles, type SiteFiles } from './site-files'

/** The text files a browser is sent: pages, scripts, styles, data, feeds, the manifest. */
const COMPRESSIBLE = /\.(?:html|m?js|css|json|svg|ics|xml|txt|webmanifest|map)$/

/**
 * Below this a file fits in one network packet either way: compressing it saves no round
 * trip. nginx's `gzip_min_length` in site-server/nginx/static-site.http.conf is the same, so nginx's
 * on-the-fly gzip never encodes what the build left plain.
 */
const MIN_COMPRESS_BYTES = 1024

/** Deployment configuration and the copies themselves: never compressed. */
const SKIPPED_PATH = /^(?:_headers|_redirects|_nginx\/.*)$|\.(?:br|gz)$/

/** The copies' suffixes, in the order `encode` returns them. */
const SUFFIXES = ['.br', '.gz'] as const

/**
 * Brotli's quality for a file. Scripts and styles change only with the
 * code (their names carry a content hash), so they are compressed once, at the highest
 * quality. Pages, page data and the search index change with every publish: quality 6 is
 * 13 times faster than 11 on them for 8% more bytes (docs/performance.md, "Compression").
 */
export function brotliQuality(rel: string): number {
  return /\.(?:m?js|css)$/.test(rel) ? 11 : 6
}

/** Whether the file at `rel` (relative to the site root, `/`-separated) gets copies. */
export function isCompressible(rel: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(rel) && !SKIPPED_PATH.test(rel)
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The file's two encodings, each only where it is smaller than the file. */
async function encode(rel: string, bytes: Buffer): Promise<(Buffer | null)[]> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(rel),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ])
  return [br, gz].map((out) => (out.length < bytes.length ? out : null))
}

/** What the record keeps of a file: the copies made of it, and the hash of what it held. */
interface Copies {
  suffixes: string[]
  sha256: string
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Brings the two copies of `rel` up to date: kept when the file holds what they were made
 * from (`last`) and both are there, else written (or removed where they would not be smaller).
 */
async function updateCopies(
  publicDir: string,
  rel: string,
  last: Copies | undefined,
  present: Set<string>,
): Promise<Copies & { compressed: boolean }> {
  const file = path.join(publicDir, rel)
  const bytes = await fs.readFile(file)
  const hash = sha256(bytes)
  if (last?.sha256 === hash && last.suffixes.every((suffix) => present.has(rel + suffix))) {
    return { ...last, compressed: false }
  }
  const copies = await encode(rel, bytes)
  await Promise.all(
    SUFFIXES.map((suffix, i) => {
      const copy = copies[i]
      return copy
        ? fs.writeFile(`${file}${suffix}`, copy)
        : fs.rm(`${file}${suffix}`, { force: true })
    }),
  )
  return { suffixes: SUFFIXES.filter((_, i) => copies[i]), sha256: hash, compressed: true }
}

/** Removes the copies whose file is gone or no longer compressed; returns how many. */
function removeStaleCopies(publicDir: string, files: readonly string[], kept: Set<string>): number {
  let removed = 0
  for (const rel of files) {
    const suffix = SUFFIXES.find((s) => rel.endsWith(s))
    if (!suffix || kept.has(rel.slice(0, -suffix.length))) continue
    rmSync(path.join(publicDir, rel), { force: true })
    removed += 1
  }
  return removed
}

export interface CompressResult {
  /** Files compressed in this run. */
  compressed: number
  /** Files whose copies were already up to date. */
  unchanged: number
  /** Copies removed: their file was gone or is no longer compressed. */
  removed: number
}

/**
 * Brings every text file's `.br` and `.gz` in `publicDir` up to date. With `recordFile` (in
 * .cache/, never in the site), files unchanged since the last run, whose copies are still
 * there, are not read again. `site` is the site's files if another step listed them already.
 */
export async function compressBuild(
  publicDir: string,
  {
    recordFile,
    codeKey = '',
    site = siteFiles(publicDir),
  }: { recordFile?: string; codeKey?: string; site?: SiteFiles } = {},
): Promise<CompressResult> {
  const record = await openStampRecord<Copies>(recordFile, stampKey('compress-2', codeKey))
  const { files } = site
  const present = new Set(files)
  const kept = new Set<string>()
  const limit = pLimit(Math.max(2, os.availableParallelism()))
  let compressed = 0
  const work = files.map((rel) => {
    // Most files are images and the copies themselves: ruled out by name, without a stat.
    if (!isCompressible(rel, MIN_COMPRESS_BYTES)) return null
    const stamp = site.stamp(rel)
    if (!isCompressible(rel, Number(stamp.split(':')[0]))) return null
    kept.add(rel)
    const known = record.known(rel, stamp)
    if (known?.suffixes.every((suffix) => present.has(rel + suffix))) {
      record.remember(rel, stamp, known)
      return null
    }
    return limit(async () => {
      const { compressed: made, ...copies } = await updateCopies(
        publicDir,
        rel,
        record.last(rel),
        present,
      )
      record.remember(rel, stamp, copies)
      if (made) compressed += 1
    })
  })
  await Promise.all(work)
  const removed = removeStaleCopies(publicDir, files, kept)
  await record.save()
  return { compressed, unchanged: kept.size - compressed, removed }
}
