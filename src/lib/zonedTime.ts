/**
 * The wall clock of a named time zone in the browser: what pages need to tell "now" on the
 * centre's clock (src/lib/dates.ts `canberraTime`). Dates shown as text are formatted at build
 * time with luxon (gatsby/schema/date-formats.ts).
 *
 * The platform's Intl (`Intl.DateTimeFormat` with `timeZone`, which carries the IANA zone rules
 * in Node and every current browser) tells the time in any zone. But a page's first
 * DateTimeFormat costs 120–150 ms of main thread at Lighthouse's 4× CPU slowdown, in the middle
 * of hydration. So the build writes the centre zone's offsets from about 13 months before its
 * time to about 6 months after into the bundle (`__ZONE_OFFSET_HINT__`, made with luxon by
 * `offsetStretches` in gatsby/schema/date-formats.ts, gatsby-node.ts), and pages read the clock from
 * them; an instant outside them (a site not rebuilt for months) goes to Intl.
 */

/** A stretch of time over which a zone keeps one offset from UTC. */
export interface OffsetStretch {
  zone: string
  /** First instant (ms since the epoch) of the stretch. */
  from: number
  /** First instant after it. */
  to: number
  offsetMinutes: number
}

declare const __ZONE_OFFSET_HINT__: OffsetStretch[] | undefined
const stretches = typeof __ZONE_OFFSET_HINT__ === 'undefined' ? [] : __ZONE_OFFSET_HINT__

/** One formatter per zone: creating an `Intl.DateTimeFormat` is slow, using one is not. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    const twoDigits = '2-digit'
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: twoDigits,
      day: twoDigits,
      hour: twoDigits,
      minute: twoDigits,
      second: twoDigits,
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** What the clock in `zone` shows at `instant`, as `yyyy-MM-ddTHH:mm:ss` (years 1000–9999). */
export function wallClock(instant: Date | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  const stretch = stretches.find((s) => s.zone === zone && ms >= s.from && ms < s.to)
  if (stretch) return new Date(ms + stretch.offsetMinutes * 60_000).toISOString().slice(0, 19)
  const f: Record<string, string> = {}
  for (const part of formatterFor(zone).formatToParts(ms)) f[part.type] = part.value
  return `${f.year}-${f.month}-${f.day}T${f.hour === '24' ? '00' : f.hour}:${f.minute}:${f.second}`
}
