/**
 * The section's content-type module (gatsby/content/sections/<bundle>.ts) and its place in the
 * registry's list (gatsby/content/index.ts).
 */
import { FIELD_TYPES, SEARCHED } from './field-types.mjs'
import { GeneratorError } from './spec.mjs'

function typeDefLines(fields) {
  return fields.flatMap((f) => {
    const kind = FIELD_TYPES[f.type]
    const line = `      ${f.prop}: ${kind.graphql}`
    return kind.description ? [`      "${kind.description}"`, line] : [line]
  })
}

/** The module's text (prettier formats it after). */
export function contentModule(spec, fields) {
  const readers = [...new Set(fields.map((f) => FIELD_TYPES[f.type].reader))]
  const usesCtx = fields.some((f) => f.type === 'text')
  const searched = fields.filter((f) => SEARCHED.has(f.type)).map((f) => f.prop)
  const mapped = fields.map((f) => `${f.prop}: ${FIELD_TYPES[f.type].read(f.drupalName)}`)
  const typeDefs = [`    type ${spec.domain} implements Node @dontInfer {`, ...typeDefLines(fields)]
  return [
    `import { defineContentType } from '../types'`,
    `import { ${readers.join(', ')} } from '../fields'`,
    '',
    `/**\n * ${spec.description}\n * Shown by src/components/sections/${spec.component}.tsx.\n */`,
    'export default defineContentType({',
    `  drupal: 'paragraph__${spec.bundle}',`,
    `  domain: '${spec.domain}',`,
    '  typeDefs: /* GraphQL */ `',
    ...typeDefs,
    '    }',
    '  `,',
    `  map: (${usesCtx ? 'n, ctx' : 'n'}) => ({ ${mapped.join(', ')} }),`,
    `  section: { ${searched.length ? `searchText: '${searched.join(' ')}'` : ''} },`,
    '})',
    '',
  ].join('\n')
}

/** index.ts with the module imported after the other sections and listed last of them. */
export function registerModule(text, spec) {
  if (new RegExp(`\\b${spec.ident}\\b`).test(text))
    throw new GeneratorError(
      `gatsby/content/index.ts already names "${spec.ident}": the bundle exists, or rename it`,
    )
  const imports = [...text.matchAll(/^import .* from '\.\/sections\/.*'$/gm)]
  const list = text.match(/^export const CONTENT_TYPES[^\n]*\n[\s\S]*?\n\]\n/m)
  if (!imports.length || !list)
    throw new GeneratorError(
      'gatsby/content/index.ts has changed shape; register the module by hand',
    )
  const lastImport = imports.at(-1)
  const importAt = lastImport.index + lastImport[0].length
  const entryAt = list.index + list[0].length - ']\n'.length
  return (
    text.slice(0, importAt) +
    `\nimport ${spec.ident} from './sections/${spec.module}'` +
    text.slice(importAt, entryAt) +
    `  ${spec.ident},\n` +
    text.slice(entryAt)
  )
}
