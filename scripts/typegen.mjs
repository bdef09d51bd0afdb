#!/usr/bin/env node
// `npm run typegen`: src/gatsby-types.d.ts from the schema and the queries, without a build.
// `-- --check`: fail when the committed file differs from what they give (npm test runs this).
import { typegen } from '../toolkit/typegen.mjs'

try {
  process.exit(await typegen({ check: process.argv.includes('--check') }))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
