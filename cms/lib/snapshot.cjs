'use strict'
/** Reading a snapshot directory: meta.json, resources/{type}.json, files/. */
const fs = require('node:fs')
const path = require('node:path')

const ORIGIN_PLACEHOLDER = '__CMS_ORIGIN__'
const DEFAULT_SNAPSHOT_DIR = path.join(__dirname, '..', 'snapshot')
const TYPE_RE = /^[a-z0-9_]+--[a-z0-9_]+$/

/** @typedef {{ type: string, id: string, meta?: Record<string, unknown> }} ResourceIdentifier */
/**
 * @typedef {object} Relationship
 * @property {ResourceIdentifier | ResourceIdentifier[] | null} data
 * @property {Record<string, { href: string }>} [links]
 */
/**
 * A JSON:API resource object.
 * @typedef {object} Resource
 * @property {string} type
 * @property {string} id
 * @property {Record<string, { href: string }>} [links]
 * @property {Record<string, any>} attributes
 * @property {Record<string, Relationship>} [relationships]
 */
/**
 * A snapshot in memory.
 * @typedef {object} Snapshot
 * @property {string} dir
 * @property {string} filesDir
 * @property {{ referenceDate: string, [key: string]: unknown }} meta
 * @property {string[]} types
 * @property {Map<string, Resource[]>} resources
 */

/**
 * Load a snapshot into memory.
 * @param {string} [dir]
 * @returns {Snapshot}
 */
function loadSnapshot(dir = DEFAULT_SNAPSHOT_DIR) {
  const metaPath = path.join(dir, 'meta.json')
  if (!fs.existsSync(metaPath)) {
    throw new Error(
      `Snapshot not found: ${metaPath} is missing (record it with npm run cms:snapshot, or check out cms/snapshot/ again)`,
    )
  }
  const meta = JSON.parse(fs.readFileSync(metaPath, 'utf8'))
  const resourcesDir = path.join(dir, 'resources')
  /** @type {Map<string, Resource[]>} */
  const resources = new Map()
  const names = fs.existsSync(resourcesDir) ? fs.readdirSync(resourcesDir).sort() : []
  for (const name of names) {
    if (!name.endsWith('.json')) continue
    const type = name.slice(0, -'.json'.length)
    if (!TYPE_RE.test(type)) continue
    const doc = JSON.parse(fs.readFileSync(path.join(resourcesDir, name), 'utf8'))
    if (!doc || !Array.isArray(doc.data)) {
      throw new Error(`${name}: expected { "data": [...] }`)
    }
    resources.set(type, doc.data)
  }
  return {
    dir,
    filesDir: path.join(dir, 'files'),
    meta,
    types: [...resources.keys()],
    resources,
  }
}

/**
 * `node--store` -> `/jsonapi/node/store`
 * @param {string} type
 */
function typeToPath(type) {
  const [entity, bundle] = type.split('--')
  return `/jsonapi/${entity}/${bundle}`
}

module.exports = {
  ORIGIN_PLACEHOLDER,
  DEFAULT_SNAPSHOT_DIR,
  loadSnapshot,
  typeToPath,
}
