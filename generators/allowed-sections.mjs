/**
 * The new bundle added to the sections editors may place (`field_content` of the pages and of
 * the homepage): `target_bundles`, `target_bundles_drag_drop` (last in the editor's list) and
 * the config dependency, every other line of the file as it was.
 */
import { isDeepStrictEqual } from 'node:util'

import { editDrupalYaml, parseYaml } from './drupal-yaml.mjs'
import { GeneratorError } from './spec.mjs'

export const ALLOWED_SECTIONS_FILES = [
  'field.field.node.page.field_content.yml',
  'field.field.node.homepage.field_content.yml',
]

const HANDLER = ['settings', 'handler_settings']

/** Inserts a pair or item in key order, as Drupal's export sorts these lists. */
function insertSorted(collection, node, keyOf) {
  const at = collection.items.findIndex((item) => String(keyOf(item)) > String(keyOf(node)))
  collection.items.splice(at < 0 ? collection.items.length : at, 0, node)
}

/** What the file's data must be once the bundle is added: the check of the edit. */
function expected(text, bundle, weight) {
  const after = parseYaml(text)
  after.dependencies.config = [
    ...after.dependencies.config,
    `paragraphs.paragraphs_type.${bundle}`,
  ].sort()
  after.settings.handler_settings.target_bundles[bundle] = bundle
  after.settings.handler_settings.target_bundles_drag_drop[bundle] = { weight, enabled: true }
  return after
}

/** The file's text with `bundle` allowed. */
export function allowSection(file, text, bundle) {
  const before = parseYaml(text)
  const dragDrop = before?.settings?.handler_settings?.target_bundles_drag_drop
  if (
    !before?.dependencies?.config ||
    !before.settings.handler_settings.target_bundles ||
    !dragDrop
  )
    throw new GeneratorError(
      `${file}: not the allowed-sections field it was; add ${bundle} by hand`,
    )
  const weight = Math.max(-1, ...Object.values(dragDrop).map((d) => Number(d.weight) || 0)) + 1
  const edited = editDrupalYaml(text, (doc) => {
    const scalar = (item) => item.value ?? item.key?.value
    insertSorted(
      doc.getIn(['dependencies', 'config']),
      doc.createNode(`paragraphs.paragraphs_type.${bundle}`),
      scalar,
    )
    doc.getIn([...HANDLER, 'target_bundles']).set(bundle, bundle)
    insertSorted(
      doc.getIn([...HANDLER, 'target_bundles_drag_drop']),
      doc.createPair(bundle, { weight, enabled: true }),
      (pair) => pair.key.value ?? pair.key,
    )
  })
  if (!isDeepStrictEqual(parseYaml(edited), expected(text, bundle, weight)))
    throw new GeneratorError(`${file}: the edit would change more than ${bundle}; add it by hand`)
  return edited
}
