/**
 * How dates read on the site: locale en-AU, time zone Australia/Canberra.
 * Build-time only, on luxon: the schema gives every date field a `format` argument
 * (`expiryDate(format: LONG)`, gatsby/schema/date-fields.ts) and events a `dateRange`, so pages get
 * their dates as text and the browser never parses or formats one (src/lib/dates.ts has the
 * little it does need: today in Canberra). ESLint keeps this module out of `src/` code.
 *
 * CMS values are ISO dates (`2026-11-21`) or date-times without a zone (`2026-11-21T10:00:00`),
 * read as Canberra local time; a value with a zone or offset is converted to Canberra.
 */
import { DateTime, IANAZone } from 'luxon'
import { ZONE } from '../../src/lib/dates'
import type { OffsetStretch } from '../../src/lib/zonedTime'

/** The formats a date field can be asked for. */
export const DATE_FORMATS = {
  /** Articles and offer cards: 21 November 2026. */
  LONG: 'd MMMM yyyy',
  /** Offer page: 21 Nov 2026. */
  SHORT: 'd MMM yyyy',
  /** Trading hours: Friday 25 December 2026. */
  WEEKDAY: 'EEEE d MMMM yyyy',
  /** Event From/To: 21 Nov 2026, 10:00 am (a date-only value as SHORT). */
  DATE_TIME: 'd MMM yyyy, h:mm a',
  /** `<time dateTime>` and JSON-LD: 2026-11-21T10:00:00+11:00 (a date-only value as 2026-11-21). */
  ISO: null,
} as const

export type DateFormat = keyof typeof DATE_FORMATS

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A CMS value on the Canberra clock; null when missing or invalid. */
export function parseCmsDate(
  value: string | null | undefined,
): { time: DateTime; dateOnly: boolean } | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const text = value.trim()
  const time = DateTime.fromISO(text, { zone: ZONE, locale: 'en-AU' })
  return time.isValid ? { time, dateOnly: DATE_ONLY.test(text) } : null
}

/**
 * Each value as formatted before in this build, by format: luxon takes about 20 µs to parse and
 * format one, and the same dates recur across a build's items and pages (an offer's expiry on
 * its page, its store's page and the offers page; at ten times the content, 0.04 s of an edit's
 * queries). The zone and locale are fixed, so a value always gives the same text.
 */
const formatted = new Map<string, string>()

/** A CMS value in one of the site's formats; '' when missing or invalid. */
export function formatCmsDate(value: string | null | undefined, format: DateFormat): string {
  if (typeof value !== 'string') return formatDate(value, format)
  const key = `${format} ${value}`
  let text = formatted.get(key)
  if (text === undefined) {
    text = formatDate(value, format)
    formatted.set(key, text)
  }
  return text
}

function formatDate(value: string | null | undefined, format: DateFormat): string {
  const parsed = parseCmsDate(value)
  if (!parsed) return ''
  const { time, dateOnly } = parsed
  if (format === 'ISO') {
    return dateOnly ? time.toISODate()! : time.toISO({ suppressMilliseconds: true })!
  }
  return time.toFormat(DATE_FORMATS[dateOnly && format === 'DATE_TIME' ? 'SHORT' : format])
}

/**
 * An event's dates: a single date when the end is missing or on the same
 * day; same month `d — d MMMM yyyy`; same year `d MMMM — d MMMM yyyy`; otherwise the full
 * date at both ends.
 */
export function formatEventRange(start: string, end?: string | null): string {
  const s = parseCmsDate(start)?.time
  if (!s) return ''
  const e = parseCmsDate(end)?.time
  const long = (t: DateTime) => t.toFormat(DATE_FORMATS.LONG)
  if (!e || e.hasSame(s, 'day')) return long(s)
  if (e.hasSame(s, 'month')) return `${s.day} — ${long(e)}`
  if (e.hasSame(s, 'year')) return `${s.toFormat('d MMMM')} — ${long(e)}`
  return `${long(s)} — ${long(e)}`
}

/**
 * Midnight (Canberra) of the day of an instant, as a UTC ISO string. The build exposes this
 * instead of its exact build time, so that the data every page shares changes once a day and
 * not on every build (an unchanged page is then not rebuilt by an incremental build).
 */
export function startOfCanberraDay(now: Date | string | number = new Date()): string {
  const instant = typeof now === 'string' ? DateTime.fromISO(now) : DateTime.fromMillis(+now)
  return instant.setZone(ZONE).startOf('day').toUTC().toISO()!
}

const MINUTE = 60_000
const DAY = 86_400_000

/**
 * The build's zone offset hint (src/lib/zonedTime.ts): the stretches of constant offset in
 * `zone` that cover `daysBefore` days before `instant` to `daysAfter` days after it, oldest
 * first, each from one offset change to the next, exact to the minute (zones change offset on
 * a whole minute, at most once a day). So the hint, and the bundle it is written into, changes
 * only when a DST change enters or leaves that span (in a zone without DST, once a day).
 */
export function offsetStretches(
  zone: string,
  instant: number,
  { daysBefore = 400, daysAfter = 200 } = {},
): OffsetStretch[] {
  const tz = IANAZone.create(zone)
  const [first, end] = [instant - daysBefore * DAY, instant + daysAfter * DAY]
  // Read a year further each way, so the stretches at the ends start and stop at a change.
  let t = Math.floor(first / DAY) * DAY - 366 * DAY
  const last = Math.ceil(end / DAY) * DAY + 366 * DAY
  const list: OffsetStretch[] = [{ zone, from: t, to: last, offsetMinutes: tz.offset(t) }]
  while (t < last) {
    let next = t + DAY
    const current = list[list.length - 1]
    if (tz.offset(next) !== current.offsetMinutes) {
      // The first minute with another offset, between t and next.
      while (next - t > MINUTE) {
        const mid = t + Math.floor((next - t) / 2 / MINUTE) * MINUTE
        if (tz.offset(mid) === current.offsetMinutes) t = mid
        else next = mid
      }
      current.to = next
      list.push({ zone, from: next, to: last, offsetMinutes: tz.offset(next) })
    }
    t = next
  }
  return list.filter((stretch) => stretch.to > first && stretch.from < end)
}
