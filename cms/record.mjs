#!/usr/bin/env node
/**
 * Record a live Drupal 10 JSON:API into the demo CMS snapshot format.
 *
 *   npm run cms:snapshot -- --from https://cms.example.com [--out cms/snapshot] [--reference-date YYYY-MM-DD]
 *
 * Env CMS_RECORD_AUTH="user:password" adds HTTP basic auth. Exits non-zero on any failure.
 * Note: recording into cms/snapshot replaces the generated demo content (regenerate with
 * npm run cms:generate).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const { recordSnapshot, RecordError } = require('./lib/record.cjs')
const here = path.dirname(fileURLToPath(import.meta.url))

export { recordSnapshot }

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ out: string, from?: string, referenceDate?: string, help?: boolean }} */
  const opts = { out: path.join(here, 'snapshot') }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined]
    const value = () => {
      const v = inline !== undefined ? inline : argv[++i]
      if (v === undefined) throw new RecordError(`${flag} needs a value`)
      return v
    }
    if (flag === '--from') opts.from = value()
    else if (flag === '--out') opts.out = path.resolve(value())
    else if (flag === '--reference-date') opts.referenceDate = value()
    else if (flag === '--help' || flag === '-h') opts.help = true
    else throw new RecordError(`Unknown argument: ${arg}`)
  }
  return opts
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  try {
    const opts = parseArgs(process.argv.slice(2))
    if (opts.help || !opts.from) {
      console.log(
        'Usage: npm run cms:snapshot -- --from <drupal url> [--out dir] [--reference-date YYYY-MM-DD]',
      )
      process.exit(opts.help ? 0 : 2)
    }
    if (opts.referenceDate && !/^\d{4}-\d{2}-\d{2}$/.test(opts.referenceDate)) {
      throw new RecordError('--reference-date must be YYYY-MM-DD')
    }
    /** @type {Record<string, string>} */
    const headers = {}
    if (process.env.CMS_RECORD_AUTH) {
      headers.Authorization = `Basic ${Buffer.from(process.env.CMS_RECORD_AUTH).toString('base64')}`
    }
    // --from is there (checked above).
    await recordSnapshot(
      /** @type {import('./lib/record.cjs').RecordOptions} */ ({ ...opts, headers }),
    )
  } catch (err) {
    console.error(
      `cms:snapshot failed: ${err instanceof RecordError ? err.message : err.stack || err.message}`,
    )
    process.exit(1)
  }
}
