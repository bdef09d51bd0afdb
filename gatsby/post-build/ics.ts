/**
 * Build step: one iCalendar file per event ("Add to calendar" on the event page), written
 * next to the event's page in public/ (the path is src/lib/ics.ts's `icsPath`), in the format
 * calendar-format.ts writes.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Node } from 'gatsby'
import { icsPath } from '../../src/lib/ics'
import { stripHtml } from '../../src/lib/text'
import { loadEnv } from '../source/env'
import { calendarText } from './calendar-format'
import { stampKey } from './file-stamps'

export interface IcsEvent {
  uid: string
  title: string
  startDate: string
  endDate?: string | null
  summary?: string | null
  url: string
  location?: string | null
}

/** The .ics document for one event. */
export function buildIcs(event: IcsEvent, stamp: Date, productName: string): string {
  try {
    return calendarText([{ ...event, description: event.summary }], { productName, stamp })
  } catch (error) {
    throw new Error(`Event "${event.title}": no calendar file (${(error as Error).message})`)
  }
}

/** The centre's name and address, the location of its events. */
export function centreLocation(node: Node | undefined) {
  const settings = node as (Node & { siteName?: string; address?: string | null }) | undefined
  const siteName = settings?.siteName || 'Outlet Centre'
  const address = stripHtml(settings?.address?.replace(/<br\s*\/?>/gi, ', '))
  return { siteName, location: [siteName, address].filter(Boolean).join(', ') }
}

/** What the calendar steps (this one and events-feed.ts) are given. */
export interface CalendarStepArgs {
  getNodesByType: (type: string) => Node[]
  reporter: { info: (message: string) => void }
  publicDir?: string
  /** The public origin (default: SITE_URL, gatsby/source/env.ts). */
  siteUrl?: string
  now?: Date
}

interface Args extends CalendarStepArgs {
  /** The build code's key (gatsby-node's `buildCodeKey`): new code writes every file again. */
  codeKey?: string
}

export async function writeEventCalendars({
  getNodesByType,
  reporter,
  publicDir = 'public',
  siteUrl: origin = loadEnv().siteUrl,
  now = new Date(),
  codeKey = '',
}: Args): Promise<number> {
  const siteUrl = origin.replace(/\/$/, '')
  const host = new URL(siteUrl).hostname
  const { siteName, location } = centreLocation(getNodesByType('SiteSettings')[0])
  const before = await readCalendarRecord(publicDir)
  const files: Record<string, string> = {}
  let written = 0
  for (const node of getNodesByType('Event')) {
    const event = node as Node & {
      drupalId: string
      title: string
      path: string
      startDate: string
      endDate?: string | null
      summary?: string | null
    }
    if (!event.path || !event.startDate) continue
    const input: IcsEvent = {
      uid: `${event.drupalId}@${host}`,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      summary: event.summary,
      url: `${siteUrl}${event.path}`,
      location,
    }
    const target = path.join(publicDir, icsPath(event.path))
    if (!path.resolve(target).startsWith(path.resolve(publicDir))) continue
    const rel = path.relative(publicDir, target)
    // What the file is made of: the same key and the file still there means the same file.
    const key = stampKey(input, siteName, codeKey)
    files[rel] = key
    if (before[rel] === key && existsSync(target)) continue
    const ics = buildIcs(input, now, siteName)
    // A calendar whose event has not changed keeps its file (and its DTSTAMP): a rebuild
    // rewrites, and the steps after it re-read, only the calendars of changed events.
    const onDisk = await fs.readFile(target, 'utf8').catch(() => null)
    if (onDisk !== null && withoutStamp(onDisk) === withoutStamp(ics)) continue
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(target, ics, 'utf8')
    written += 1
  }
  const removed = await removeStaleCalendars(publicDir, files, before)
  const count = Object.keys(files).length
  reporter.info(
    `Event calendars: ${count}, ${written} written${removed.length ? `, removed ${removed.length} of deleted events` : ''}`,
  )
  return count
}

/** A calendar without its DTSTAMP line (when the file was made), for comparing content. */
const withoutStamp = (ics: string) => ics.replace(/^DTSTAMP:[^\r\n]*\r?\n/m, '')

/** Where the last build recorded the calendar files it wrote (public/ outlives a build). */
const CALENDARS_RECORD = 'event-calendars.json'

/**
 * The last build's calendar files, each with the key of what it was made from. A record of
 * an earlier form (a list of files) gives its files without keys (so every one is made
 * again); no record gives none.
 */
async function readCalendarRecord(publicDir: string): Promise<Record<string, string>> {
  let record: unknown
  try {
    record = JSON.parse(await fs.readFile(path.join(publicDir, `.${CALENDARS_RECORD}`), 'utf8'))
  } catch {
    return {} // first build
  }
  const entries: [unknown, unknown][] = Array.isArray(record)
    ? record.map((file) => [file, ''])
    : record && typeof record === 'object'
      ? Object.entries(record)
      : []
  return Object.fromEntries(
    entries.filter(
      (entry): entry is [string, string] =>
        typeof entry[0] === 'string' && typeof entry[1] === 'string',
    ),
  )
}

/**
 * Delete the calendar files an earlier build wrote for events that no longer exist: an
 * incremental build keeps public/, and Gatsby only removes the pages it made itself. The
 * record lives in public/ (so it goes when public/ is cleaned) under a dot name the static
 * server does not serve. `previous` is that record as the caller already read it.
 */
export async function removeStaleCalendars(
  publicDir: string,
  current: Record<string, string>,
  previous?: Record<string, string>,
) {
  const earlier = Object.keys(previous ?? (await readCalendarRecord(publicDir)))
  const keep = new Set(Object.keys(current))
  const removed: string[] = []
  for (const rel of earlier) {
    if (keep.has(rel) || !rel.endsWith('.ics')) continue
    const target = path.resolve(publicDir, rel)
    if (!target.startsWith(path.resolve(publicDir) + path.sep)) continue
    await fs.rm(target, { force: true })
    removed.push(rel)
  }
  await fs.writeFile(path.join(publicDir, `.${CALENDARS_RECORD}`), JSON.stringify(current))
  return removed
}
