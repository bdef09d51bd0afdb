'use strict'
/** Reading a snapshot directory: meta.json, resources/{type}.json, files/. */
const fs = require('node:fs')
const path = require('node:path')

const ORIGIN_PLACEHOLDER = '__CMS_ORIGIN__'
const DEFAULT_SNAPSHOT_DIR = path.join(__dirname, '..', 'snapshot')
const TYPE_RE = /^[a-z0-9_]+--[a-z0-9_]+$/

/**
 * Load a snapshot into memory.
 * @returns {{ dir: string, filesDir: string, meta: object, types: string[], resources: Map<string, object[]> }}
 */
function loadSnapshot(dir = DEFAULT_SNAPSHOT_DIR) {
  const metaPath = path.join(dir, 'meta.json')
  if (!fs.existsSync(metaPath)) {
    throw new Error(`Snapshot not found: ${metaPath} is missing (run npm run cms:generate)`)
  }
  const meta = JSON.parse(fs.readFileSync(metaPath, 'utf8'))
  const resourcesDir = path.join(dir, 'resources')
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

/** `node--store` -> `/jsonapi/node/store` */
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
