/**
 * The command line read into a section's spec: its bundle, label and fields, each checked
 * before anything is written.
 */
import { FIELD_TYPES } from './field-types.mjs'

/** A refusal: the message says why, and nothing has been written. */
export class GeneratorError extends Error {}

const MACHINE_NAME = /^[a-z][a-z0-9_]*$/
// Every Gatsby node has these; a domain field of the same name would clash.
const RESERVED = new Set(['id', 'parent', 'children', 'internal', 'fields'])

const pascal = (name) =>
  name
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')
const camel = (name) => pascal(name).replace(/^./, (c) => c.toLowerCase())
const kebab = (name) => name.replace(/_+/g, '-')
/** `mobile_image` → `Mobile image`: the field's label in Drupal's form. */
const humanize = (name) => name.replace(/_+/g, ' ').replace(/^./, (c) => c.toUpperCase())

function readField(arg, seen) {
  const [name, type, ...rest] = arg.split(':')
  if (!name || !type || rest.length)
    throw new GeneratorError(`"${arg}": a field is name:type, e.g. heading:string`)
  if (!MACHINE_NAME.test(name))
    throw new GeneratorError(`"${name}": a field name is a machine name ([a-z][a-z0-9_]*)`)
  if (!Object.hasOwn(FIELD_TYPES, type))
    throw new GeneratorError(
      `"${arg}": unknown field type "${type}" (one of ${Object.keys(FIELD_TYPES).join(', ')})`,
    )
  if (RESERVED.has(camel(name)))
    throw new GeneratorError(`"${name}": every Gatsby node has a field of that name`)
  if (seen.has(camel(name))) throw new GeneratorError(`"${name}": the field is named twice`)
  seen.add(camel(name))
  return { name, type, prop: camel(name), label: humanize(name) }
}

/**
 * `<bundle> "<Label>" [name:type ...] [--description "…"]` as a spec; a GeneratorError for a
 * bad bundle or label, an unknown field type or a field named twice.
 */
export function readSpec(argv) {
  const args = [...argv]
  const at = args.indexOf('--description')
  const description = at >= 0 ? args.splice(at, 2)[1] : undefined
  const [bundle, label, ...fieldArgs] = args
  if (!bundle || !label)
    throw new GeneratorError(
      'usage: npm run new:section -- <bundle> "<Label>" [name:type ...] [--description "…"]',
    )
  if (!MACHINE_NAME.test(bundle) || bundle.length > 32)
    throw new GeneratorError(
      `"${bundle}": a bundle is a machine name ([a-z][a-z0-9_]*, at most 32 characters)`,
    )
  for (const text of [label, description ?? ''])
    if (/[<>{}"`\\]|\*\//.test(text))
      throw new GeneratorError(`"${text}": no < > { } " \` \\ or */ in a label or description`)
  if (!fieldArgs.length)
    throw new GeneratorError('a section has at least one field (name:type), e.g. heading:string')
  const seen = new Set()
  const fields = fieldArgs.map((arg) => readField(arg, seen))
  return {
    bundle,
    label,
    description: description ?? `${label}: a section editors place in a page's content.`,
    domain: `Section${pascal(bundle)}`,
    component: `${pascal(bundle)}Section`,
    module: kebab(bundle),
    ident: camel(bundle),
    fields,
  }
}
