/**
 * Date rules (spec section 9): luxon, locale en-AU, time zone Australia/Canberra.
 * CMS values are ISO dates (`2026-11-21`) or date-times without a zone
 * (`2026-11-21T10:00:00`), read as Canberra local time. A value with a zone or offset is
 * converted to Canberra. "Days" are Canberra calendar days as `yyyy-MM-dd` strings, which
 * compare correctly as plain strings.
 */
import { DateTime } from 'luxon'

export const ZONE = 'Australia/Canberra'
export const LOCALE = 'en-AU'

/** A Canberra calendar day, `yyyy-MM-dd`. */
export type Day = string

const DAY_FORMAT = 'yyyy-MM-dd'

/** The CMS value as a luxon DateTime in Canberra (invalid DateTime for bad input). */
export function parseCmsDate(value: string): DateTime {
  return DateTime.fromISO(value.trim(), { zone: ZONE, setZone: false })
    .setZone(ZONE)
    .setLocale(LOCALE)
}

/** The Canberra day of a CMS date or date-time (`yyyy-MM-dd`); null when missing or invalid. */
export function dayOf(value: string | null | undefined): Day | null {
  if (!value) return null
  const dt = parseCmsDate(value)
  return dt.isValid ? dt.toFormat(DAY_FORMAT) : null
}

/** Today in Canberra for the given instant (default: now). */
export function canberraDay(now: Date | string | number = new Date()): Day {
  const dt =
    typeof now === 'string'
      ? DateTime.fromISO(now, { zone: 'utc' })
      : DateTime.fromJSDate(new Date(now), { zone: 'utc' })
  return dt.setZone(ZONE).toFormat(DAY_FORMAT)
}

/**
 * Midnight (Canberra) of the day of an instant, as a UTC ISO string. The build exposes this
 * instead of its exact build time, so that the data every page shares changes once a day and
 * not on every build (an unchanged page is then not rebuilt by an incremental build).
 */
export function startOfCanberraDay(now: Date | string | number = new Date()): string {
  const dt =
    typeof now === 'string'
      ? DateTime.fromISO(now, { zone: 'utc' })
      : DateTime.fromJSDate(new Date(now), { zone: 'utc' })
  return dt.setZone(ZONE).startOf('day').toUTC().toISO() ?? ''
}

/** `day` moved by `days` calendar days. */
export function addDays(day: Day, days: number): Day {
  return DateTime.fromISO(day, { zone: ZONE }).plus({ days }).toFormat(DAY_FORMAT)
}

function format(value: string | null | undefined, pattern: string): string {
  if (!value) return ''
  const dt = parseCmsDate(value)
  return dt.isValid ? dt.toFormat(pattern) : ''
}

/** Articles and offer cards: `d MMMM yyyy` (21 November 2026). */
export function formatLongDate(value: string | null | undefined): string {
  return format(value, 'd MMMM yyyy')
}

/** Offer page: `d MMM yyyy` (21 Nov 2026). */
export function formatShortDate(value: string | null | undefined): string {
  return format(value, 'd MMM yyyy')
}

/** Event detail From/To: date and time (21 Nov 2026, 10:00 am); date only for a date-only value. */
export function formatEventDateTime(value: string | null | undefined): string {
  if (!value) return ''
  if (!value.includes('T')) return formatShortDate(value)
  return format(value, 'd MMM yyyy, h:mm a')
}

/** Machine-readable Canberra date-time with offset, for `<time dateTime>` and JSON-LD. */
export function toIsoWithOffset(value: string | null | undefined): string {
  if (!value) return ''
  const dt = parseCmsDate(value)
  if (!dt.isValid) return ''
  return value.includes('T')
    ? (dt.toISO({ suppressMilliseconds: true }) ?? '')
    : dt.toFormat(DAY_FORMAT)
}

/**
 * An event's dates (spec section 9): a single date when the end is missing or on the same
 * day; same month `d — d MMMM yyyy`; same year `d MMMM — d MMMM yyyy`; otherwise the full
 * date at both ends.
 */
export function formatEventRange(start: string, end?: string | null): string {
  const s = parseCmsDate(start)
  if (!s.isValid) return ''
  const e = end ? parseCmsDate(end) : null
  if (!e || !e.isValid || e.hasSame(s, 'day')) return s.toFormat('d MMMM yyyy')
  if (e.hasSame(s, 'month')) return `${s.toFormat('d')} — ${e.toFormat('d MMMM yyyy')}`
  if (e.hasSame(s, 'year')) return `${s.toFormat('d MMMM')} — ${e.toFormat('d MMMM yyyy')}`
  return `${s.toFormat('d MMMM yyyy')} — ${e.toFormat('d MMMM yyyy')}`
}
