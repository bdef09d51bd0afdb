/**
 * Which Drupal field each of the section's fields is: `field_<name>`, reusing the paragraphs'
 * storage of that name when its type fits; `field_<bundle>_<name>` when that storage holds
 * another type (`text:long` beside the formatted `field_text`), said in the output.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parseYaml } from './drupal-yaml.mjs'
import { FIELD_TYPES } from './field-types.mjs'
import { GeneratorError } from './spec.mjs'

const storageFile = (field) => `field.storage.paragraph.${field}.yml`

/** The storage type of a paragraph field in the recipe, or null without one. */
function storageType(configDir, field) {
  const file = path.join(configDir, storageFile(field))
  return existsSync(file) ? parseYaml(readFileSync(file, 'utf8')).type : null
}

function drupalField(configDir, bundle, field) {
  const wanted = FIELD_TYPES[field.type].storage.type
  const candidates = [`field_${field.name}`, `field_${bundle}_${field.name}`]
  for (const [i, name] of candidates.entries()) {
    if (name.length > 32) continue
    const existing = storageType(configDir, name)
    if (existing === wanted) return { drupalName: name, newStorage: false }
    if (existing === null) {
      const note =
        i === 0
          ? null
          : `${field.name}: field_${field.name} exists as ${storageType(configDir, candidates[0])}, not ${wanted}; the field is ${name}`
      return { drupalName: name, newStorage: true, note }
    }
  }
  throw new GeneratorError(
    `${field.name}:${field.type}: ${candidates.join(' and ')} exist with another storage type than ${wanted} (or are over 32 characters); choose another field name`,
  )
}

/** The spec's fields with their Drupal field names, and the notes to print. */
export function resolveDrupalFields(configDir, spec) {
  const fields = spec.fields.map((field) => ({
    ...field,
    ...drupalField(configDir, spec.bundle, field),
  }))
  return { fields, notes: fields.flatMap((f) => (f.note ? [f.note] : [])) }
}
