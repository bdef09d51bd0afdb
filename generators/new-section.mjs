/**
 * `npm run new:section`: a new section type end to end. Everything is computed first (every
 * refusal before anything is written), then written in one go; the caller runs typegen.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ALLOWED_SECTIONS_FILES, allowSection } from './allowed-sections.mjs'
import { browserTest } from './browser-test.mjs'
import { component } from './component.mjs'
import { contentModule, registerModule } from './content-module.mjs'
import { addContentModelRow } from './docs-row.mjs'
import { drupalConfigFiles } from './drupal-config.mjs'
import { resolveDrupalFields } from './drupal-fields.mjs'
import { addToSectionMap } from './section-map.mjs'
import { GeneratorError } from './spec.mjs'

export const CONFIG_DIR = 'drupal/recipes/outlet_centre/config'
const INDEX = 'gatsby/content/index.ts'
const SECTION_MAP = 'src/components/sections/Sections.tsx'
const CONTENT_MODEL = 'docs/content-model.md'

/** The project-relative paths of what the section's own files are. */
const sectionPaths = (spec) => ({
  module: `gatsby/content/sections/${spec.module}.ts`,
  component: `src/components/sections/${spec.component}.tsx`,
  browserTest: `e2e/sections/${spec.bundle}.spec.ts`,
})

function refuseExisting(root, spec) {
  const taken = [
    `${CONFIG_DIR}/paragraphs.paragraphs_type.${spec.bundle}.yml`,
    ...Object.values(sectionPaths(spec)),
  ].filter((file) => existsSync(path.join(root, file)))
  const mapped = readFileSync(path.join(root, SECTION_MAP), 'utf8').includes(spec.domain)
  if (taken.length || mapped)
    throw new GeneratorError(
      `the section type "${spec.bundle}" exists already (${[...taken, ...(mapped ? [SECTION_MAP] : [])].join(', ')})`,
    )
}

/** The code files as prettier formats them under root (its .prettierrc), with tools' prettier. */
function formatted(root, tools, code) {
  const byPath = Object.fromEntries(Object.entries(code).map(([f, t]) => [path.join(root, f), t]))
  const input = JSON.stringify(byPath)
  const format = path.join(tools, 'generators/format.mjs')
  const out = JSON.parse(execFileSync(process.execPath, [format], { input, encoding: 'utf8' }))
  return Object.fromEntries(Object.keys(code).map((f) => [f, out[path.join(root, f)]]))
}

/**
 * What the generator would write under root: `{ files: { path: text }, notes }`; nothing is
 * written. `tools`: the checkout whose generators/ and prettier format the code (the tests
 * plan into a scratch copy of the files it changes).
 * @returns {{ files: Record<string, string>, notes: string[] }}
 */
export function planSection(root, spec, { tools = root } = {}) {
  refuseExisting(root, spec)
  const read = (file) => readFileSync(path.join(root, file), 'utf8')
  const { fields, notes } = resolveDrupalFields(path.join(root, CONFIG_DIR), spec)
  const own = sectionPaths(spec)
  const code = {
    [own.module]: contentModule(spec, fields),
    [INDEX]: registerModule(read(INDEX), spec),
    [own.component]: component(spec, fields),
    [SECTION_MAP]: addToSectionMap(read(SECTION_MAP), spec),
    [own.browserTest]: browserTest(spec),
  }
  const doc = addContentModelRow(read(CONTENT_MODEL), spec, fields)
  if (doc) code[CONTENT_MODEL] = doc
  else notes.push(`${CONTENT_MODEL} has no table of sections: describe the fields there by hand`)
  /** @type {Record<string, string>} */
  const files = {}
  for (const [file, text] of Object.entries(drupalConfigFiles(spec, fields)))
    files[`${CONFIG_DIR}/${file}`] = text
  for (const file of ALLOWED_SECTIONS_FILES)
    files[`${CONFIG_DIR}/${file}`] = allowSection(file, read(`${CONFIG_DIR}/${file}`), spec.bundle)
  return { files: { ...files, ...formatted(root, tools, code) }, notes }
}

/** Writes a plan's files under root. */
export function writePlan(root, plan) {
  for (const [file, text] of Object.entries(plan.files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
}

export { GeneratorError }
