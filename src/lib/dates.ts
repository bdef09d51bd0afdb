/**
 * Date rules (spec section 9): locale en-AU, time zone Australia/Canberra.
 * CMS values are ISO dates (`2026-11-21`) or date-times without a zone
 * (`2026-11-21T10:00:00`), read as Canberra local time. A value with a zone or offset is
 * converted to Canberra. "Days" are Canberra calendar days as `yyyy-MM-dd` strings, which
 * compare correctly as plain strings.
 *
 * Built on `zonedTime` (the platform's Intl time zones) rather than luxon, which would add
 * 22 KB gzip to every page; the tests hold these rules to luxon's answers.
 */
import {
  addCalendarDays,
  formatOffset,
  formatWall,
  inZone,
  isoDay,
  parseZoned,
  type Zoned,
} from './zonedTime'

/** The centre's time zone: every date rule, and the offset table the build writes for it. */
export const ZONE = 'Australia/Canberra'

/** A Canberra calendar day, `yyyy-MM-dd`. */
export type Day = string

/** The CMS value on the Canberra clock; null when missing or invalid. */
export function parseCmsDate(value: string | null | undefined): Zoned | null {
  return parseZoned(value, ZONE)
}

/**
 * The order of two ISO dates or Canberra-local date-times, as plain text (`2026-11-21` before
 * `2026-11-21T10:00:00` before `2026-11-22`): ISO text sorts in time order, code point by code
 * point, so no collation is needed.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The Canberra day of a CMS date or date-time (`yyyy-MM-dd`); null when missing or invalid. */
export function dayOf(value: string | null | undefined): Day | null {
  const parsed = parseCmsDate(value)
  return parsed ? isoDay(parsed.wall) : null
}

/** Today in Canberra for the given instant (default: now). */
export function canberraDay(now: Date | string | number = new Date()): Day {
  return isoDay(inZone(new Date(now), ZONE).wall)
}

/**
 * Midnight (Canberra) of the day of an instant, as a UTC ISO string. The build exposes this
 * instead of its exact build time, so that the data every page shares changes once a day and
 * not on every build (an unchanged page is then not rebuilt by an incremental build).
 */
export function startOfCanberraDay(now: Date | string | number = new Date()): string {
  return parseZoned(canberraDay(now), ZONE)?.instant.toISOString() ?? ''
}

/** `day` moved by `days` calendar days. */
export function addDays(day: Day, days: number): Day {
  return addCalendarDays(day, days)
}

/** A CMS value in a luxon-style pattern on the Canberra clock; '' when missing or invalid. */
function formatCmsDate(value: string | null | undefined, pattern: string): string {
  const parsed = parseCmsDate(value)
  return parsed ? formatWall(parsed.wall, pattern) : ''
}

/** Articles and offer cards: `d MMMM yyyy` (21 November 2026). */
export function formatLongDate(value: string | null | undefined): string {
  return formatCmsDate(value, 'd MMMM yyyy')
}

/** Offer page: `d MMM yyyy` (21 Nov 2026). */
export function formatShortDate(value: string | null | undefined): string {
  return formatCmsDate(value, 'd MMM yyyy')
}

/** Trading hours: the weekday and date (`Friday 25 December 2026`). */
export function formatDayWithWeekday(value: string | null | undefined): string {
  return formatCmsDate(value, 'EEEE d MMMM yyyy')
}

/** Event detail From/To: date and time (21 Nov 2026, 10:00 am); date only for a date-only value. */
export function formatEventDateTime(value: string | null | undefined): string {
  if (!value) return ''
  if (!value.includes('T')) return formatShortDate(value)
  return formatCmsDate(value, 'd MMM yyyy, h:mm a')
}

/** Machine-readable Canberra date-time with offset, for `<time dateTime>` and JSON-LD. */
export function toIsoWithOffset(value: string | null | undefined): string {
  const parsed = parseCmsDate(value)
  if (!parsed) return ''
  if (parsed.dateOnly) return isoDay(parsed.wall)
  const { wall } = parsed
  const ms = wall.millisecond ? `.${String(wall.millisecond).padStart(3, '0')}` : ''
  return `${formatWall(wall, "yyyy-MM-dd'T'HH:mm:ss")}${ms}${formatOffset(parsed.offsetMinutes)}`
}

/**
 * An event's dates (spec section 9): a single date when the end is missing or on the same
 * day; same month `d — d MMMM yyyy`; same year `d MMMM — d MMMM yyyy`; otherwise the full
 * date at both ends.
 */
export function formatEventRange(start: string, end?: string | null): string {
  const s = parseCmsDate(start)
  if (!s) return ''
  const e = parseCmsDate(end)
  const long = (z: Zoned) => formatWall(z.wall, 'd MMMM yyyy')
  if (!e || isoDay(e.wall) === isoDay(s.wall)) return long(s)
  const sameYear = e.wall.year === s.wall.year
  if (sameYear && e.wall.month === s.wall.month) return `${s.wall.day} — ${long(e)}`
  if (sameYear) return `${formatWall(s.wall, 'd MMMM')} — ${long(e)}`
  return `${long(s)} — ${long(e)}`
}
