/** The section's row in docs/content-model.md's table of sections (prettier aligns it after). */
import { FIELD_TYPES } from './field-types.mjs'

const HEADING = '## Paragraphs (sections)'

/**
 * The doc with the row after the table's last section (`Section…`) row, under HEADING; null
 * without that table.
 */
export function addContentModelRow(text, spec, fields) {
  const start = text.indexOf(HEADING)
  if (start < 0) return null
  const table = /(?:^\|.*\|\n)+/m.exec(text.slice(start))
  if (!table) return null
  const rows = table[0].match(/^.*\n/gm) ?? []
  const sections = rows.map((row) => /\| `Section\w*[^|]*\|\n$/.test(row))
  const last = sections.lastIndexOf(true)
  if (last < 0) return null
  const end = start + table.index + rows.slice(0, last + 1).join('').length
  const described = fields.map((f) => `\`${f.drupalName}\` (${FIELD_TYPES[f.type].what})`)
  const row = `| \`paragraph--${spec.bundle}\` | ${described.join(', ')} | \`${spec.domain}\` |\n`
  return text.slice(0, end) + row + text.slice(end)
}
