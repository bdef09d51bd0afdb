/**
 * Wall-clock time in a named time zone, on the platform's Intl (`Intl.DateTimeFormat` with
 * `timeZone`, which carries the IANA zone rules in Node and every current browser): what the
 * browser needs to tell "now" on the centre's clock (src/lib/dates.ts `canberraTime`). Dates
 * shown as text are formatted at build time with luxon (src/lib/dateFormats.ts).
 *
 * - `wallClock(instant, zone)`: the calendar date and time an instant shows in `zone`.
 * - `offsetStretches(zone, instant)`: the build's hint (below), so pages need no Intl at all.
 * - `isoDay`, `addCalendarDays`: calendar days as `yyyy-MM-dd`.
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

/** Six hours: no zone changes its offset twice within them (IANA data from 1970 on). */
const SPAN_MS = 6 * 3600_000

/**
 * A stretch of time over which a zone keeps one offset, e.g. the centre's zone from one DST
 * change to the next. The build writes those from about 13 months before its time to about 6
 * months after into the bundle (`__ZONE_OFFSET_HINT__`, `offsetStretches`, gatsby-node.ts: four
 * or five stretches), so pages tell the centre's time without starting the browser's Intl,
 * whose first DateTimeFormat costs 120–150 ms of main thread at Lighthouse's 4× CPU slowdown,
 * in the middle of hydration. An instant outside them (a site not rebuilt for months) goes to
 * Intl as usual.
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
  return intlOffsetMs(whole, zone)
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

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}
