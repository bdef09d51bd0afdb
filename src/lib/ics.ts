/**
 * iCalendar (RFC 5545) files for events: the "Add to calendar" download generated at build
 * time (gatsby/ics.ts writes them). Times are written in UTC, so no VTIMEZONE is needed.
 */
import { parseCmsDate } from './dates'
import { addCalendarDays, formatWall, isoDay, wallClock } from './zonedTime'

/** Where an event's .ics file is published: `/whats-on/events/x/` → `/whats-on/events/x.ics`. */
export function icsPath(eventPath: string): string {
  return `${eventPath.replace(/\/+$/, '')}.ics`
}

/** Escape a TEXT value (backslash, semicolon, comma, newline). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** UTF-8 length of a string. */
function octets(text: string): number {
  let n = 0
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    n += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return n
}

/** Fold a content line to 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const ch of line) {
    const limit = parts.length ? 74 : 75
    if (octets(current + ch) > limit) {
      parts.push(current)
      current = ch
    } else {
      current += ch
    }
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const utc = (instant: Date) => formatWall(wallClock(instant, 'UTC'), "yyyyMMdd'T'HHmmss'Z'")

/** A CMS date or date-time as DTSTART/DTEND: a DATE for date-only values, else UTC. */
function dateProperty(name: string, value: string, exclusiveEnd = false): string {
  const parsed = parseCmsDate(value)
  if (!parsed) throw new Error(`Unreadable date "${value}"`)
  if (parsed.dateOnly) {
    const day = isoDay(parsed.wall)
    return `${name};VALUE=DATE:${(exclusiveEnd ? addCalendarDays(day, 1) : day).replace(/-/g, '')}`
  }
  return `${name}:${utc(parsed.instant)}`
}

export interface IcsEvent {
  uid: string
  title: string
  startDate: string
  endDate?: string | null
  summary?: string | null
  url: string
  location?: string | null
}

/** The .ics document for one event (CRLF line endings, folded lines). */
export function buildIcs(event: IcsEvent, stamp: Date, productName: string): string {
  const start = parseCmsDate(event.startDate)
  if (!start) throw new Error(`Event "${event.title}" has no valid start date`)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(stamp)}`,
    dateProperty('DTSTART', event.startDate),
  ]
  const end = event.endDate ? parseCmsDate(event.endDate) : null
  // RFC 5545: DTEND is of DTSTART's kind and after it. The mapping puts an editor's backwards
  // or mixed range right (gatsby/mapping.ts eventRange); one that is still wrong has no end.
  if (end && end.dateOnly === start.dateOnly && end.instant >= start.instant) {
    lines.push(dateProperty('DTEND', event.endDate as string, true))
  } else if (start.dateOnly) {
    lines.push(dateProperty('DTEND', event.startDate, true))
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`)
  if (event.summary) lines.push(`DESCRIPTION:${escapeText(event.summary)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  lines.push(`URL:${event.url}`, 'END:VEVENT', 'END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
