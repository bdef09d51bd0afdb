/**
 * What a page fetches before it can hydrate, announced in its HTML so the browser fetches it
 * alongside the framework scripts instead of after them.
 *
 * Gatsby 5 leaves the page component's script out of the HTML: the app script, once it has
 * run, fetches app-data.json and the page's page-data.json, then the component's chunk and the
 * page's static query results, and only then hydrates. That is two round trips after the
 * scripts, on every first visit. Preload links for the same URLs (as Gatsby 2–4 wrote for
 * page data) take the waits off the critical path: the chunk as `script` (webpack loads it
 * with a plain script tag), the JSON as `fetch` with `crossorigin` (Gatsby's loader fetches it
 * same-origin without credentials, which is what an anonymous preload matches). All at low
 * priority, like the async framework scripts themselves, so that a real browser gives the
 * first screen's image and fonts the bandwidth first. (Lighthouse's simulated throttling
 * ignores priority: there the preloads cost up to 0.3 s of LCP on listing pages, and save
 * more in blocking time, for about the same score.)
 *
 * Most pages go further: their script tags and these preloads become the list of a loader that
 * requests them once the first screen has loaded (`deferred-scripts.ts`), the search page
 * included (its worker starts from an inline script, `searchWorkerStarter`). Only a page with
 * a form that cannot take over early input (`needsScriptsAtOnce`; none of the site's own)
 * keeps the tags and gets the preload links.
 */
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { fileStamp, fileStampIfAny, openStampRecord, stampKey } from './file-stamps'
import {
  deferScripts,
  needsScriptsAtOnce,
  restoreScriptTags,
  type Preload,
} from './deferred-scripts'

/**
 * Gatsby's chunk map (public/chunk-map.json, also inlined in every page as
 * `window.___chunkMapping`): chunk name → its files as site paths, e.g.
 * `component---src-pages-search-tsx` → [`/component---src-pages-search-tsx-96d2….js`].
 */
export type ChunkMapping = Record<string, string[]>

/** The parts of a page's page-data.json this reads. */
export interface PageDataLike {
  path?: string
  componentChunkName?: string
  staticQueryHashes?: string[]
}

/**
 * The fields this reads from a page-data.json's text, without parsing its query result: the
 * pages that list every store or gift carry 1.5 MB of it at ten times the content, 0.04 s of an
 * edit's preloads to parse. Gatsby writes `componentChunkName` first and `staticQueryHashes`
 * after the result; a text of another shape is parsed whole.
 */
export function pageDataSummary(text: string): PageDataLike {
  const chunk = /^\{"componentChunkName":("(?:[^"\\]|\\.)*")/.exec(text)
  const at = text.lastIndexOf(',"staticQueryHashes":')
  if (chunk && at > 0) {
    try {
      const { staticQueryHashes } = JSON.parse(`{${text.slice(at + 1)}`) as PageDataLike
      if (Array.isArray(staticQueryHashes)) {
        return { componentChunkName: JSON.parse(chunk[1]) as string, staticQueryHashes }
      }
    } catch {
      // not the shape Gatsby writes: read whole below
    }
  }
  return JSON.parse(text) as PageDataLike
}

/** Where Gatsby's loader fetches a page's data from (its `createPageDataUrl`). */
export function pageDataUrl(pagePath: string): string {
  const trimmed = pagePath.replace(/^\//, '').replace(/\/$/, '')
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`
}

/**
 * The preloads for one page: its component's scripts, its page data, the app data and its
 * static query results. Nothing for the 404 page: it is served for URLs that are not its own,
 * and the loader first asks for the missing page's data.
 */
export function pagePreloads(
  pagePath: string,
  pageData: PageDataLike | null | undefined,
  chunkMapping: ChunkMapping,
  pathPrefix = '',
): Preload[] {
  if (!pageData?.componentChunkName || /^\/(?:dev-)?404/.test(pagePath)) return []
  const scripts = (chunkMapping[pageData.componentChunkName] ?? []).filter((file) =>
    file.endsWith('.js'),
  )
  const json = [
    '/page-data/app-data.json',
    ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
  ]
  const fetched = (href: string): Preload => ({
    href: `${pathPrefix}${href}`,
    as: 'fetch',
    crossOrigin: 'anonymous',
  })
  return [
    ...scripts.map((file): Preload => ({ href: `${pathPrefix}${file}`, as: 'script' })),
    { ...fetched(pageDataUrl(pagePath)), withQuery: true },
    ...json.map(fetched),
  ]
}

/** The URL of the search worker's script, from the build's chunk map; null when not built. */
export function searchWorkerUrl(chunkMapping: ChunkMapping, pathPrefix = ''): string | null {
  const file = chunkMapping['search-worker']?.find((name) => name.endsWith('.js'))
  return file ? `${pathPrefix}${file}` : null
}

/**
 * An inline script for the search page's HTML that starts the search worker and asks it to
 * load the index at once, before any of the page's scripts have arrived. It leaves the worker
 * and the messages it sends before React listens on `window.__searchWorker`, which the page
 * takes over (src/components/search/searchWorker.ts); without Worker support it does nothing
 * and the page starts its own. The same `search-worker-start` mark as the page's own start.
 */
export function searchWorkerStarter(workerUrl: string, manifestPath: string): string {
  const url = JSON.stringify(workerUrl)
  const manifest = JSON.stringify(manifestPath)
  return (
    `(function(){try{if(typeof Worker==="undefined")return;` +
    `var w=new Worker(${url}),s={worker:w,early:[]};` +
    `w.onmessage=function(e){s.early.push(e.data)};` +
    `w.onerror=function(){s.early.push({type:"error",message:"worker failed"})};` +
    `w.postMessage({type:"init",manifestUrl:new URL(${manifest},location.href).href});` +
    `performance.mark&&performance.mark("search-worker-start");` +
    `window.__searchWorker=s}catch(e){}})()`
  )
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The tags for a page's preloads (and the search worker's starter), each marked `data-preload`. */
export function preloadTags(preloads: Preload[], starter?: string | null): string {
  const links = preloads.map(
    (p) =>
      `<link data-preload rel="preload" href="${escapeAttr(p.href)}" as="${p.as}"${
        p.crossOrigin ? ` crossorigin="${p.crossOrigin}"` : ''
      } fetchpriority="low"/>`,
  )
  if (starter) links.push(`<script data-preload>${starter}</script>`)
  return links.join('')
}

const MARKED = /<link data-preload [^>]*\/>|<script data-preload>[^<]*<\/script>/g

/** `html` without preload tags of an earlier run. */
const withoutPreloads = (html: string): string => html.replace(MARKED, '')

/** `html` with its earlier preload tags removed and `tags` put at the end of its head. */
export function withPreloads(html: string, tags: string): string {
  const clean = withoutPreloads(html)
  const at = clean.indexOf('</head>')
  if (at < 0) return clean
  return `${clean.slice(0, at)}${tags}${clean.slice(at)}`
}

/** The pages' HTML files (read synchronously, as fileStamp says why). */
function htmlFiles(dir: string, base = dir): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!['page-data', 'static', '_nginx'].includes(entry.name)) {
        out.push(...htmlFiles(full, base))
      }
    } else if (entry.name === 'index.html' || (dir === base && entry.name === '404.html')) {
      out.push(full)
    }
  }
  return out
}

/**
 * Adds the preloads to every built page of `publicDir` that has page data (in the deferred
 * list, or as links on a page that keeps its scripts at once), and the worker's starter to
 * the search page. Returns how many pages were written. A file is replaced by a
 * new one (write, then rename), never rewritten in place: the publisher's earlier releases
 * share unchanged files with this build by hard links.
 *
 * With `recordFile` (gatsby/post-build/file-stamps.ts), a page whose HTML and page data are as this step
 * left them is not read again: a rebuild does only the pages Gatsby wrote. The chunk map, the
 * options and `codeKey` (the build code's hash) are the record's key: any change, a full pass.
 */
export async function injectPagePreloads(
  publicDir: string,
  {
    pathPrefix = '',
    manifestPath,
    recordFile,
    codeKey = '',
  }: { pathPrefix?: string; manifestPath: string; recordFile?: string; codeKey?: string },
): Promise<{ written: number; read: number }> {
  const mapFile = path.join(publicDir, 'chunk-map.json')
  const chunkMap = existsSync(mapFile) ? await readFile(mapFile, 'utf8') : '{}'
  const chunkMapping = JSON.parse(chunkMap) as ChunkMapping
  const record = await openStampRecord<true>(
    recordFile,
    stampKey('preloads', chunkMap, pathPrefix, manifestPath, codeKey),
  )
  const workerUrl = searchWorkerUrl(chunkMapping, pathPrefix)
  let written = 0
  let read = 0
  for (const file of htmlFiles(publicDir)) {
    const dir = path.relative(publicDir, path.dirname(file)).split(path.sep).join('/')
    const pagePath =
      path.basename(file) === '404.html' ? '/404.html' : dir === '' ? '/' : `/${dir}/`
    const dataFile = path.join(publicDir, pageDataUrl(pagePath))
    const dataStamp = fileStampIfAny(dataFile)
    if (!dataStamp) continue
    const rel = path.relative(publicDir, file)
    const stamp = `${fileStamp(file)}|${dataStamp}`
    if (record.known(rel, stamp)) {
      record.remember(rel, stamp, true)
      continue
    }
    read += 1
    // Read and written synchronously: one awaited file after another left the step waiting
    // (an edit's 29 pages at ten times the content: 0.07 s of reads alone).
    const pageData = pageDataSummary(readFileSync(dataFile, 'utf8'))
    const preloads = pagePreloads(pagePath, pageData, chunkMapping, pathPrefix)
    const html = readFileSync(file, 'utf8')
    // From the HTML as Gatsby wrote it, also when an earlier run already changed it.
    const gatsbyHtml = withoutPreloads(restoreScriptTags(html))
    const starter =
      workerUrl && pagePath === '/search/'
        ? searchWorkerStarter(workerUrl, `${pathPrefix}${manifestPath}`)
        : null
    const next = needsScriptsAtOnce(gatsbyHtml, pathPrefix)
      ? withPreloads(gatsbyHtml, preloadTags(preloads, starter))
      : deferScripts(withPreloads(gatsbyHtml, preloadTags([], starter)), preloads)
    if (next !== html) {
      const temp = `${file}.preload-${process.pid}`
      writeFileSync(temp, next)
      renameSync(temp, file)
      written += 1
    }
    record.remember(rel, `${fileStamp(file)}|${dataStamp}`, true)
  }
  await record.save()
  return { written, read }
}
