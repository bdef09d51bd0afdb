/**
 * Wall-clock time in a named time zone, on the platform's Intl (`Intl.DateTimeFormat` with
 * `timeZone`, which carries the IANA zone rules in Node and every current browser). This is the
 * small part of luxon the site's date rules need, without luxon's 22 KB (gzip) in every page's
 * scripts (issue 9's byte budget). luxon stays the oracle in the tests (zonedTime.test.ts) and
 * in build-only code.
 *
 * - `wallClock(instant, zone)`: the calendar date and time an instant shows in `zone`.
 * - `instantOf(wall, zone)`: the instant a wall-clock time in `zone` denotes (a time that a DST
 *   change skips lands after the gap).
 * - `parseZoned(text, zone)`: an ISO 8601 date or date-time; without an offset it is read as
 *   wall time in `zone`, with `Z` or `±hh:mm` it is that instant.
 * - `formatWall(wall, pattern)`: luxon-style tokens (d dd M MM MMM MMMM yy yyyy EEE EEEE h hh
 *   H HH m mm s ss a, and 'quoted' text), English names as en-AU prints them.
 */

export interface Wall {
  year: number
  /** 1–12 */
  month: number
  day: number
  hour: number
  minute: number
  second: number
  millisecond: number
}

export interface Zoned {
  /** The instant. */
  instant: Date
  /** What a clock in the zone shows at that instant. */
  wall: Wall
  /** The text was a date without a time. */
  dateOnly: boolean
  /** The zone's offset from UTC at that instant, in minutes (e.g. 660 for +11:00). */
  offsetMinutes: number
}

/** One formatter per zone: creating an `Intl.DateTimeFormat` is slow, using one is not. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** The wall clock of a whole-second instant, read through Intl. */
function intlWall(ms: number, zone: string): Wall {
  const fields: Record<string, number> = {}
  for (const part of formatterFor(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour === 24 ? 0 : fields.hour,
    minute: fields.minute,
    second: fields.second,
    millisecond: 0,
  }
}

/** The zone's exact offset from UTC (whole seconds, in ms) at a whole-second instant. */
function intlOffsetMs(ms: number, zone: string): number {
  return wallAsUtc(intlWall(ms, zone)) - ms
}

/**
 * Offsets per zone and six-hour span of time, so that the many dates a page renders cost a
 * few Intl calls instead of hundreds (`formatToParts` is slow: 274 calls took about 25 ms of
 * a home page's hydration on a desktop CPU). A span whose first and last second have the
 * same offset is taken to have it throughout, which holds for every zone in the IANA data
 * from 1970 on (no zone changes its offset twice within six hours). A span with a change in
 * it is not cached: each instant in it goes to Intl.
 */
const SPAN_MS = 6 * 3600_000
const CHANGING = Number.NaN
const spanOffsets = new Map<string, Map<number, number>>()

/**
 * A stretch of time over which a zone keeps one offset, e.g. the centre's zone from one DST
 * change to the next. The build writes those from about 13 months before its time to about 6
 * months after into the bundle (`__ZONE_OFFSET_HINT__`, `offsetStretches`, gatsby-node.ts: four
 * or five stretches), so pages tell the centre's time for the dates their
 * content shows without starting the browser's Intl, whose first DateTimeFormat costs 120–150
 * ms of main thread at Lighthouse's 4× CPU slowdown, in the middle of hydration. An instant
 * outside them (an old date, or a site not rebuilt for months) goes to Intl as usual.
 */
export interface OffsetStretch {
  zone: string
  /** First instant (ms since the epoch) with the offset. */
  from: number
  /** First instant after it with another offset. */
  to: number
  offsetMinutes: number
}

const stretches: OffsetStretch[] = []

declare const __ZONE_OFFSET_HINT__: OffsetStretch[] | undefined
if (typeof __ZONE_OFFSET_HINT__ !== 'undefined') stretches.push(...__ZONE_OFFSET_HINT__)

/** Tells this module a zone's offset over a stretch of time (see `OffsetStretch`). */
export function knowOffset(stretch: OffsetStretch): void {
  stretches.push(stretch)
}

/**
 * The stretch of constant offset around `instant` in `zone`, read through Intl six hours at a
 * time, at most `limitDays` each way (a zone without DST gets a stretch of that length).
 */
export function offsetStretch(zone: string, instant: number, limitDays = 400): OffsetStretch {
  const at = wholeSecond(instant)
  const offset = intlOffsetMs(at, zone)
  const steps = (limitDays * 86_400_000) / SPAN_MS
  /** The first second with `offset` after `lo` (which has another) up to `hi` (which has it). */
  const changeBetween = (lo: number, hi: number, offsetAtHi: boolean) => {
    while (hi - lo > 1000) {
      const mid = wholeSecond(lo + (hi - lo) / 2)
      if ((intlOffsetMs(mid, zone) === offset) === offsetAtHi) hi = mid
      else lo = mid
    }
    return hi
  }
  let from = at
  let step = 0
  while (step < steps && intlOffsetMs(from - SPAN_MS, zone) === offset) ((from -= SPAN_MS), step++)
  if (step < steps) from = changeBetween(from - SPAN_MS, from, true)
  let to = at
  step = 0
  while (step < steps && intlOffsetMs(to + SPAN_MS, zone) === offset) ((to += SPAN_MS), step++)
  to = step < steps ? changeBetween(to, to + SPAN_MS, false) : to + SPAN_MS
  return { zone, from, to, offsetMinutes: Math.round(offset / 60000) }
}

/**
 * The stretches of constant offset in `zone` that cover `daysBefore` days before `instant` to
 * `daysAfter` days after it, oldest first (what the build writes into the bundle).
 */
export function offsetStretches(
  zone: string,
  instant: number,
  { daysBefore = 400, daysAfter = 200 } = {},
): OffsetStretch[] {
  const list = [offsetStretch(zone, instant)]
  while (list[0].from > instant - daysBefore * 86_400_000) {
    list.unshift(offsetStretch(zone, list[0].from - 1000))
  }
  while (list[list.length - 1].to < instant + daysAfter * 86_400_000) {
    list.push(offsetStretch(zone, list[list.length - 1].to))
  }
  return list
}

function offsetMsAt(whole: number, zone: string): number {
  for (const stretch of stretches) {
    if (stretch.zone === zone && whole >= stretch.from && whole < stretch.to) {
      return stretch.offsetMinutes * 60000
    }
  }
  let spans = spanOffsets.get(zone)
  if (!spans) {
    spans = new Map()
    spanOffsets.set(zone, spans)
  }
  const span = Math.floor(whole / SPAN_MS)
  let offset = spans.get(span)
  if (offset === undefined) {
    if (spans.size > 5000) spans.clear()
    const start = span * SPAN_MS
    const first = intlOffsetMs(start, zone)
    offset = first === intlOffsetMs(start + SPAN_MS - 1000, zone) ? first : CHANGING
    spans.set(span, offset)
  }
  return Number.isNaN(offset) ? intlOffsetMs(whole, zone) : offset
}

function wholeSecond(ms: number): number {
  return ms - (((ms % 1000) + 1000) % 1000)
}

/** The wall-clock time of `instant` in `zone`. */
export function wallClock(instant: Date | number, zone: string): Wall {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  const shifted = new Date(ms + offsetMsAt(wholeSecond(ms), zone))
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  }
}

/** A wall time's fields read as if they were UTC, in milliseconds. */
function wallAsUtc(wall: Wall): number {
  const ms = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    wall.millisecond,
  )
  // Date.UTC maps years 0–99 to 1900–1999.
  return wall.year < 100 ? new Date(ms).setUTCFullYear(wall.year) : ms
}

/** The offset of `zone` from UTC at `instant`, in minutes. */
export function offsetMinutes(instant: Date | number, zone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  return Math.round(offsetMsAt(wholeSecond(ms), zone) / 60000)
}

/** The instant that `wall` denotes in `zone` (luxon's offset-fixing algorithm). */
export function instantOf(wall: Wall, zone: string): Date {
  const local = wallAsUtc(wall)
  const guess = offsetMinutes(local, zone)
  let utc = local - guess * 60000
  const o2 = offsetMinutes(utc, zone)
  if (o2 === guess) return new Date(utc)
  utc -= (o2 - guess) * 60000
  const o3 = offsetMinutes(utc, zone)
  if (o2 === o3) return new Date(utc)
  // A wall time that a DST change skips: read with the smaller offset (it lands after the gap).
  return new Date(local - Math.min(o2, o3) * 60000)
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/** An ISO 8601 date or date-time, zone-less values read as wall time in `zone`; else null. */
export function parseZoned(text: string | null | undefined, zone: string): Zoned | null {
  if (typeof text !== 'string') return null
  const match = ISO.exec(text.trim())
  if (!match) return null
  const [, y, mo, d, h, mi, s, frac, offset] = match
  const wall: Wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: h === undefined ? 0 : Number(h),
    minute: mi === undefined ? 0 : Number(mi),
    second: s === undefined ? 0 : Number(s),
    millisecond: frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000),
  }
  if (wall.month < 1 || wall.month > 12) return null
  if (wall.day < 1 || wall.day > daysInMonth(wall.year, wall.month)) return null
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null
  if (offset !== undefined && h === undefined) return null
  let instant: Date
  if (offset === undefined) {
    instant = instantOf(wall, zone)
  } else {
    let minutes = 0
    if (offset.toUpperCase() !== 'Z') {
      const digits = offset.slice(1).replace(':', '')
      const hh = Number(digits.slice(0, 2))
      const mm = Number(digits.slice(2) || 0)
      if (hh > 23 || mm > 59) return null
      minutes = (offset[0] === '-' ? -1 : 1) * (hh * 60 + mm)
    }
    instant = new Date(wallAsUtc(wall) - minutes * 60000)
  }
  return {
    instant,
    wall: wallClock(instant, zone),
    dateOnly: h === undefined,
    offsetMinutes: offsetMinutes(instant, zone),
  }
}

/** The same instant shown in `zone`. */
export function inZone(instant: Date | number, zone: string): Zoned {
  const date = typeof instant === 'number' ? new Date(instant) : instant
  return {
    instant: date,
    wall: wallClock(date, zone),
    dateOnly: false,
    offsetMinutes: offsetMinutes(date, zone),
  }
}

/** `yyyy-MM-dd` of a wall time. */
export function isoDay(wall: Pick<Wall, 'year' | 'month' | 'day'>): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`
}

/** A `yyyy-MM-dd` day moved by `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  const moved = new Date(Date.UTC(y, m - 1, d + days))
  if (y < 100) moved.setUTCFullYear(moved.getUTCFullYear() - 1900)
  return isoDay({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  })
}

/** `+11:00` for 660 minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

// The names en-AU prints (luxon and Intl give 'Sept' and 'June' for short months in en-AU).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

function weekday(wall: Wall): number {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()
}

const TOKENS: Record<string, (wall: Wall) => string> = {
  yyyy: (w) => pad(w.year, 4),
  yy: (w) => pad(w.year % 100),
  MMMM: (w) => MONTHS[w.month - 1],
  MMM: (w) => MONTHS_SHORT[w.month - 1],
  MM: (w) => pad(w.month),
  M: (w) => String(w.month),
  dd: (w) => pad(w.day),
  d: (w) => String(w.day),
  EEEE: (w) => WEEKDAYS[weekday(w)],
  EEE: (w) => WEEKDAYS[weekday(w)].slice(0, 3),
  HH: (w) => pad(w.hour),
  H: (w) => String(w.hour),
  hh: (w) => pad(w.hour % 12 || 12),
  h: (w) => String(w.hour % 12 || 12),
  mm: (w) => pad(w.minute),
  m: (w) => String(w.minute),
  ss: (w) => pad(w.second),
  s: (w) => String(w.second),
  a: (w) => (w.hour < 12 ? 'am' : 'pm'),
}
const TOKEN = /'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|hh|h|mm|m|ss|s|a/g

/** `wall` in a luxon-style pattern, e.g. `d MMMM yyyy` → `21 November 2026`. */
export function formatWall(wall: Wall, pattern: string): string {
  return pattern.replace(TOKEN, (token, quoted: string | undefined) =>
    quoted !== undefined ? quoted : TOKENS[token](wall),
  )
}
