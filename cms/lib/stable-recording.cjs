'use strict'
const fs = require('node:fs')
const path = require('node:path')
const YAML = require('yaml')
/**
 * What makes a recording change only with the content (pure functions, no I/O). Drupal
 * renumbers revisions on every save and on every install, and stamps them with the time of
 * the save; the build reads none of that (gatsby-source-drupal links paragraphs by uuid), so
 * a recording writes each revision id as its entity's own id and each revision date as the
 * entity's changed date, and lists every collection in id order. Recording the same content
 * twice, or from a fresh install of the snapshot, then gives the same bytes, and an edit
 * changes only the resource edited.
 */

/** The attribute holding each entity type's own id, by the entity type of `type--bundle`. */
const ID_ATTRIBUTES = [
  'drupal_internal__nid',
  'drupal_internal__tid',
  'drupal_internal__fid',
  'drupal_internal__id',
  'drupal_internal__rid',
]
const REVISION_ID_ATTRIBUTES = ['drupal_internal__revision_id', 'drupal_internal__vid']
const REVISION_DATE_ATTRIBUTES = ['revision_timestamp', 'revision_created']
const RESOURCE_VERSION_RE = /resourceVersion=id%3A\d+/g
const RECIPE_CONFIG = path.join(__dirname, '../../drupal/recipes/outlet_centre/config')

/**
 * The content model's decimal fields (the recipe's field storages of type decimal): MariaDB
 * gives their values to the storage's scale ("24.00"), SQLite as stored ("24").
 * @param {string} [config] the recipe's config folder
 * @returns {Set<string>}
 */
function decimalFields(config = RECIPE_CONFIG) {
  const storages = fs.readdirSync(config).filter((f) => f.startsWith('field.storage.'))
  return new Set(
    storages
      .map((file) => YAML.parse(fs.readFileSync(path.join(config, file), 'utf8')))
      .filter((storage) => storage.type === 'decimal')
      .map((storage) => storage.field_name),
  )
}

/** @type {Set<string> | undefined} read once per recording */
let recipeDecimals

/**
 * A decimal as its shortest text, whichever database gave it: "24.00" → "24", "50.50" → "50.5".
 * @param {unknown} value
 */
const shortestDecimal = (value) =>
  typeof value === 'string' && /^-?\d+\.\d+$/.test(value)
    ? value.replace(/0+$/, '').replace(/\.$/, '')
    : value

/**
 * The entity's own id, or null for an entity JSON:API gives none.
 * @param {{ attributes?: Record<string, unknown> }} resource
 * @returns {number | null}
 */
function entityId(resource) {
  const attributes = resource.attributes || {}
  const name = ID_ATTRIBUTES.find((a) => typeof attributes[a] === 'number')
  return name ? /** @type {number} */ (attributes[name]) : null
}

/**
 * A relationship's linkage with each revision id written as the target's own id.
 * @param {any} data
 */
function stableLinkage(data) {
  if (Array.isArray(data)) return data.map(stableLinkage)
  const meta = data && data.meta
  if (!meta || meta.target_revision_id === undefined) return data
  return { ...data, meta: { ...meta, target_revision_id: meta.drupal_internal__target_id } }
}

/**
 * One resource as a stable recording writes it.
 * @template {{ attributes?: Record<string, any>, relationships?: Record<string, any> }} R
 * @param {R} resource
 * @param {Set<string>} [decimals] the decimal fields' names
 * @returns {R}
 */
function stableResource(resource, decimals = new Set()) {
  const id = entityId(resource)
  const attributes = { ...resource.attributes }
  for (const name of decimals) {
    if (name in attributes) attributes[name] = shortestDecimal(attributes[name])
  }
  for (const name of REVISION_ID_ATTRIBUTES) {
    if (name in attributes && id !== null) attributes[name] = id
  }
  for (const name of REVISION_DATE_ATTRIBUTES) {
    if (name in attributes) attributes[name] = attributes.changed ?? attributes.created ?? null
  }
  // Drupal's bookkeeping of which revision changed a translation: a host's new revision
  // turns it off in every paragraph it saves again.
  if ('revision_translation_affected' in attributes) attributes.revision_translation_affected = null
  // A URL alias is an entity of its own, numbered by when it was saved.
  if (attributes.path && typeof attributes.path === 'object' && 'pid' in attributes.path) {
    attributes.path = { ...attributes.path, pid: null }
  }
  const relationships = Object.fromEntries(
    Object.entries(resource.relationships || {}).map(([name, rel]) => [
      name,
      rel && 'data' in rel ? { ...rel, data: stableLinkage(rel.data) } : rel,
    ]),
  )
  const stable = { ...resource, attributes }
  if (resource.relationships) stable.relationships = relationships
  // Links name the revision they were read from: the same revision id as above.
  const text = JSON.stringify(stable)
  return id === null
    ? stable
    : JSON.parse(text.replace(RESOURCE_VERSION_RE, `resourceVersion=id%3A${id}`))
}

/**
 * A collection in id order (uuid order where ids tie or are missing), each resource stable.
 * @template {{ id: string, attributes?: Record<string, any>, relationships?: Record<string, any> }} R
 * @param {R[]} resources
 * @param {Set<string>} [decimals] the decimal fields' names (the recipe's, by default)
 * @returns {R[]}
 */
function stableCollection(resources, decimals = (recipeDecimals ??= decimalFields())) {
  const key = (/** @type {R} */ r) => entityId(r) ?? Number.MAX_SAFE_INTEGER
  return [...resources]
    .sort((a, b) => key(a) - key(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((resource) => stableResource(resource, decimals))
}

module.exports = { stableCollection }
