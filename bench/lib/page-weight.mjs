// Bytes a built page makes a visitor download before it is interactive: its HTML, its CSS and
// every script it loads at start-up, read from the built files (no browser, so the figures are
// deterministic). Used by the byte-budget test (e2e/budgets.spec.ts) and `npm run bench`.
//
// Start-up scripts = the <script src> tags in the page's HTML, or on most pages the list its
// loader requests once the first screen has loaded (webpack runtime, framework, shared chunks,
// app; gatsby/post-build/deferred-scripts.ts), plus the chunk group of the page's component, which
// Gatsby's loader fetches before it renders (page-data.json names the component;
// webpack.stats.json lists the group's files). Scripts a page imports later on demand
// (react-slick after the first slide has painted, the search worker) are not start-up
// scripts; the benchmark's browser run reports them separately.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { brotli, gzip } from './compression.mjs'

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/** @typedef {Sizes & { src: string }} ScriptSizes */
/**
 * @typedef {object} PageWeight
 * @property {string} route
 * @property {Sizes} html
 * @property {Sizes} css
 * @property {ScriptSizes[]} scripts
 * @property {Sizes} scriptTotals
 */

/**
 * Raw, gzip (level 9) and brotli (quality 11) sizes of a buffer, in bytes.
 * @param {Buffer} buffer
 * @returns {Sizes}
 */
function compressedSizes(buffer) {
  return { raw: buffer.length, gzip: gzip(buffer).length, brotli: brotli(buffer).length }
}

/**
 * The HTML file Gatsby wrote for a route (`/stores/` → public/stores/index.html).
 * @param {string} publicDir
 * @param {string} route
 */
function htmlFileFor(publicDir, route) {
  const clean = route.replace(/^\/+|\/+$/g, '')
  if (clean === '404' && existsSync(path.join(publicDir, '404.html'))) {
    return path.join(publicDir, '404.html')
  }
  return path.join(publicDir, clean, 'index.html')
}

/**
 * The page-data.json Gatsby wrote for a route (`/` → page-data/index/page-data.json).
 * @param {string} publicDir
 * @param {string} route
 */
function pageDataFileFor(publicDir, route) {
  const clean = route.replace(/^\/+|\/+$/g, '') || 'index'
  return path.join(publicDir, 'page-data', clean, 'page-data.json')
}

/**
 * Every route with an index.html under publicDir (and /404/), sorted.
 * @param {string} publicDir
 * @returns {string[]}
 */
export function allRoutes(publicDir) {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.name === 'index.html' && !entry.isDirectory())
    .map((entry) => path.relative(publicDir, entry.parentPath).split(path.sep))
    .filter(([top]) => !['page-data', 'static', 'sites', '~partytown'].includes(top))
    .map((dirs) => (dirs[0] ? `/${dirs.join('/')}/` : '/'))
    .sort()
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi
/**
 * @param {string} attrs
 * @param {string} name
 */
const attr = (attrs, name) =>
  new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs)

// The list a page's loader requests once its first screen has loaded (gatsby/post-build/deferred-scripts.ts).
const DEFERRED_LIST = /<script type="application\/json" id="deferred-scripts">([^<]*)<\/script>/i

/**
 * Same-site script URLs a page's HTML starts, in document order (nomodule fallbacks left
 * out): its script tags, and the scripts of its deferred list where that stands.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptSources(html) {
  /** @type {string[]} */
  const sources = []
  const deferred = DEFERRED_LIST.exec(html)
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attrs = match[1]
    if (deferred && match.index === deferred.index) {
      sources.push(...JSON.parse(deferred[1]).scripts)
      continue
    }
    const src = attr(attrs, 'src')
    if (!src || /\bnomodule\b/i.test(attrs)) continue
    sources.push((src[2] ?? src[3] ?? src[4]).split(/[?#]/)[0])
  }
  return sources.filter((value) => value.startsWith('/') && !value.startsWith('//'))
}

/** @type {Map<string, any>} */
const statsCache = new Map()
/** @param {string} publicDir */
function webpackStats(publicDir) {
  if (!statsCache.has(publicDir)) {
    const file = path.join(publicDir, 'webpack.stats.json')
    statsCache.set(publicDir, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {})
  }
  return statsCache.get(publicDir)
}

/**
 * The JS files of a named chunk group (e.g. a page component), as site paths.
 * @param {string} publicDir
 * @param {string} groupName
 * @returns {string[]}
 */
function chunkGroupScripts(publicDir, groupName) {
  const group = webpackStats(publicDir).namedChunkGroups?.[groupName]
  if (!group) return []
  return (group.assets ?? [])
    .map((/** @type {string | { name: string }} */ asset) =>
      typeof asset === 'string' ? asset : asset.name,
    )
    .filter((/** @type {string} */ name) => name.endsWith('.js'))
    .map((/** @type {string} */ name) => `/${name}`)
}

/**
 * Every script a route loads at start-up (site paths, no duplicates).
 * @param {string} publicDir
 * @param {string} route
 * @returns {string[]}
 */
export function startupScripts(publicDir, route) {
  const html = readFileSync(htmlFileFor(publicDir, route), 'utf8')
  const scripts = scriptSources(html)
  const pageDataFile = pageDataFileFor(publicDir, route)
  if (existsSync(pageDataFile)) {
    const { componentChunkName } = JSON.parse(readFileSync(pageDataFile, 'utf8'))
    if (componentChunkName) scripts.push(...chunkGroupScripts(publicDir, componentChunkName))
  }
  return [...new Set(scripts)]
}

/** @type {Map<string, Sizes>} */
const sizeCache = new Map()
/**
 * A built file's sizes, each file compressed once.
 * @param {string} file
 * @returns {Sizes}
 */
export function fileSizes(file) {
  if (!sizeCache.has(file)) sizeCache.set(file, compressedSizes(readFileSync(file)))
  return /** @type {Sizes} */ (sizeCache.get(file))
}

/**
 * @param {Sizes[]} items
 * @param {keyof Sizes} key
 */
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0)
/**
 * @param {Sizes[]} items
 * @returns {Sizes}
 */
const totals = (items) => ({
  raw: sum(items, 'raw'),
  gzip: sum(items, 'gzip'),
  brotli: sum(items, 'brotli'),
})

/**
 * The weight of one route: HTML, CSS (inline <style> and linked stylesheets) and start-up
 * scripts, each with raw, gzip and brotli bytes.
 * @param {string} publicDir
 * @param {string} route
 * @returns {PageWeight}
 */
export function pageWeight(publicDir, route) {
  const htmlFile = htmlFileFor(publicDir, route)
  const htmlBuffer = readFileSync(htmlFile)
  const html = htmlBuffer.toString('utf8')
  const scripts = startupScripts(publicDir, route).map((src) => ({
    src,
    ...fileSizes(path.join(publicDir, src)),
  }))
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1])
  const linkedCss = /** @type {RegExpExecArray[]} */ (
    [...html.matchAll(/<link\b[^>]*rel=["']?stylesheet[^>]*>/gi)]
      .map((m) => attr(m[0], 'href'))
      .filter(Boolean)
  )
    .map((m) => m[2] ?? m[3] ?? m[4])
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
  const css = [
    ...(inlineCss.length ? [compressedSizes(Buffer.from(inlineCss.join('\n')))] : []),
    ...linkedCss.map((href) => fileSizes(path.join(publicDir, href.split(/[?#]/)[0]))),
  ]
  return {
    route,
    html: compressedSizes(htmlBuffer),
    css: totals(css),
    scripts,
    scriptTotals: totals(scripts),
  }
}
