// The replay's content multiplied (bench/index.mjs --scale): each store, gift, offer, event,
// article and job listing N times over, so a build's costs can be compared at 1× and 10× the
// content in one run. Copy k of an item has its own uuid, node id, title and path, and refers
// to copy k of the items it names (a gift's store, an offer's store, a job's employer); terms,
// files, pages, menus and blocks are shared.
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The resource types that are multiplied. */
export const SCALED_TYPES = Object.freeze([
  'node--store',
  'node--gift',
  'node--offer',
  'node--event',
  'node--article',
  'node--job_listing',
])

/** Path segments that are routes, not an item's slug. */
const ROUTE_WORDS = new Set([
  'stores',
  'gift',
  'offers',
  'whats-on',
  'events',
  'news',
  'blog',
  'jobs',
])

/** Node ids of copy k: far above the recorded ones. */
const NID_STEP = 100000

/**
 * A uuid for copy `k` of `uuid`: stable, and as unique as SHA-1.
 * @param {string} uuid
 * @param {number} k
 */
export function copyUuid(uuid, k) {
  const hex = createHash('sha1').update(`${uuid}:${k}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * Copy k's path alias: each slug of the path gets `-{k+1}`
 * (`/stores/petal-and-pine/gift/linen-set` → `/stores/petal-and-pine-2/gift/linen-set-2`).
 * @param {string} alias
 * @param {number} k
 */
export function copyAlias(alias, k) {
  return alias
    .split('/')
    .map((segment) => (segment && !ROUTE_WORDS.has(segment) ? `${segment}-${k + 1}` : segment))
    .join('/')
}

/**
 * @typedef {{ id: string, type: string, attributes: Record<string, any>, [key: string]: unknown }} Resource
 */

/**
 * The resources with each item of the scaled types `factor` times over (copy 0 is the item).
 * @param {Map<string, Resource[]>} resources by type
 * @param {number} factor
 * @returns {Map<string, Resource[]>}
 */
export function multiplyResources(resources, factor) {
  const scaledIds = SCALED_TYPES.flatMap((type) => (resources.get(type) ?? []).map((r) => r.id))
  const idPattern = scaledIds.length ? new RegExp(scaledIds.join('|'), 'g') : null
  /** @type {Map<string, Resource[]>} */
  const out = new Map()
  for (const [type, items] of resources) {
    if (!SCALED_TYPES.includes(type) || factor <= 1 || !idPattern) {
      out.set(type, items)
      continue
    }
    const copies = [...items]
    for (let k = 1; k < factor; k += 1) {
      for (const item of items) {
        // Every id of a scaled item in it (its own, its links, the items it names) → copy k's.
        /** @type {Resource} */
        const copy = JSON.parse(JSON.stringify(item).replace(idPattern, (id) => copyUuid(id, k)))
        const a = copy.attributes
        if (typeof a.title === 'string') a.title = `${a.title} ${k + 1}`
        for (const key of ['drupal_internal__nid', 'drupal_internal__vid']) {
          if (typeof a[key] === 'number') a[key] += k * NID_STEP
        }
        if (a.path && typeof a.path.alias === 'string') {
          a.path = { ...a.path, alias: copyAlias(a.path.alias, k), pid: null }
        }
        copies.push(copy)
      }
    }
    out.set(type, copies)
  }
  return out
}

/**
 * Writes a snapshot directory with the content of `sourceDir` multiplied `factor` times
 * (files copied, meta.json's counts updated).
 * @param {string} sourceDir
 * @param {string} targetDir
 * @param {number} factor
 */
export function writeScaledSnapshot(sourceDir, targetDir, factor) {
  mkdirSync(path.join(targetDir, 'resources'), { recursive: true })
  cpSync(path.join(sourceDir, 'files'), path.join(targetDir, 'files'), { recursive: true })
  /** @type {Map<string, Resource[]>} */
  const resources = new Map()
  for (const file of readdirSync(path.join(sourceDir, 'resources'))) {
    if (!file.endsWith('.json')) continue
    const doc = JSON.parse(readFileSync(path.join(sourceDir, 'resources', file), 'utf8'))
    resources.set(file.slice(0, -'.json'.length), doc.data)
  }
  const scaled = multiplyResources(resources, factor)
  for (const [type, data] of scaled) {
    writeFileSync(path.join(targetDir, 'resources', `${type}.json`), JSON.stringify({ data }))
  }
  const meta = JSON.parse(readFileSync(path.join(sourceDir, 'meta.json'), 'utf8'))
  meta.counts = Object.fromEntries([...scaled].map(([type, data]) => [type, data.length]))
  meta.scaled = factor
  writeFileSync(path.join(targetDir, 'meta.json'), JSON.stringify(meta, null, 2))
}
