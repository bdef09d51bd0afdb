#!/usr/bin/env node
/**
 * Record a live Drupal 10 JSON:API into the demo CMS snapshot format.
 *
 *   npm run cms:snapshot -- --from https://cms.example.com [--out cms/snapshot] [--reference-date YYYY-MM-DD]
 *
 * Env CMS_RECORD_AUTH="user:password" adds HTTP basic auth. Exits non-zero on any failure.
 * --reference-date is the day the site's dates are relative to: by default the day the local
 * Drupal's demo content was installed for (drupal/.data/installed.json) when recording from
 * loopback, else today. The snapshot keeps its own reference date; the dates are moved to it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

const require = createRequire(import.meta.url)
const { recordSnapshot, RecordError } = require('./lib/record.cjs')
const here = import.meta.dirname

/**
 * The day the local Drupal's demo content is dated for, when `from` is that Drupal.
 * @param {string} from
 * @returns {string | undefined}
 */
function localContentDate(from) {
  try {
    if (!['127.0.0.1', 'localhost'].includes(new URL(from).hostname)) return undefined
    const marker = path.join(here, '..', 'drupal', '.data', 'installed.json')
    return JSON.parse(readFileSync(marker, 'utf8')).contentDate
  } catch {
    return undefined
  }
}

/** @param {string[]} args */
function readOptions(args) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        out: { type: 'string', default: path.join(here, 'snapshot') },
        'reference-date': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    const { from, out, help } = values
    return { from, out: path.resolve(out), referenceDate: values['reference-date'], help }
  } catch (error) {
    throw new RecordError(error.message)
  }
}

try {
  const opts = readOptions(process.argv.slice(2))
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
  opts.referenceDate ??= localContentDate(/** @type {string} */ (opts.from))
  if (opts.referenceDate) console.log(`The site's dates are relative to ${opts.referenceDate}.`)
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
