#!/usr/bin/env node
/**
 * Lists the form submissions the demo CMS has stored.
 *
 *   node cms/list-submissions.mjs [--data-dir DIR] [--json]
 *
 * DIR defaults to env CMS_DATA_DIR, else cms/data/. Personal data is printed: this is for the
 * person running the demo, on their own machine.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

const require = createRequire(import.meta.url)
const { listSubmissions, defaultDataDir } = require('./lib/forms.cjs')

let opts
try {
  opts = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (err) {
  console.error(`list-submissions: ${err.message}`)
  process.exit(2)
}
if (opts.help) {
  console.log('Usage: node cms/list-submissions.mjs [--data-dir DIR] [--json]')
  process.exit(0)
}

const dataDir = opts['data-dir'] ? path.resolve(opts['data-dir']) : defaultDataDir()
const submissions = listSubmissions(dataDir)
if (opts.json) {
  console.log(JSON.stringify(submissions, null, 2))
} else if (submissions.length === 0) {
  console.log(`No submissions in ${path.join(dataDir, 'submissions')}`)
} else {
  console.log(`${submissions.length} submission(s) in ${path.join(dataDir, 'submissions')}\n`)
  for (const s of submissions) {
    console.log(`${s.receivedAt}  form_id ${s.formId}  ${s.form}`)
    for (const [name, value] of Object.entries(s.fields)) {
      if (name === 'captcha' || name === 'form' || name === 'form_id') continue
      console.log(`    ${name}: ${value}`)
    }
    if (s.file) {
      console.log(
        `    ${s.file.field}: ${s.file.filename} (${s.file.detectedType}, ${s.file.size} bytes) -> ${s.file.path}`,
      )
    }
    console.log('')
  }
}
