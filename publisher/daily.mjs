/**
 * The publisher's daily rebuild: when the next one is due, and a timer that fires then.
 * Date-driven content (offers, holidays, events, articles) turns over at midnight in Canberra,
 * so the default is 00:05 Australia/Canberra; daylight saving is handled by luxon (a time that
 * does not exist on a changeover day runs at the first valid time after it).
 */
import { DateTime } from 'luxon'

export const DEFAULT_DAILY_TIME = '00:05'
export const DEFAULT_DAILY_ZONE = 'Australia/Canberra'

/**
 * Parse `HH:MM` (24 h). Returns null when malformed.
 * @param {string} text
 * @returns {{ hour: number, minute: number } | null}
 */
export function parseDailyTime(text) {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(String(text).trim())
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null
}

/**
 * The next time (after `now`) the daily rebuild is due.
 * @param {Date | number} now
 * @param {string} [time] `HH:MM`
 * @param {string} [zone] IANA zone
 * @returns {Date}
 */
export function nextDailyRun(now, time = DEFAULT_DAILY_TIME, zone = DEFAULT_DAILY_ZONE) {
  const at = parseDailyTime(time)
  if (!at) throw new Error(`Invalid daily build time "${time}" (expected HH:MM, 24-hour)`)
  const current = DateTime.fromMillis(Number(now), { zone })
  if (!current.isValid) throw new Error(`Invalid time zone "${zone}"`)
  const timeOfDay = { ...at, second: 0, millisecond: 0 }
  const today = current.set(timeOfDay)
  const next =
    today.toMillis() > current.toMillis() ? today : current.plus({ days: 1 }).set(timeOfDay)
  return next.toJSDate()
}

/**
 * Call `fn` every day at `time` in `zone`. Re-arms itself after each run (so a long-running
 * process follows daylight saving changes). Timers longer than ~24.8 days are not needed here.
 * @param {() => void} fn
 * @param {{ time?: string, zone?: string, now?: () => number }} [options]
 * @returns {{ next: () => Date | null, stop: () => void }}
 */
export function scheduleDaily(
  fn,
  { time = DEFAULT_DAILY_TIME, zone = DEFAULT_DAILY_ZONE, now = Date.now } = {},
) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null
  /** @type {Date | null} */
  let due = null
  const arm = () => {
    due = nextDailyRun(now(), time, zone)
    timer = setTimeout(
      () => {
        try {
          fn()
        } finally {
          arm()
        }
      },
      Math.max(1000, /** @type {Date} */ (due).getTime() - now()),
    )
    if (typeof timer.unref === 'function') timer.unref()
  }
  arm()
  return {
    next: () => due,
    stop() {
      if (timer) clearTimeout(timer)
      timer = null
      due = null
    },
  }
}
