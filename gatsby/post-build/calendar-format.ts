/**
 * iCalendar (RFC 5545) text for the site's calendars: an event's "Add to calendar" file and
 * the events feed a visitor subscribes to. ical.js (Mozilla's, the one Thunderbird uses)
 * writes the format: text escaping, line folding, CRLF line ends. Times are written on the
 * centre's clock with a TZID and its VTIMEZONE, so a calendar shows 10am as 10am in Canberra
 * whatever the subscriber's zone; DTSTAMP is in UTC, as the format requires. Build-only.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ICAL from 'ical.js'
import { parseCmsDate } from '../schema/date-formats'

/**
 * The centre's zone as calendars know it. The site's clock is Australia/Canberra, which the
 * time zone database keeps as another name of Australia/Sydney: the same rules, and the name
 * every calendar app and the VTIMEZONE library recognise.
 */
const CALENDAR_ZONE = 'Australia/Sydney'

export interface CalendarEntry {
  /** Stable across builds, so a subscribed calendar updates the entry in place. */
  uid: string
  title: string
  /** A CMS date or date-time on the Canberra clock. */
  startDate: string
  endDate?: string | null
  description?: string | null
  location?: string | null
  url?: string | null
}

export interface CalendarHeader {
  /** Names the product in PRODID: `-//{productName}//Events//EN`. */
  productName: string
  /** The calendar's name in a subscriber's list (X-WR-CALNAME). */
  name?: string
  /** When the calendar was made (DTSTAMP of every entry). */
  stamp: Date
}

// ical.js folds a line after this many characters and starts the next with a space: 74 keeps
// every line of ASCII text within RFC 5545's 75 octets.
ICAL.foldLength = 74

/** Text with its line breaks as LF, which ical.js writes as the format's `\n`. */
const oneNewline = (text: string) => text.replace(/\r\n?/g, '\n')

const zoneText = getVtimezoneComponent(CALENDAR_ZONE)
if (!zoneText) throw new Error(`No VTIMEZONE for ${CALENDAR_ZONE}`)
const zoneComponent = new ICAL.Component(ICAL.parse(zoneText))
const zone = new ICAL.Timezone(zoneComponent)

/** A CMS value as an ical.js time: a date, or a date-time on the centre's clock. */
function calendarTime(value: { time: import('luxon').DateTime; dateOnly: boolean }) {
  if (value.dateOnly) return ICAL.Time.fromDateString(value.time.toISODate() as string)
  const time = ICAL.Time.fromDateTimeString(
    value.time.setZone(CALENDAR_ZONE).toFormat("yyyy-MM-dd'T'HH:mm:ss"),
  )
  time.zone = zone
  return time
}

/** Add a DTSTART or DTEND, with the zone's TZID when it is a date-time. */
function addTime(event: ICAL.Component, name: 'dtstart' | 'dtend', time: ICAL.Time) {
  const property = event.addPropertyWithValue(name, time)
  if (!time.isDate) property.setParameter('tzid', CALENDAR_ZONE)
}

/** One VEVENT; throws when the entry has no valid start. */
function eventComponent(entry: CalendarEntry, stamp: Date): ICAL.Component {
  const start = parseCmsDate(entry.startDate)
  if (!start) throw new Error(`"${entry.title}" has no valid start date`)
  const end = entry.endDate ? parseCmsDate(entry.endDate) : null
  // RFC 5545: DTEND is of DTSTART's kind and after it. The mapping puts an editor's backwards
  // or mixed range right (gatsby/source/mapping.ts eventRange); one that is still wrong has no end.
  const validEnd = end && end.dateOnly === start.dateOnly && end.time >= start.time ? end : null
  const event = new ICAL.Component('vevent')
  event.addPropertyWithValue('uid', entry.uid)
  event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(stamp, true))
  addTime(event, 'dtstart', calendarTime(start))
  if (start.dateOnly) {
    // An all-day entry's DTEND is the day after its last day.
    const last = (validEnd ?? start).time.plus({ days: 1 })
    addTime(event, 'dtend', calendarTime({ time: last, dateOnly: true }))
  } else if (validEnd) {
    addTime(event, 'dtend', calendarTime(validEnd))
  }
  event.addPropertyWithValue('summary', oneNewline(entry.title))
  if (entry.description) event.addPropertyWithValue('description', oneNewline(entry.description))
  if (entry.location) event.addPropertyWithValue('location', oneNewline(entry.location))
  if (entry.url) event.addPropertyWithValue('url', new URL(entry.url).href)
  return event
}

/** A VCALENDAR of the entries, in the order given. */
export function calendarText(entries: readonly CalendarEntry[], header: CalendarHeader): string {
  const calendar = new ICAL.Component('vcalendar')
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('prodid', `-//${header.productName}//Events//EN`)
  calendar.addPropertyWithValue('calscale', 'GREGORIAN')
  calendar.addPropertyWithValue('method', 'PUBLISH')
  if (header.name) calendar.addPropertyWithValue('x-wr-calname', header.name)
  calendar.addPropertyWithValue('x-wr-timezone', CALENDAR_ZONE)
  calendar.addSubcomponent(new ICAL.Component(zoneComponent.toJSON()))
  for (const entry of entries) calendar.addSubcomponent(eventComponent(entry, header.stamp))
  return `${calendar.toString()}\r\n`
}
