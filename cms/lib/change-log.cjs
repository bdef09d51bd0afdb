'use strict'
/**
 * A change log for the replay, so that gatsby-source-drupal's `fastBuilds` fetches only what
 * changed, as it does against Drupal with the gatsby module's fastbuilds log (docs of the
 * module's sync endpoint: ../../../shared/notes/gatsby-module-preview-facts.md, "The sync
 * endpoint"). Used by the scale benchmark, whose edits change a scratch copy of the snapshot
 * and restart the replay; `npm start` runs without one.
 *
 * The replay keeps no history of its own: when it starts with a log file, it compares each
 * resource, as it serves it (dates shifted), with the digest the file holds from the last start,
 * and logs what was added, changed or removed, stamped with the time of this start. A new file,
 * an unreadable one, or one made with other shifted dates starts a new log, which knows of no
 * change before its start.
 *
 * GET /gatsby-fastbuilds/sync/{since} answers as the module does: `{ status: 1, timestamp,
 * entities }` with the changes logged after `since` (an update or insert carries the resource
 * as the replay serves it now; applying one twice is harmless), or `{ status: -1, timestamp }`
 * when the log cannot tell (`since` before its start, or the dates shifted since): the client
 * then fetches everything.
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')

/** How many entries a log keeps; older ones go, and the log then starts at the oldest kept. */
const MAX_ENTRIES = 5000

/**
 * Our patch of gatsby-source-drupal asks for the changes since its last sync minus 60 seconds
 * (patches/gatsby-source-drupal+*.patch): a log that started up to that long after the last
 * sync still holds every change since it.
 */
const SYNC_MARGIN_SECONDS = 60

/**
 * @typedef {{ time: number, type: string, id: string, action: 'insert' | 'update' | 'delete' }} Entry
 * @typedef {{ version: 1, start: number, shiftDays: number, digests: Record<string, string>, entries: Entry[] }} Log
 */

/** @param {unknown} resource */
const digestOf = (resource) =>
  crypto.createHash('sha256').update(JSON.stringify(resource)).digest('hex').slice(0, 32)

/**
 * The log in `file` brought up to date with the resources served now, saved.
 * @param {string} file
 * @param {{ types: string[], resourcesOf: (type: string) => any[], shiftDays: number, now?: number }} options
 * @returns {Log}
 */
function updateChangeLog(file, { types, resourcesOf, shiftDays, now = Date.now() / 1000 }) {
  const time = Math.floor(now)
  /** @type {Record<string, string>} */
  const digests = {}
  for (const type of types) {
    for (const resource of resourcesOf(type)) digests[`${type}/${resource.id}`] = digestOf(resource)
  }
  /** @type {Log | null} */
  let before = null
  try {
    const read = JSON.parse(fs.readFileSync(file, 'utf8'))
    if (read && read.version === 1 && read.shiftDays === shiftDays && read.digests) before = read
  } catch {
    // no log yet
  }
  /** @type {Log} */
  const log = before
    ? { ...before, digests, entries: [...before.entries] }
    : { version: 1, start: time, shiftDays, digests, entries: [] }
  if (before) {
    // What is served now, in its order, then what is no longer served.
    for (const key of new Set([...Object.keys(digests), ...Object.keys(before.digests)])) {
      if (before.digests[key] === digests[key]) continue
      const [type, id] = key.split('/')
      const action = !(key in digests) ? 'delete' : key in before.digests ? 'update' : 'insert'
      log.entries.push({ time, type, id, action })
    }
    if (log.entries.length > MAX_ENTRIES) {
      log.entries = log.entries.slice(-MAX_ENTRIES)
      log.start = log.entries[0].time
    }
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}`
  fs.writeFileSync(temp, JSON.stringify(log))
  fs.renameSync(temp, file)
  return log
}

/**
 * The sync answer for `since` (seconds), from `log`.
 * @param {Log | null} log
 * @param {{ since: number, shiftDays: number, resourcesOf: (type: string) => any[], now?: number }} options
 */
function syncAnswer(log, { since, shiftDays, resourcesOf, now = Date.now() / 1000 }) {
  const timestamp = Math.floor(now)
  if (!log || log.shiftDays !== shiftDays || since + SYNC_MARGIN_SECONDS <= log.start) {
    return { status: -1, timestamp }
  }
  /** @type {Map<string, Entry>} the last entry of each resource after `since` */
  const latest = new Map()
  for (const entry of log.entries) {
    if (entry.time > since) latest.set(`${entry.type}/${entry.id}`, entry)
  }
  const entities = []
  for (const entry of latest.values()) {
    if (entry.action === 'delete') {
      entities.push({ action: 'delete', id: entry.id, type: entry.type })
      continue
    }
    const data = resourcesOf(entry.type).find((r) => r.id === entry.id)
    if (data) entities.push({ action: entry.action, id: entry.id, type: entry.type, data })
  }
  return { status: 1, timestamp, entities }
}

module.exports = { updateChangeLog, syncAnswer }
