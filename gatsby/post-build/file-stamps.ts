/**
 * What a post-build step has already done to the files of `public/`, so a rebuild does it
 * only for the files Gatsby wrote since (an edit's cost must not follow the size of
 * the site). Gatsby rewrites a page's HTML and page data only when they change; every other
 * file keeps the size and modification time it had when the step last left it.
 *
 * The record (in `.cache/`, never in the site) maps each file to its stamp (size and mtime)
 * and what the step found in it, under a key of everything else the step depends on (the
 * chunk map, the configuration, the build code): a different key, a missing or unreadable
 * record means a full pass. Only the files seen in a run are kept, so removed pages drop out.
 */
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * A file's size and modification time, as one string. Synchronous: a step stamps every page of
 * the site, and at ten times the content (2,175 pages) one awaited stat after another cost each
 * step about 0.3 s, a synchronous one a few milliseconds.
 */
export function fileStamp(file: string): string {
  const stat = statSync(file)
  return `${stat.size}:${stat.mtimeMs}`
}

/** fileStamp, or undefined when there is no such file (one system call, not two). */
export function fileStampIfAny(file: string): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false })
  return stat && `${stat.size}:${stat.mtimeMs}`
}

/** A SHA-256 of the values, for a record's key. */
export function stampKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

/** Where Gatsby compiles gatsby-node.ts with every local module it imports, under the site. */
export const COMPILED_BUILD_CODE = path.join('.cache', 'compiled', 'gatsby-node.js')

/**
 * The build code's own hash: the compiled gatsby-node bundle under `siteRoot` (Parcel puts the
 * gatsby/ and src/lib modules it imports into it), so a change to a step's code means a full
 * pass. Not the bundle's `__filename`: Parcel rewrites that to the source gatsby-node.ts, whose
 * text stays the same when only an imported module changes (a new script loader once reached
 * no page that way).
 */
export function buildCodeKey(siteRoot: string): string {
  try {
    return stampKey(readFileSync(path.join(siteRoot, COMPILED_BUILD_CODE), 'utf8'))
  } catch {
    // Unreadable: a key no record has, so a full pass.
    return stampKey(Date.now(), Math.random())
  }
}

export interface StampRecord<V> {
  /** What the step found in `file` when it had this stamp; undefined if it must look again. */
  known(file: string, stamp: string): V | undefined
  /** What the step found in `file` last time, whatever its stamp was then. */
  last(file: string): V | undefined
  /** What the step found in `file` (its stamp taken after the step wrote it). */
  remember(file: string, stamp: string, value: V): void
  /** Writes the files remembered in this run. */
  save(): Promise<void>
}

interface Saved<V> {
  key: string
  files: Record<string, [stamp: string, value: V]>
}

/** The record in `recordFile` for `key`; without a file, one that remembers nothing. */
export async function openStampRecord<V>(
  recordFile: string | undefined,
  key: string,
): Promise<StampRecord<V>> {
  let before: Saved<V>['files'] = {}
  let text = ''
  if (recordFile) {
    try {
      text = await fs.readFile(recordFile, 'utf8')
      const saved = JSON.parse(text) as Saved<V>
      if (saved.key === key && saved.files) before = saved.files
    } catch {
      // no record yet: a full pass
    }
  }
  const now: Saved<V>['files'] = {}
  return {
    known(file, stamp) {
      const entry = before[file]
      return entry && entry[0] === stamp ? entry[1] : undefined
    },
    last(file) {
      return before[file]?.[1]
    },
    remember(file, stamp, value) {
      now[file] = [stamp, value]
    },
    async save() {
      if (!recordFile) return
      const next = JSON.stringify({ key, files: now } satisfies Saved<V>)
      // The same record as before (nothing the step did changed it): not written again, which
      // at ten times the content is a megabyte of JSON per step and build.
      if (next === text) return
      await fs.mkdir(path.dirname(recordFile), { recursive: true })
      const temp = `${recordFile}.${process.pid}`
      await fs.writeFile(temp, next)
      await fs.rename(temp, recordFile)
    },
  }
}
