/**
 * What the redirects step reads, kept after each build so that a save in Drupal that changed
 * redirects alone can be published without a Gatsby build (publisher/redirects-only.mjs):
 * the redirects as the build had them, the build's pages and node paths (which a redirect's
 * source and target are checked against), and which of Drupal's logged changes the build's
 * sync applied (gatsby-source-drupal, patched, keeps their digests).
 *
 * The publisher imports it as TypeScript (Node's type stripping): it and what it imports name
 * their imports with the `.ts` extension and use only erasable TypeScript, and this folder's
 * package.json says its files are ES modules (Node would otherwise try CommonJS first and warn).
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  nginxRedirectsConf,
  redirectRules,
  redirectsFile,
  type DrupalRedirect,
  type RedirectContext,
} from './redirects.ts'

/** Under the project: in Gatsby's cache, so a clean build starts without it. */
export const REDIRECT_INPUTS_FILE = '.cache/post-build/redirect-inputs.json'

export interface RedirectInputs {
  /** gatsby-source-drupal's last sync, in Drupal's time (seconds). */
  lastFetched: number
  /** The digests of the logged changes that sync applied. */
  applied: string[]
  redirects: DrupalRedirect[]
  /** The build's pages, as the site writes their paths (`/x/`). */
  pages: string[]
  /** Each published node's path, by node id. */
  nodePaths: [number, string][]
}

/** A change as Drupal's log sends it (the gatsby module's `/gatsby-fastbuilds/sync/…`). */
export interface LoggedChange {
  action?: string
  id?: string
  type?: string
  data?: { id?: string; type?: string; attributes?: Record<string, unknown> }
}

export const REDIRECT_TYPE = 'redirect--redirect'

/** A redirect's fields as gatsby-source-drupal makes them from its JSON:API attributes. */
function redirectOf(change: LoggedChange): DrupalRedirect {
  const attributes = change.data?.attributes ?? {}
  return {
    ...(attributes as Partial<DrupalRedirect>),
    id: String(change.data?.id ?? change.id),
    drupal_id: String(change.data?.id ?? change.id),
  }
}

/** The redirects after Drupal's logged changes to them, applied in the log's order. */
export function redirectsAfterChanges(
  redirects: readonly DrupalRedirect[],
  changes: readonly LoggedChange[],
): DrupalRedirect[] {
  const byUuid = new Map(redirects.map((redirect) => [redirect.drupal_id ?? redirect.id, redirect]))
  for (const change of changes) {
    const uuid = String(change.data?.id ?? change.id)
    if (change.action === 'delete') byUuid.delete(uuid)
    else byUuid.set(uuid, redirectOf(change))
  }
  return [...byUuid.values()]
}

/** The fields of a redirect the rules read, for the record. */
export function recordedRedirect(redirect: DrupalRedirect): DrupalRedirect {
  const { id, drupal_id, drupal_internal__rid, redirect_source, redirect_redirect, status_code } =
    redirect
  return { id, drupal_id, drupal_internal__rid, redirect_source, redirect_redirect, status_code }
}

/** Is `file` (a site path, `/sites/default/files/map.pdf`) a file of the site in `siteDir`? */
export function isSiteFile(siteDir: string): (file: string) => boolean {
  return (file) => {
    const local = path.join(siteDir, decodeURI(file))
    return local.startsWith(`${siteDir}${path.sep}`) && existsSync(local) && !file.endsWith('/')
  }
}

/** The context the rules read, from a record (files are looked up in the served site). */
export function recordedContext(
  inputs: Pick<RedirectInputs, 'pages' | 'nodePaths'>,
  isFile: (path: string) => boolean,
): RedirectContext {
  const pages = new Set(inputs.pages)
  const paths = new Map(inputs.nodePaths)
  return { pathOfNid: (nid) => paths.get(nid), isPage: (page) => pages.has(page), isFile }
}

/** The site's redirect files (path under the site → contents), and a warning for each left out. */
export function redirectFiles(
  redirects: readonly DrupalRedirect[],
  context: RedirectContext,
): { files: Record<string, string>; count: number; warnings: string[] } {
  const { rules, warnings } = redirectRules(redirects, context)
  return {
    files: {
      _redirects: redirectsFile(rules),
      '_nginx/redirects.server.conf': nginxRedirectsConf(rules),
    },
    count: rules.length,
    warnings,
  }
}

/**
 * Writes the files (redirectFiles) into the site folder, each replaced whole: a server never
 * reads half a file. The build writes them into public/; so does the publisher, whose release
 * is made from it.
 */
export async function writeRedirectFiles(
  publicDir: string,
  files: Record<string, string>,
): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(publicDir, file)
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(`${target}.tmp`, text)
    await fs.rename(`${target}.tmp`, target)
  }
}
