#!/usr/bin/env node
// `npm run new:section -- <bundle> "<Label>" [name:type ...] [--description "…"]`: a new
// section type end to end (generators/README.md), then `npm run typegen` for its query types.
// `--no-typegen` leaves that to you.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { GeneratorError, planSection, writePlan } from '../generators/new-section.mjs'
import { readSpec } from '../generators/spec.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2).filter((arg) => arg !== '--no-typegen')

try {
  const plan = await planSection(root, readSpec(args))
  writePlan(root, plan)
  for (const note of plan.notes) console.log(`Note: ${note}`)
  console.log(
    `Written:\n${Object.keys(plan.files)
      .map((file) => `  ${file}`)
      .join('\n')}`,
  )
} catch (error) {
  if (!(error instanceof GeneratorError)) throw error
  console.error(`new:section: ${error.message}. Nothing was written.`)
  process.exit(1)
}

if (!process.argv.includes('--no-typegen')) {
  console.log('Regenerating the query types (npm run typegen)…')
  const typegen = spawnSync('npm', ['run', 'typegen'], { cwd: root, stdio: 'inherit' })
  if (typegen.status !== 0) {
    console.error('npm run typegen failed: run it again once the cause is fixed.')
    process.exit(1)
  }
  console.log('  src/gatsby-types.d.ts')
}
