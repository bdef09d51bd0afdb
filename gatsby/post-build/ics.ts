/**
 * Build step: one iCalendar file per event ("Add to calendar" on the event page), written
 * next to the event's page in public/ (the path is src/lib/ics.ts's `icsPath`). The `ics`
 * package writes the format: RFC 5545 text escaping, line folding and CRLF line ends. Times
 * are given to it as instants and written in UTC, so the file needs no VTIMEZONE. `ics` is
 * build-only: it never reaches a page's scripts.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Node } from 'gatsby'
import {
  createEvent,
  type DateArray,
  type DateTime as IcsDateTime,
  type EventAttributes,
} from 'ics'
import type { DateTime } from 'luxon'
import { parseCmsDate } from '../schema/date-formats'
import { icsPath } from '../../src/lib/ics'
import { stripHtml } from '../../src/lib/text'
import { loadEnv } from '../source/env'
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

/**
 * What `createEvent` reads. Its types leave out `timestamp` (DTSTAMP), and want an end or a
 * duration, which neither RFC 5545 nor its validation does.
 */
type CalendarEvent = Omit<EventAttributes, 'end' | 'duration'> & {
  timestamp: number
  end?: IcsDateTime
}

/** A Canberra date as an all-day date, which `ics` writes as `;VALUE=DATE`. */
const dateOnly = ({ year, month, day }: DateTime): DateArray => [year, month, day]

/** The .ics document for one event. */
export function buildIcs(event: IcsEvent, stamp: Date, productName: string): string {
  const start = parseCmsDate(event.startDate)
  if (!start) throw new Error(`Event "${event.title}" has no valid start date`)
  const end = event.endDate ? parseCmsDate(event.endDate) : null
  // RFC 5545: DTEND is of DTSTART's kind and after it. The mapping puts an editor's backwards
  // or mixed range right (gatsby/source/mapping.ts eventRange); one that is still wrong has no end.
  const validEnd = end && end.dateOnly === start.dateOnly && end.time >= start.time ? end : null
  const times = start.dateOnly
    ? {
        start: dateOnly(start.time),
        // An all-day event's DTEND is the day after its last day.
        end: dateOnly((validEnd ?? start).time.plus({ days: 1 })),
      }
    : {
        start: start.time.toMillis(),
        startInputType: 'utc' as const,
        startOutputType: 'utc' as const,
        ...(validEnd && { end: validEnd.time.toMillis() }),
      }
  const attributes: CalendarEvent = {
    productId: `-//${productName}//Events//EN`,
    method: 'PUBLISH',
    uid: event.uid,
    timestamp: stamp.getTime(),
    title: event.title,
    description: event.summary || undefined,
    location: event.location || undefined,
    url: event.url,
    ...times,
  }
  const { error, value } = createEvent(attributes as EventAttributes)
  if (error || !value) {
    throw new Error(`Event "${event.title}": no calendar file (${error?.message ?? 'empty'})`)
  }
  return value
}

interface Args {
  getNodesByType: (type: string) => Node[]
  reporter: { info: (message: string) => void }
  publicDir?: string
  /** The public origin (default: SITE_URL, gatsby/source/env.ts). */
  siteUrl?: string
  now?: Date
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
  const settings = getNodesByType('SiteSettings')[0] as
    (Node & { siteName?: string; address?: string | null }) | undefined
  const siteName = settings?.siteName || 'Outlet Centre'
  const address = stripHtml(settings?.address?.replace(/<br\s*\/?>/gi, ', '))
  const location = [siteName, address].filter(Boolean).join(', ')
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
