#!/usr/bin/env node
/**
 * Demo CMS: a stand-in for the Drupal 10 JSON:API, replaying cms/snapshot/.
 *
 *   node cms/server.mjs [--port 4010] [--host 127.0.0.1] [--snapshot dir] [--no-shift] [--verbose]
 *                       [--change-log FILE]
 *
 * Env: CMS_PORT, CMS_SHIFT_DATES=0 (serve the snapshot's dates unchanged), CMS_TODAY=YYYY-MM-DD.
 * Read-only: content is changed in the real Drupal and recorded again (docs/demo-content.md).
 * The logic lives in lib/app.cjs (CommonJS so that jest can load it without ESM support).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

const require = createRequire(import.meta.url)
/**
 * Start the demo CMS (lib/app.cjs): env CMS_PORT, else port 4010; the snapshot in
 * cms/snapshot/; dates shifted unless CMS_SHIFT_DATES=0.
 * @type {typeof import('./lib/app.cjs').startCms}
 */
export const startCms = require('./lib/app.cjs').startCms

/** The command line as startCms options; throws on an unknown or malformed one. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      snapshot: { type: 'string' },
      'no-shift': { type: 'boolean' },
      'change-log': { type: 'string' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new Error('--port must be an integer between 0 and 65535')
  }
  return {
    port,
    host: values.host,
    snapshotDir: values.snapshot && path.resolve(values.snapshot),
    shiftDates: values['no-shift'] ? false : undefined,
    changeLog: values['change-log'] && path.resolve(values['change-log']),
    logRequests: values.verbose,
    help: values.help,
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename
if (isMain) {
  let opts
  try {
    opts = readOptions()
  } catch (err) {
    console.error(`cms: ${err.message}`)
    process.exit(2)
  }
  if (opts.help) {
    console.log(
      'Usage: node cms/server.mjs [--port N] [--host H] [--snapshot DIR] [--no-shift] [--verbose] [--change-log FILE]',
    )
    process.exit(0)
  }
  try {
    const cms = await startCms(opts)
    console.log(`Demo CMS listening at ${cms.url}`)
    if (cms.shiftDays) console.log(`Demo CMS: content dates shifted by ${cms.shiftDays} days`)
    let stopping = false
    const stop = async (signal) => {
      if (stopping) return
      stopping = true
      console.log(`Demo CMS stopping (${signal})`)
      await cms.close()
      process.exit(0)
    }
    process.on('SIGINT', () => stop('SIGINT'))
    process.on('SIGTERM', () => stop('SIGTERM'))
  } catch (err) {
    console.error(`cms: failed to start: ${err.message}`)
    process.exit(1)
  }
}
