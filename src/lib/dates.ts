/**
 * Date rules the browser runs: time zone Australia/Canberra. "Days" are
 * Canberra calendar days as `yyyy-MM-dd` strings, which compare correctly as plain strings.
 *
 * CMS dates reach pages as Canberra local time without a zone (`2026-11-21`,
 * `2026-11-21T10:00:00`: gatsby/source/mapping.ts `localDate`, docs/content-model.md), so reading
 * their day needs no zone arithmetic; only "now" does (`canberraDay`, through zonedTime).
 * Dates shown as text are formatted at build time (gatsby/schema/date-formats.ts, luxon) and queried
 * with a `format` argument.
 */
import { wallClock } from './zonedTime'

/** The centre's time zone: every date rule, and the offset hint the build writes for it. */
export const ZONE = 'Australia/Canberra'

/** A Canberra calendar day, `yyyy-MM-dd`. */
export type Day = string

/**
 * The order of two ISO dates or Canberra-local date-times, as plain text (`2026-11-21` before
 * `2026-11-21T10:00:00` before `2026-11-22`): ISO text sorts in time order, code point by code
 * point, so no collation is needed.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/

/**
 * A Canberra-local CMS date or date-time as text of one length (`yyyy-MM-dd` or
 * `yyyy-MM-ddTHH:mm:ss`), so that values compare as strings; null when missing or not one.
 */
export function localValue(value: string | null | undefined): string | null {
  const match = typeof value === 'string' ? LOCAL.exec(value.trim()) : null
  if (!match) return null
  const [text, y, m, d] = match
  const month = Number(m)
  if (month < 1 || month > 12 || Number(d) < 1) return null
  if (Number(d) > new Date(Date.UTC(Number(y), month, 0)).getUTCDate()) return null
  if (text.length === 10) return text
  return text.length === 16 ? `${text}:00` : text.slice(0, 19)
}

/** The Canberra day of a CMS date or date-time (`yyyy-MM-dd`); null when missing or invalid. */
export function dayOf(value: string | null | undefined): Day | null {
  return localValue(value)?.slice(0, 10) ?? null
}

/** What the Canberra clock shows at an instant (default: now), `yyyy-MM-ddTHH:mm:ss`. */
export function canberraTime(now: Date | string | number = new Date()): string {
  return wallClock(new Date(now), ZONE)
}

/** Today in Canberra for the given instant (default: now). */
export function canberraDay(now: Date | string | number = new Date()): Day {
  return canberraTime(now).slice(0, 10)
}

/** `day` moved by `days` calendar days. */
export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
