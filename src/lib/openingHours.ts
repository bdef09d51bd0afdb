/**
 * Opening hours (the info strip's message and status, default trading hours), as pure
 * functions of the hours block and an instant. Everything is worked out on the
 * centre's clock (Australia/Canberra), whatever the visitor's or the build machine's zone.
 *
 * - `openingHoursMessage(hours, now)`: the one-line message and its colour tone.
 * - `openNowStatus(hours, now)`: "Open now · closes at 6pm" / "Closed · opens at 10am".
 * - `parseHoursRange('10am-6pm')`: opening and closing times of a range (null if unreadable).
 * - `hoursOn(hours, date)`: what applies on a Canberra date (holiday override or default).
 * - `upcomingHolidays(hours, today)`: holidays from a Canberra day on, soonest first.
 * - `openingHoursJsonLd(hours)`: schema.org opening hours for the centre's JSON-LD.
 */
import { addDays, canberraDay, canberraTime, compareIso } from './dates'

/** Default trading hours: 10am-6pm daily. */
const DEFAULT_HOURS = '10am-6pm'

export interface HolidayData {
  name: string
  /** ISO date (`2026-12-25`), possibly with a time, Canberra local. */
  date: string
  hours?: string | null
  closed: boolean
}

export interface OpeningHoursData {
  defaultHours?: string | null
  holidays?: readonly HolidayData[] | null
}

export type HoursTone = 'open' | 'closed' | 'neutral'

export interface HoursMessage {
  text: string
  /** red when closed, green when open, grey otherwise */
  tone: HoursTone
}

type Instant = Date | number

/** The Canberra calendar date of a holiday (`2026-12-25T00:00:00` → `2026-12-25`). */
export function holidayDate(holiday: Pick<HolidayData, 'date'>): string {
  return holiday.date.trim().slice(0, 10)
}

export function defaultHoursOf(hours: OpeningHoursData | null | undefined): string {
  return hours?.defaultHours?.trim() || DEFAULT_HOURS
}

/** The holiday falling on today's Canberra date, if any. */
function holidayToday(
  hours: OpeningHoursData | null | undefined,
  now: Instant = new Date(),
): HolidayData | undefined {
  const today = canberraDay(now)
  return hours?.holidays?.find((holiday) => holidayDate(holiday) === today)
}

/**
 * The info strip's message: a holiday today gives 'Closed for {name}' (red) or
 * 'Open today: {hours} for {name}' (green); another day gives 'Open today: {default hours}'
 * (green); with no holidays at all, 'Regular opening hours: 10am-6pm' (grey).
 */
export function openingHoursMessage(
  hours: OpeningHoursData | null | undefined,
  now: Instant = new Date(),
): HoursMessage {
  const defaultHours = defaultHoursOf(hours)
  if (!hours?.holidays?.length) {
    return { text: `Regular opening hours: ${defaultHours}`, tone: 'neutral' }
  }
  const holiday = holidayToday(hours, now)
  if (holiday?.closed) return { text: `Closed for ${holiday.name}`, tone: 'closed' }
  if (holiday) {
    return {
      text: `Open today: ${holiday.hours?.trim() || defaultHours} for ${holiday.name}`,
      tone: 'open',
    }
  }
  return { text: `Open today: ${defaultHours}`, tone: 'open' }
}

export interface TimeOfDay {
  hour: number
  minute: number
}

export interface HoursRange {
  open: TimeOfDay
  close: TimeOfDay
}

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i

function parseTime(text: string, fallbackMeridiem?: string): (TimeOfDay & { m?: string }) | null {
  const match = TIME.exec(text.trim())
  if (!match) return null
  let hour = Number(match[1])
  const minute = Number(match[2] ?? 0)
  const meridiem = (match[3] ?? fallbackMeridiem ?? '').toLowerCase().replace(/\./g, '')
  if (minute > 59) return null
  if (meridiem) {
    if (hour < 1 || hour > 12) return null
    if (meridiem === 'pm' && hour !== 12) hour += 12
    if (meridiem === 'am' && hour === 12) hour = 0
  } else if (hour > 24) {
    return null
  }
  return { hour, minute, m: match[3] ? meridiem : undefined }
}

/**
 * Opening and closing times of a range such as '10am-6pm', '9:30am – 5:30pm', '9-5pm' or
 * '10:00-18:00'; null when the text is not a range (e.g. 'By appointment').
 */
export function parseHoursRange(text: string | null | undefined): HoursRange | null {
  if (!text) return null
  const parts = text.split(/\s*(?:-|–|—|\bto\b)\s*/i)
  if (parts.length !== 2) return null
  const close = parseTime(parts[1])
  if (!close) return null
  const open = parseTime(parts[0], close.m)
  if (!open) return null
  let openTime: TimeOfDay = { hour: open.hour, minute: open.minute }
  // '9-5pm': an opening hour without its own am/pm that would come after closing is morning.
  if (!open.m && close.m && toMinutes(openTime) >= toMinutes(close)) {
    openTime = { hour: open.hour % 12, minute: open.minute }
  }
  const closeTime = { hour: close.hour, minute: close.minute }
  if (toMinutes(closeTime) <= toMinutes(openTime)) return null
  return { open: openTime, close: closeTime }
}

function toMinutes(time: TimeOfDay): number {
  return time.hour * 60 + time.minute
}

/** '10am', '5:30pm', '12pm'. */
export function formatTime(time: TimeOfDay): string {
  const meridiem = time.hour >= 12 && time.hour < 24 ? 'pm' : 'am'
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12
  return `${hour12}${time.minute ? `:${String(time.minute).padStart(2, '0')}` : ''}${meridiem}`
}

export interface DayHours {
  date: string
  closed: boolean
  /** The hours text in force ('9am-7pm'), null when closed. */
  hours: string | null
  holiday?: HolidayData
}

/** What applies on a Canberra date (`yyyy-MM-dd`): a holiday's override or the default. */
export function hoursOn(hours: OpeningHoursData | null | undefined, date: string): DayHours {
  const holiday = hours?.holidays?.find((candidate) => holidayDate(candidate) === date)
  if (holiday?.closed) return { date, closed: true, hours: null, holiday }
  return {
    date,
    closed: false,
    hours: holiday?.hours?.trim() || defaultHoursOf(hours),
    ...(holiday ? { holiday } : {}),
  }
}

export interface OpenStatus {
  open: boolean
  text: string
  tone: HoursTone
}

/**
 * Whether the centre is open at `now` and what happens next: 'Open now · closes at 6pm',
 * 'Closed now · opens at 10am' (later today), 'Closed now · opens tomorrow at 10am',
 * 'Closed today'. Null when today's hours cannot be read as a range.
 */
export function openNowStatus(
  hours: OpeningHoursData | null | undefined,
  now: Instant = new Date(),
): OpenStatus | null {
  const clock = canberraTime(now)
  const todayDate = clock.slice(0, 10)
  const today = hoursOn(hours, todayDate)
  const minutes = Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16))
  const tomorrow = hoursOn(hours, addDays(todayDate, 1))
  const tomorrowRange = tomorrow.closed ? null : parseHoursRange(tomorrow.hours)
  const opensTomorrow = tomorrowRange
    ? `Closed now · opens tomorrow at ${formatTime(tomorrowRange.open)}`
    : 'Closed now'
  if (today.closed) {
    return { open: false, text: today.holiday ? `Closed today` : 'Closed now', tone: 'closed' }
  }
  const range = parseHoursRange(today.hours)
  if (!range) return null
  if (minutes < toMinutes(range.open)) {
    return { open: false, text: `Closed now · opens at ${formatTime(range.open)}`, tone: 'closed' }
  }
  if (minutes < toMinutes(range.close)) {
    return { open: true, text: `Open now · closes at ${formatTime(range.close)}`, tone: 'open' }
  }
  return { open: false, text: opensTomorrow, tone: 'closed' }
}

/** Holidays from `today` (a Canberra day, `yyyy-MM-dd`) on, soonest first. */
export function upcomingHolidays<H extends HolidayData>(
  hours: { holidays?: readonly H[] | null } | null | undefined,
  today: string,
): H[] {
  return [...(hours?.holidays ?? [])]
    .filter((holiday) => holidayDate(holiday) >= today)
    .sort((a, b) => compareIso(holidayDate(a), holidayDate(b)))
}

const hhmm = (time: TimeOfDay) =>
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/**
 * schema.org `openingHoursSpecification` (the default hours, every day) and
 * `specialOpeningHoursSpecification` (one entry per holiday; closed days open and close at
 * 00:00, schema.org's convention for "closed").
 */
export function openingHoursJsonLd(hours: OpeningHoursData | null | undefined) {
  const range = parseHoursRange(defaultHoursOf(hours))
  const openingHoursSpecification = range
    ? [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: DAYS.map((day) => `https://schema.org/${day}`),
          opens: hhmm(range.open),
          closes: hhmm(range.close),
        },
      ]
    : []
  const specialOpeningHoursSpecification = (hours?.holidays ?? []).flatMap((holiday) => {
    const date = holidayDate(holiday)
    const base = {
      '@type': 'OpeningHoursSpecification',
      name: holiday.name,
      validFrom: date,
      validThrough: date,
    }
    if (holiday.closed) return [{ ...base, opens: '00:00', closes: '00:00' }]
    const special = parseHoursRange(holiday.hours?.trim() || defaultHoursOf(hours))
    return special ? [{ ...base, opens: hhmm(special.open), closes: hhmm(special.close) }] : []
  })
  return { openingHoursSpecification, specialOpeningHoursSpecification }
}
