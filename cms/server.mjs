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
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
/**
 * Start the demo CMS (lib/app.cjs): env CMS_PORT, else port 4010; the snapshot in
 * cms/snapshot/; dates shifted unless CMS_SHIFT_DATES=0.
 * @type {typeof import('./lib/app.cjs').startCms}
 */
export const startCms = require('./lib/app.cjs').startCms

function parseArgs(argv) {
  const opts = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const next = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${arg} needs a value`)
      return v
    }
    if (arg === '--port') opts.port = Number(next())
    else if (arg.startsWith('--port=')) opts.port = Number(arg.slice(7))
    else if (arg === '--host') opts.host = next()
    else if (arg === '--snapshot') opts.snapshotDir = path.resolve(next())
    else if (arg === '--no-shift') opts.shiftDates = false
    else if (arg === '--change-log') opts.changeLog = path.resolve(next())
    else if (arg === '--verbose') opts.logRequests = true
    else if (arg === '--help' || arg === '-h') opts.help = true
    else throw new Error(`Unknown argument: ${arg}`)
  }
  if (
    opts.port !== undefined &&
    !(Number.isInteger(opts.port) && opts.port >= 0 && opts.port < 65536)
  ) {
    throw new Error('--port must be an integer between 0 and 65535')
  }
  return opts
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  let opts
  try {
    opts = parseArgs(process.argv.slice(2))
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
