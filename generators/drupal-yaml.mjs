/**
 * YAML the way Drupal's config export writes it, so a generated or edited recipe file reads
 * like an exported one: single quotes where Symfony's dumper puts them, empty maps as `{  }`,
 * two-space indents with list items indented under their key.
 */
import YAML from 'yaml'

/** Strings Drupal's dumper single-quotes: spaces, YAML indicators, or another type's look. */
function needsQuotes(value) {
  return (
    value === '' ||
    /[\s'":{}[\],&*#?]/.test(value) ||
    /^[-?|<>=!%@`]/.test(value) ||
    /^(true|false|null|~|yes|no|on|off|y|n)$/i.test(value) ||
    /^[-+]?(\d[\d_]*(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(value)
  )
}

const STRINGIFY = { lineWidth: 0, minContentWidth: 0 }
const drupalEmptyMaps = (text) => text.replace(/: \{\}$/gm, ': {  }')

/** A config object as an exported Drupal config file. */
export function dumpDrupalYaml(value) {
  const doc = new YAML.Document(value)
  YAML.visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== 'string' || !needsQuotes(node.value)) return
      // An apostrophe reads better in double quotes, as Drupal's export has it.
      node.type =
        /'/.test(node.value) && !/["\\]/.test(node.value) ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE'
    },
  })
  return drupalEmptyMaps(doc.toString(STRINGIFY))
}

/**
 * An exported config file changed in place by `edit` (given the parsed document): every other
 * line stays as it was.
 */
export function editDrupalYaml(text, edit) {
  const doc = YAML.parseDocument(text)
  edit(doc)
  return drupalEmptyMaps(doc.toString(STRINGIFY))
}

export const parseYaml = (text) => YAML.parse(text)
