/**
 * Build step: the events feed a visitor subscribes to (public/whats-on/calendar.ics, the
 * path is src/lib/ics.ts's EVENTS_FEED_PATH): every upcoming event, and each upcoming day
 * the centre is closed or keeps other hours. Each entry's UID stays the same from build to
 * build (an event's is its Drupal id, as in its own .ics file; a holiday's is its date), so a
 * subscribed calendar updates an edited entry in place and drops one that has gone. "Upcoming"
 * is by the build's Canberra day, as on the site's pages; the daily publish keeps it current.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Node } from 'gatsby'
import { canberraDay } from '../../src/lib/dates'
import { EVENTS_FEED_PATH } from '../../src/lib/ics'
import {
  holidayDate,
  hoursOn,
  upcomingHolidays,
  type HolidayData,
  type OpeningHoursData,
} from '../../src/lib/openingHours'
import { isEventUpcoming } from '../../src/lib/visibility'
import { startOfCanberraDay } from '../schema/date-formats'
import { loadEnv } from '../source/env'
import { calendarText, type CalendarEntry } from './calendar-format'
import { centreLocation, type CalendarStepArgs } from './ics'

type EventNode = Node & {
  drupalId: string
  title: string
  path: string
  startDate: string
  endDate?: string | null
  summary?: string | null
}

interface Feed {
  events: readonly EventNode[]
  hours: OpeningHoursData | undefined
  today: string
  siteUrl: string
  location: string
}

/** The upcoming events, soonest first. */
function eventEntries({ events, today, siteUrl, location }: Feed): CalendarEntry[] {
  const host = new URL(siteUrl).hostname
  return events
    .filter((event) => event.path && event.startDate && isEventUpcoming(event, today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.drupalId.localeCompare(b.drupalId))
    .map((event) => ({
      uid: `${event.drupalId}@${host}`,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      description: event.summary,
      location,
      url: `${siteUrl}${event.path}`,
    }))
}

/** Each upcoming holiday as an all-day entry: closed, or the hours the centre keeps. */
function holidayEntries({ hours, today, siteUrl, location }: Feed): CalendarEntry[] {
  const host = new URL(siteUrl).hostname
  return upcomingHolidays(hours, today).map((holiday) => {
    const day = hoursOn(hours, holidayDate(holiday))
    return {
      uid: `hours-${day.date}@${host}`,
      title: day.closed ? `Closed for ${holiday.name}` : `${holiday.name}: open ${day.hours}`,
      startDate: day.date,
      description: day.closed
        ? `The centre is closed for ${holiday.name}.`
        : `Trading hours for ${holiday.name}: ${day.hours}.`,
      location,
      url: `${siteUrl}/trading-hours/`,
    }
  })
}

/** The hours block with its holidays (the node holds their ids; a query would link them). */
function openingHours(getNodesByType: Args['getNodesByType']): OpeningHoursData | undefined {
  const block = getNodesByType('OpeningHours')[0] as
    (Node & { defaultHours?: string | null; holidays?: string[] }) | undefined
  if (!block) return undefined
  const byId = new Map(getNodesByType('Holiday').map((node) => [node.id, node]))
  const holidays = (block.holidays ?? []).flatMap((id) => {
    const holiday = byId.get(id) as (Node & HolidayData) | undefined
    return holiday ? [holiday] : []
  })
  return { defaultHours: block.defaultHours, holidays }
}

type Args = CalendarStepArgs

/** Write the feed; returns how many entries it has. */
export async function writeEventsFeed({
  getNodesByType,
  reporter,
  publicDir = 'public',
  siteUrl = loadEnv().siteUrl,
  now = new Date(),
}: Args): Promise<number> {
  const { siteName, location } = centreLocation(getNodesByType('SiteSettings')[0])
  const feed: Feed = {
    events: getNodesByType('Event') as EventNode[],
    hours: openingHours(getNodesByType),
    today: canberraDay(now),
    siteUrl: siteUrl.replace(/\/$/, ''),
    location,
  }
  const entries = [...eventEntries(feed), ...holidayEntries(feed)]
  // Stamped with the start of the build's day, like the pages' own "now": a rebuild the same
  // day writes the same file for the same content.
  const stamp = new Date(startOfCanberraDay(now))
  const name = `${siteName}: events and holiday hours`
  const target = path.join(publicDir, EVENTS_FEED_PATH)
  await fs.mkdir(path.dirname(target), { recursive: true })
  await fs.writeFile(target, calendarText(entries, { productName: siteName, name, stamp }))
  reporter.info(`Events feed: ${entries.length} entries at ${EVENTS_FEED_PATH}`)
  return entries.length
}
