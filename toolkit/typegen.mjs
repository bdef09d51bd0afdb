// src/gatsby-types.d.ts (the types of every GraphQL query and fragment) from the schema and
// the queries alone: Gatsby's bootstrap and typegen in a scratch copy of the project, against
// the replay or DRUPAL_BASE_URL, so the working tree's .cache/ and public/ stay as they are.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import { refreshProjectCopy } from './scratch-project.mjs'
import { withContentSource } from './with-cms.mjs'

const root = path.resolve(import.meta.dirname, '..')
const TYPES_FILE = 'src/gatsby-types.d.ts'
// Kept between runs: its .cache/ makes the next bootstrap incremental. Outside the project:
// Gatsby skips queries in files under a node_modules folder.
const scratchDir = path.join(
  os.tmpdir(),
  `outlet-typegen-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
)

/**
 * Regenerates the query types and returns them, without touching the working tree.
 * @returns {Promise<string>}
 */
async function generateTypes() {
  refreshProjectCopy(root, scratchDir)
  // A stale file would be what Gatsby compares against; the run must produce it afresh.
  rmSync(path.join(scratchDir, TYPES_FILE), { force: true })
  const code = await withContentSource([], {
    command: [process.execPath, path.join(root, 'toolkit', 'typegen-bootstrap.cjs')],
    cwd: scratchDir,
    extraEnv: { GRAPHQL_TYPEGEN: '1' },
  })
  const generated = path.join(scratchDir, TYPES_FILE)
  if (code !== 0 || !existsSync(generated)) {
    throw new Error(`Gatsby's bootstrap failed (exit code ${code}): no types were generated.`)
  }
  return readFileSync(generated, 'utf8')
}

/**
 * `npm run typegen` writes the types into src/; with `check`, it only says whether the
 * committed file is what the schema and queries give (exit code 1 when not).
 * @param {{ check?: boolean }} [options]
 * @returns {Promise<number>}
 */
export async function typegen({ check = false } = {}) {
  const started = Date.now()
  const types = await generateTypes()
  const target = path.join(root, TYPES_FILE)
  const current = existsSync(target) ? readFileSync(target, 'utf8') : ''
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (types === current) {
    console.log(`${TYPES_FILE} is up to date (${seconds} s).`)
    return 0
  }
  if (check) {
    console.error(
      `${TYPES_FILE} is not what the schema and the queries give: run \`npm run typegen\` and commit the file. Types that differ: ${differingTypes(current, types).slice(0, 10).join(', ')}`,
    )
    return 1
  }
  writeFileSync(target, types)
  console.log(`Wrote ${TYPES_FILE} (${seconds} s).`)
  return 0
}

/**
 * The names of the types declared differently (or only) in one of two generated files.
 * @param {string} a
 * @param {string} b
 * @returns {string[]}
 */
function differingTypes(a, b) {
  /** @param {string} text */
  const declarations = (text) =>
    new Map(
      text.split(/\n(?=type )/).map((block) => [block.match(/^type (\w+)/)?.[1] ?? '', block]),
    )
  const [left, right] = [declarations(a), declarations(b)]
  const names = new Set([...left.keys(), ...right.keys()])
  return [...names].filter((name) => left.get(name) !== right.get(name))
}
