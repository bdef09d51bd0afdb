/**
 * The post-build steps, in order, each timed and reported in one line: what an edit's rebuild
 * spends after the pages are written. Each step does only what changed since it last ran
 * (./file-stamps, the search index's record); a change to the build code means a full pass.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

import { MANIFEST_PATH } from '../../src/lib/search/types'
import { compiledAssets } from '../config/bundle-reuse.cjs'
import { drupalFilePath } from '../schema/resolvers'
import { loadEnv } from '../source/env'
import { ROUTED_DRUPAL_TYPES, nodePaths } from '../source/domain-nodes'
import { nodesOfTypes } from '../source/settled-nodes'
import { compressBuild } from './compress-files'
import { buildCodeKey } from './file-stamps'
import { writeEventsFeed } from './events-feed'
import { writeEventCalendars } from './ics'
import { injectPagePreloads } from './page-preloads'
import { canonicalPath, type DrupalRedirect } from './redirects'
import {
  REDIRECT_INPUTS_FILE,
  isSiteFile,
  recordedContext,
  recordedRedirect,
  redirectFiles,
  writeRedirectFiles,
  type RedirectInputs,
} from './redirect-inputs'
import { indexReadsType, onPostBuildSearchIndex, type IndexedNode } from './search-index'
import { findSecretsInBuild } from './secrets'
import { scriptsToSave, writeServiceWorker } from './service-worker'
import { MAX_HEADERS_LINE, writeSecurityHeaders } from './security-headers'
import { siteFiles, type SiteFiles } from './site-files'

type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]
type StepArgs = Pick<PostBuildArgs, 'getNodesByType' | 'getNode' | 'reporter' | 'graphql' | 'store'>

/** Where each step keeps what it did, in Gatsby's cache (never in the site). */
const record = (name: string) => path.join('.cache', 'post-build', name)

/**
 * Drupal files that are not images (the centre map PDF, documents linked from rich text) are
 * published at their Drupal path, so `/sites/default/files/…` links keep working. A file is
 * copied again only when the downloaded one is newer or differs in size.
 */
async function publishDrupalFiles({ getNodesByType, getNode, reporter }: StepArgs) {
  let copied = 0
  for (const file of getNodesByType('file__file')) {
    if (String(file.filemime ?? '').startsWith('image/')) continue
    const target = drupalFilePath((file.uri as { url?: string } | undefined)?.url)
    const local = file.localFile___NODE ? getNode(String(file.localFile___NODE)) : undefined
    if (!target || !local?.absolutePath || target.includes('..')) continue
    const dest = path.join('public', target)
    const [from, to] = await Promise.all([
      fs.stat(String(local.absolutePath)),
      fs.stat(dest).catch(() => null),
    ])
    if (to && to.size === from.size && to.mtimeMs >= from.mtimeMs) continue
    await fs.mkdir(path.dirname(dest), { recursive: true })
    await fs.copyFile(String(local.absolutePath), dest)
    copied += 1
  }
  if (copied) reporter.info(`Published ${copied} Drupal file(s) under /sites/default/files/`)
}

async function writePagePreloads({ reporter }: StepArgs, codeKey: string) {
  const { written, read } = await injectPagePreloads('public', {
    manifestPath: MANIFEST_PATH,
    recordFile: record('preloads.json'),
    codeKey,
  })
  reporter.info(`Page preloads: ${read} page(s) read, ${written} written`)
}

/** Last of the steps that change HTML: the policies hash the inline scripts of the final HTML. */
async function writeHeaders({ reporter }: StepArgs, codeKey: string, site: SiteFiles) {
  const env = loadEnv()
  const { pages, longestLine, read, written } = await writeSecurityHeaders(
    'public',
    {
      siteUrl: env.siteUrl,
      formEndpoint: env.formEndpoint,
      tagManager: !!env.gtmId,
      mapEmbedHosts: env.mapEmbedHosts,
    },
    { recordFile: record('csp.json'), codeKey, site },
  )
  reporter.info(
    `Security headers: _headers and _nginx/ with a Content-Security-Policy for ${pages} pages (${read} read${written ? '' : ', unchanged'})`,
  )
  if (longestLine > MAX_HEADERS_LINE) {
    reporter.warn(
      `_headers has a line of ${longestLine} characters; Cloudflare Pages reads at most ${MAX_HEADERS_LINE}`,
    )
  }
}

/**
 * Drupal's redirects as `public/_redirects` and `public/_nginx/redirects.server.conf`
 * (./redirects): real HTTP redirects wherever the site is served, never a client-side one.
 * Run after the pages are written, so a redirect over a page is refused. What it read is kept
 * (./redirect-inputs) for the publisher, which publishes a save that changed only redirects
 * from it without a build; without fast builds (no sync to follow) nothing is kept.
 */
async function writeRedirects({ getNodesByType, reporter, store }: StepArgs) {
  const pages = getNodesByType('SitePage').map((page) => canonicalPath(String(page.path)))
  const paths = nodePaths(nodesOfTypes(getNodesByType, (type) => ROUTED_DRUPAL_TYPES.has(type)))
  const redirects = (getNodesByType('redirect__redirect') as unknown as DrupalRedirect[]).map(
    recordedRedirect,
  )
  const inputs = { pages: [...new Set(pages)], nodePaths: [...paths], redirects }
  const { files, count, warnings } = redirectFiles(
    redirects,
    recordedContext(inputs, isSiteFile('public')),
  )
  for (const warning of warnings) reporter.warn(warning)
  await writeRedirectFiles('public', files)
  reporter.info(`Redirects: ${count} in ${Object.keys(files).join(' and ')}`)
  await fs.rm(REDIRECT_INPUTS_FILE, { force: true })
  const sync = (
    store.getState() as { status: { plugins?: Record<string, DrupalSyncStatus | undefined> } }
  ).status.plugins?.['gatsby-source-drupal']
  // Drupal sends the time of its last logged change as a string, and its own time as a number.
  const lastFetched = Number(sync?.lastFetched)
  if (loadEnv().drupalFastBuilds && Number.isFinite(lastFetched) && lastFetched > 0) {
    const applied = (sync?.lastSyncApplied ?? '').split(' ').filter(Boolean)
    const record: RedirectInputs = { lastFetched, applied, ...inputs }
    await fs.mkdir(path.dirname(REDIRECT_INPUTS_FILE), { recursive: true })
    await fs.writeFile(`${REDIRECT_INPUTS_FILE}.tmp`, JSON.stringify(record))
    await fs.rename(`${REDIRECT_INPUTS_FILE}.tmp`, REDIRECT_INPUTS_FILE)
  }
}

/** gatsby-source-drupal's status (patched: the digests of the changes its last sync applied). */
interface DrupalSyncStatus {
  lastFetched?: number | string
  lastSyncApplied?: string
}

/** Only GATSBY_ variables may reach the browser: any other secret in the build stops it. */
async function scanForSecrets({ reporter }: StepArgs, site: SiteFiles) {
  const leaks = await findSecretsInBuild('public', process.env, '.cache/secrets-scan.json', site)
  if (leaks.length > 0) {
    reporter.panic(
      `Secrets in the built site (only GATSBY_ variables may reach the browser):\n${leaks.map((l) => `  - ${l}`).join('\n')}`,
    )
  }
}

/** Last: the brotli and gzip copies are of the files as every step above left them. */
async function compressFiles({ reporter }: StepArgs, codeKey: string, site: SiteFiles) {
  const { compressed, unchanged, removed } = await compressBuild('public', {
    recordFile: record('compressed.json'),
    codeKey,
    site,
  })
  reporter.info(
    `Compression: ${compressed} file(s) given .br and .gz copies, ${unchanged} unchanged, ${removed} stale cop(ies) removed`,
  )
}

/** Runs every post-build step over `public/` of the site at `siteRoot`. */
export async function runPostBuildSteps(args: StepArgs, siteRoot: string): Promise<void> {
  const { getNodesByType, reporter, graphql } = args
  const codeKey = buildCodeKey(siteRoot)
  const took: string[] = []
  const timed = async <T>(part: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now()
    const result = await work()
    took.push(`${part} ${((performance.now() - started) / 1000).toFixed(2)} s`)
    return result
  }
  await timed('Drupal files', () => publishDrupalFiles(args))
  await timed('search index', () =>
    onPostBuildSearchIndex({
      graphql,
      reporter,
      getNodes: () =>
        nodesOfTypes(getNodesByType as unknown as (type: string) => IndexedNode[], indexReadsType),
      recordFile: record('search-index.json'),
      codeKey,
    }),
  )
  await timed('calendars', async () => {
    await writeEventCalendars({ getNodesByType, reporter, codeKey })
    await writeEventsFeed({ getNodesByType, reporter })
  })
  await timed('preloads', () => writePagePreloads(args, codeKey))
  // Before the headers: offline.html and sw.js get their policies with the pages'.
  await timed('service worker', async () => {
    const recordFile = record('service-worker.json')
    const compiled = compiledAssets('.')
    if (!compiled) {
      throw new Error(
        "Service worker: no record of the compile's files (.cache/bundle-reuse.json, written by the patched gatsby build); run `npx patch-package` and build again",
      )
    }
    const scripts = scriptsToSave(compiled)
    reporter.info(
      await writeServiceWorker({ enabled: loadEnv().serviceWorker, scripts, recordFile, codeKey }),
    )
  })
  // The site as it is served from here on: the steps below write only deployment configuration,
  // which none of them reads, and the compressed copies (./site-files).
  const site = await timed('listing', () => siteFiles('public'))
  await timed('security headers', () => writeHeaders(args, codeKey, site))
  await timed('redirects', () => writeRedirects(args))
  await timed('secrets scan', () => scanForSecrets(args, site))
  await timed('compression', () => compressFiles(args, codeKey, site))
  reporter.info(`Post-build: ${took.join(', ')}`)
}
