/**
 * The section's Drupal configuration in the recipe, as Drupal exports it: the paragraph type,
 * its fields (and storages where new), its form and view displays, its JSON:API resource.
 */
import { dumpDrupalYaml } from './drupal-yaml.mjs'
import { FIELD_TYPES } from './field-types.mjs'

const sorted = (list) => [...new Set(list)].sort()
const dependencies = (config, modules) => {
  const deps = {}
  if (config.length) deps.config = sorted(config)
  if (modules.length) deps.module = sorted(modules)
  return deps
}

const paragraphType = (spec) => ({
  langcode: 'en',
  status: true,
  dependencies: {},
  id: spec.bundle,
  label: spec.label,
  icon_uuid: null,
  icon_default: null,
  description: spec.description,
  behavior_plugins: {},
})

function storage(field) {
  const { type, module, modules, settings } = FIELD_TYPES[field.type].storage
  return {
    langcode: 'en',
    status: true,
    dependencies: { module: sorted([...modules, 'paragraphs']) },
    id: `paragraph.${field.drupalName}`,
    field_name: field.drupalName,
    entity_type: 'paragraph',
    type,
    settings,
    module,
    locked: false,
    cardinality: 1,
    translatable: true,
    indexes: {},
    persist_with_no_fields: false,
    custom_storage: false,
  }
}

function fieldConfig(spec, field) {
  const kind = FIELD_TYPES[field.type]
  return {
    langcode: 'en',
    status: true,
    dependencies: dependencies(
      [`field.storage.paragraph.${field.drupalName}`, `paragraphs.paragraphs_type.${spec.bundle}`],
      kind.field.modules,
    ),
    id: `paragraph.${spec.bundle}.${field.drupalName}`,
    field_name: field.drupalName,
    entity_type: 'paragraph',
    bundle: spec.bundle,
    label: field.label,
    description: '',
    required: false,
    translatable: true,
    default_value: {},
    default_value_callback: '',
    settings: kind.field.settings,
    field_type: kind.storage.type,
  }
}

/** The form (`widget`) or view (`formatter`) display of the paragraph type. */
function display(spec, fields, part) {
  const kinds = fields.map((f) => FIELD_TYPES[f.type][part])
  // Keyed by field name, as Drupal exports it; the weights keep the command line's order.
  const content = Object.fromEntries(
    fields
      .map((f, weight) => {
        const { type, settings } = FIELD_TYPES[f.type][part]
        const entry =
          part === 'widget'
            ? { type, weight, region: 'content', settings, third_party_settings: {} }
            : {
                type,
                label: 'hidden',
                settings,
                third_party_settings: {},
                weight,
                region: 'content',
              }
        return [f.drupalName, entry]
      })
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )
  return {
    langcode: 'en',
    status: true,
    dependencies: dependencies(
      [
        ...fields.map((f) => `field.field.paragraph.${spec.bundle}.${f.drupalName}`),
        ...kinds.flatMap((k) => k.config ?? []),
        `paragraphs.paragraphs_type.${spec.bundle}`,
      ],
      kinds.flatMap((k) => k.modules),
    ),
    id: `paragraph.${spec.bundle}.default`,
    targetEntityType: 'paragraph',
    bundle: spec.bundle,
    mode: 'default',
    content,
    hidden: part === 'widget' ? { created: true, status: true } : {},
  }
}

const resource = (spec) => ({
  langcode: 'en',
  status: true,
  dependencies: {},
  id: `paragraph--${spec.bundle}`,
  disabled: false,
  path: `paragraph/${spec.bundle}`,
  resourceType: `paragraph--${spec.bundle}`,
  resourceFields: {},
})

/** The new recipe files, by file name, for a spec whose fields have their Drupal names. */
export function drupalConfigFiles(spec, fields) {
  const b = spec.bundle
  const files = {
    [`paragraphs.paragraphs_type.${b}.yml`]: paragraphType(spec),
    ...Object.fromEntries(
      fields.flatMap((f) => [
        [`field.field.paragraph.${b}.${f.drupalName}.yml`, fieldConfig(spec, f)],
        ...(f.newStorage ? [[`field.storage.paragraph.${f.drupalName}.yml`, storage(f)]] : []),
      ]),
    ),
    [`core.entity_form_display.paragraph.${b}.default.yml`]: display(spec, fields, 'widget'),
    [`core.entity_view_display.paragraph.${b}.default.yml`]: display(spec, fields, 'formatter'),
    [`jsonapi_extras.jsonapi_resource_config.paragraph--${b}.yml`]: resource(spec),
  }
  return Object.fromEntries(Object.entries(files).map(([f, v]) => [f, dumpDrupalYaml(v)]))
}
