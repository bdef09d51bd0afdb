/**
 * The built site's files, listed and stamped once for the steps that read all of them: the
 * security headers (every page), the secrets scan and the compression (every file). At ten times
 * the content one walk of `public/` (16,000 files in 8,000 folders) costs about 0.08 s, and each
 * of those steps used to walk it and stat every file again.
 *
 * Taken after the last step that changes what the site serves (the service worker): the steps
 * after it write only deployment configuration (`_headers`, `_redirects`, `_nginx/`), which the
 * headers, the secrets scan and the compression never read, and the compression's own copies.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { fileStamp } from './file-stamps'

export interface SiteFiles {
  /** Every file under the site's root, relative and `/`-separated, in path order. */
  readonly files: readonly string[]
  /** The stamp (./file-stamps) of `rel`, taken the first time it is asked for. */
  stamp(rel: string): string
}

/** The files of the site in `publicDir` as they are now. */
export function siteFiles(publicDir: string): SiteFiles {
  const files: string[] = []
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(publicDir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else files.push(child)
    }
  }
  walk('')
  files.sort()
  const stamps = new Map<string, string>()
  return {
    files,
    stamp(rel) {
      let stamp = stamps.get(rel)
      if (stamp === undefined) {
        stamp = fileStamp(path.join(publicDir, rel))
        stamps.set(rel, stamp)
      }
      return stamp
    },
  }
}
