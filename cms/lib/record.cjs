'use strict'
/**
 * Record a live Drupal JSON:API into the demo CMS snapshot format:
 *   meta.json, resources/{type}.json ({ data: [...] }), files/... (every file--file's file).
 * The live origin(s) are replaced by the placeholder __CMS_ORIGIN__. Only the resource types
 * the site's build reads are recorded (gatsby/source/drupal-types.cjs).
 */
const fs = require('node:fs')
const path = require('node:path')
// p-limit is ESM: Node's require() of it (and Jest's transform) gives its module namespace.
const pLimit = require('p-limit').default
const { ORIGIN_PLACEHOLDER } = require('./snapshot.cjs')
const {
  SHIFTED_FIELDS,
  computeShiftDays,
  shiftResources,
  todayInCanberra,
} = require('./shift-dates.cjs')
const { stableCollection } = require('./stable-recording.cjs')
const { isSourcedType } = require('../../gatsby/source/drupal-types.cjs')

const SKIPPED_LINKS = new Set(['self', 'describedby'])
const TYPE_RE = /^[a-z0-9_]+--[a-z0-9_]+$/
const FILES_PATH = '/sites/default/files/'

/** A failure to report without a stack trace (bad URL, unreachable site, failed download). */
class RecordError extends Error {}

/**
 * @param {string} url
 * @param {typeof fetch} fetchImpl
 * @param {Record<string, string>} headers
 */
async function getJson(url, fetchImpl, headers) {
  let res
  try {
    res = await fetchImpl(url, { headers: { Accept: 'application/vnd.api+json', ...headers } })
  } catch (err) {
    throw new RecordError(
      `Cannot reach ${url}: ${err.cause ? err.cause.message || err.cause.code : err.message}`,
    )
  }
  if (!res.ok) throw new RecordError(`GET ${url} answered ${res.status} ${res.statusText}`)
  try {
    return await res.json()
  } catch (err) {
    throw new RecordError(`GET ${url} did not return JSON: ${err.message}`)
  }
}

/**
 * @param {string | { href?: string } | null | undefined} link
 * @returns {string | null}
 */
function hrefOf(link) {
  if (!link) return null
  return typeof link === 'string' ? link : link.href || null
}

/**
 * Replace every origin in `origins` by the placeholder, in a JSON value (via its text).
 * @template T
 * @param {T} value
 * @param {string[]} origins
 * @returns {T}
 */
function rewriteOrigins(value, origins) {
  let textValue = JSON.stringify(value)
  for (const origin of origins) textValue = textValue.split(origin).join(ORIGIN_PLACEHOLDER)
  return JSON.parse(textValue)
}

/**
 * Where a file--file lives under files/: from uri.value (public://x) or the URL path.
 * @param {unknown} resource a file--file resource
 * @param {string} baseUrl
 * @returns {{ rel: string, url: string | null } | null}
 */
function fileTarget(resource, baseUrl) {
  const attrs = /** @type {{ attributes?: Record<string, any> }} */ (resource).attributes || {}
  const uri = attrs.uri || {}
  const urlValue = typeof uri === 'object' ? uri.url : attrs.url
  const schemeValue = typeof uri === 'object' ? uri.value : typeof uri === 'string' ? uri : null
  /** @type {string | null} */
  let rel = null
  if (schemeValue && /^[a-z0-9]+:\/\//i.test(schemeValue))
    rel = schemeValue.replace(/^[a-z0-9]+:\/\//i, '')
  if (!rel && urlValue) {
    const p = new URL(urlValue, baseUrl).pathname
    rel = decodeURIComponent(
      p.startsWith(FILES_PATH) ? p.slice(FILES_PATH.length) : p.replace(/^\/+/, ''),
    )
  }
  if (!rel) return null
  const segments = rel.split('/').filter(Boolean)
  if (segments.some((s) => s === '..' || s === '.'))
    throw new RecordError(`Unsafe file path ${rel}`)
  return { rel: segments.join('/'), url: urlValue ? new URL(urlValue, baseUrl).toString() : null }
}

/**
 * The site's JSON:API index URL and its own origins, from the --from URL.
 * @param {string} from
 */
function siteBase(from) {
  if (!from) throw new RecordError('Missing --from <drupal url>')
  let base
  try {
    base = new URL(from.endsWith('/') ? from : `${from}/`)
  } catch {
    throw new RecordError(`Invalid --from URL: ${from}`)
  }
  const baseHref = base.toString().replace(/\/$/, '')
  return { baseHref, baseOrigin: base.origin, indexUrl: `${baseHref}/jsonapi` }
}

/**
 * The resource collections the index links to that are recorded, each as [type, href]; adds
 * the origin of each absolute link to `origins` (the ones replaced by the placeholder).
 * @param {any} index the JSON:API index
 * @param {string} indexUrl
 * @param {(type: string) => boolean} include
 * @param {Set<string>} origins
 * @returns {[string, string][]}
 */
function recordedCollections(index, indexUrl, include, origins) {
  if (!index || typeof index.links !== 'object')
    throw new RecordError(`${indexUrl} has no "links": is this a Drupal JSON:API?`)
  /** @type {[string, string][]} */
  const collections = []
  for (const [type, link] of Object.entries(index.links)) {
    if (SKIPPED_LINKS.has(type)) continue
    const href = hrefOf(/** @type {any} */ (link))
    if (!href || !TYPE_RE.test(type) || !include(type)) continue
    collections.push([type, href])
    try {
      origins.add(new URL(href).origin)
    } catch {
      /* relative links are resolved below */
    }
  }
  if (!collections.length) throw new RecordError(`${indexUrl} lists no resource types`)
  return collections
}

/**
 * Every resource of a collection, following its `next` links, each id once.
 * @param {string} type
 * @param {string} firstUrl
 * @param {(url: string) => Promise<any>} get
 * @returns {Promise<{ resources: any[], pages: number }>}
 */
async function fetchCollection(type, firstUrl, get) {
  const data = []
  const seen = new Set()
  /** @type {string | null} */
  let next = firstUrl
  let pages = 0
  while (next) {
    if (seen.has(next)) throw new RecordError(`${type}: pagination loops at ${next}`)
    seen.add(next)
    const page = await get(next)
    if (!Array.isArray(page.data)) throw new RecordError(`${type}: ${next} has no data array`)
    data.push(...page.data)
    pages += 1
    const n = hrefOf(page.links && page.links.next)
    next = n && page.data.length ? new URL(n, next).toString() : null
  }
  const ids = new Set()
  const resources = data.filter((r) => !ids.has(r.id) && ids.add(r.id))
  return { resources, pages }
}

/**
 * Downloads each file into `out`/files/, `concurrency` at a time, logging progress; throws
 * when any download failed, naming the first 20.
 * @param {{ rel: string, url: string }[]} targets
 * @param {{ out: string, fetchImpl: typeof fetch, headers: Record<string, string>, concurrency: number, log: (message: string) => void }} options
 */
async function downloadFiles(targets, { out, fetchImpl, headers, concurrency, log }) {
  let done = 0
  /** @type {string[]} */
  const failures = []
  const limit = pLimit(Math.max(1, concurrency))
  const download = async (/** @type {{ rel: string, url: string }} */ t) => {
    try {
      const res = await fetchImpl(t.url, { headers })
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`)
      const buf = Buffer.from(await res.arrayBuffer())
      const dest = path.join(out, 'files', ...t.rel.split('/'))
      fs.mkdirSync(path.dirname(dest), { recursive: true })
      fs.writeFileSync(dest, buf)
    } catch (err) {
      failures.push(`${t.url}: ${err.message}`)
    }
    done += 1
    if (done === targets.length || done % 25 === 0) log(`files: ${done}/${targets.length}`)
  }
  await Promise.all(targets.map((t) => limit(download, t)))
  if (!targets.length) log('files: 0/0')
  if (failures.length) {
    throw new RecordError(
      `${failures.length} file(s) could not be downloaded:\n  ${failures.slice(0, 20).join('\n  ')}`,
    )
  }
}

/**
 * meta.json: the date the recorded dates are relative to, where they came from, which fields
 * the replay shifts, and how many resources of each type.
 * @param {string} out
 * @param {{ referenceDate: string, baseHref: string, counts: Record<string, number> }} recorded
 */
function writeMeta(out, { referenceDate, baseHref, counts }) {
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(baseHref).hostname)
  const meta = {
    referenceDate,
    timeZone: 'Australia/Canberra',
    // A local Drupal's port is the developer's choice, not part of the content.
    source: local ? 'recorded from a local Drupal' : `recorded from ${baseHref}`,
    shiftedFields: SHIFTED_FIELDS,
    counts,
  }
  fs.writeFileSync(path.join(out, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`)
}

/**
 * The date a recording's dates are written relative to: the snapshot's own, when `out` holds
 * one, so re-recording the same content gives the same dates; else the site's.
 * @param {string} out
 * @param {string} siteDate
 */
function snapshotReferenceDate(out, siteDate) {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(out, 'meta.json'), 'utf8')).referenceDate || siteDate
    )
  } catch {
    return siteDate
  }
}

/**
 * @typedef {object} RecordOptions
 * @property {string} from base URL of the Drupal site (e.g. https://cms.example.com)
 * @property {string} out snapshot directory to write
 * @property {string} [referenceDate] YYYY-MM-DD the site's dates are relative to: the day its
 *   demo content was installed for, or today (the default) for content editors keep current
 * @property {(message: string) => void} [log]
 * @property {typeof fetch} [fetchImpl]
 * @property {Record<string, string>} [headers] e.g. { Authorization: 'Basic …' }
 * @property {number} [concurrency] parallel file downloads
 * @property {boolean} [clean] empty resources/ and files/ first (default true)
 * @property {(type: string) => boolean} [include] which resource types to record
 */
/**
 * Record the site's JSON:API (and its files) into a snapshot directory.
 * @param {RecordOptions} options
 * @returns {Promise<{ counts: Record<string, number>, files: number }>}
 */
async function recordSnapshot({
  from,
  out,
  referenceDate,
  log = console.log,
  fetchImpl = globalThis.fetch,
  headers = {},
  concurrency = 6,
  clean = true,
  include = isSourcedType,
}) {
  const { baseHref, baseOrigin, indexUrl } = siteBase(from)
  const siteDate = referenceDate || todayInCanberra()
  const snapshotDate = snapshotReferenceDate(out, siteDate)
  const shiftDays = computeShiftDays(siteDate, snapshotDate)
  const get = (/** @type {string} */ url) => getJson(url, fetchImpl, headers)

  log(`Recording ${indexUrl} into ${out}`)
  const index = await get(indexUrl)
  const origins = new Set([baseHref, baseOrigin])
  const collections = recordedCollections(index, indexUrl, include, origins)
  // Longest first, so that https://host/sub is replaced before https://host.
  const originList = [...origins].sort((a, b) => b.length - a.length)

  if (clean) {
    fs.rmSync(path.join(out, 'resources'), { recursive: true, force: true })
    fs.rmSync(path.join(out, 'files'), { recursive: true, force: true })
  }
  fs.mkdirSync(path.join(out, 'resources'), { recursive: true })
  fs.mkdirSync(path.join(out, 'files'), { recursive: true })

  /** @type {Record<string, number>} */
  const counts = {}
  /** @type {unknown[]} */
  const fileResources = []
  for (const [type, href] of collections) {
    const firstUrl = new URL(href, indexUrl).toString()
    const { resources, pages } = await fetchCollection(type, firstUrl, get)
    if (type === 'file--file') fileResources.push(...resources)
    const rewritten = stableCollection(
      shiftResources(rewriteOrigins(resources, originList), shiftDays),
    )
    fs.writeFileSync(
      path.join(out, 'resources', `${type}.json`),
      `${JSON.stringify({ data: rewritten }, null, 2)}\n`,
    )
    counts[type] = resources.length
    log(`${type}: ${resources.length} resources${pages > 1 ? ` (${pages} pages)` : ''}`)
  }

  /** @type {{ rel: string, url: string }[]} */
  const targets = []
  for (const r of fileResources) {
    const t = fileTarget(r, baseHref)
    if (t && t.url) targets.push(/** @type {{ rel: string, url: string }} */ (t))
  }
  await downloadFiles(targets, { out, fetchImpl, headers, concurrency, log })

  writeMeta(out, { referenceDate: snapshotDate, baseHref, counts })
  log(`Snapshot recorded: ${Object.keys(counts).length} resource types, ${targets.length} files`)
  return { counts, files: targets.length }
}

module.exports = { recordSnapshot, rewriteOrigins, fileTarget, RecordError }
