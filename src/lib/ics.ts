/**
 * Where the site's calendars are published. The files themselves are written at build time
 * by gatsby/post-build/ (ics.ts and events-feed.ts), whose iCalendar library stays out of the
 * pages' scripts.
 */

/** `/whats-on/events/x/` → `/whats-on/events/x.ics` (beside the event's page). */
export function icsPath(eventPath: string): string {
  return `${eventPath.replace(/\/+$/, '')}.ics`
}

/** The feed of every upcoming event and the centre's holiday hours, at a URL that stays. */
export const EVENTS_FEED_PATH = '/whats-on/calendar.ics'

/**
 * The feed's two addresses: `webcal://`, which opens the visitor's calendar app to
 * subscribe, and the https one to paste into a web calendar ("From URL").
 */
export function eventsFeedLinks(siteUrl: string): { webcal: string; https: string } {
  const https = new URL(EVENTS_FEED_PATH, siteUrl)
  https.protocol = 'https:'
  return { webcal: https.href.replace(/^https:/, 'webcal:'), https: https.href }
}
