/**
 * The section's place in the section map (src/components/sections/Sections.tsx): its
 * component loaded on demand, its map entry and its fields fragment spread in `Sections`.
 */
import { GeneratorError } from './spec.mjs'

function insertAt(text, at, insert, what) {
  if (at < 0)
    throw new GeneratorError(`Sections.tsx has changed shape (no ${what}); add the section by hand`)
  return text.slice(0, at) + insert + text.slice(at)
}

/** Sections.tsx with the new section in its three places (prettier formats it after). */
export function addToSectionMap(text, spec) {
  const { component, domain } = spec
  let out = insertAt(
    text,
    text.indexOf('\ntype SectionData'),
    `const ${component} = onDemand(() => import('./${component}'), '${component}')\n`,
    'type SectionData after the onDemand components',
  )
  const map = out.indexOf('const sectionMap')
  out = insertAt(
    out,
    map < 0 ? -1 : out.indexOf('\n}\n', map) + 1,
    `  ${domain}: ${component},\n`,
    'sectionMap',
  )
  const fragment = out.indexOf('fragment Sections on Section')
  return insertAt(
    out,
    fragment < 0 ? -1 : out.indexOf('  }\n`', fragment),
    `    ... on ${domain} {\n      ...${domain}Fields\n    }\n`,
    'Sections fragment',
  )
}
