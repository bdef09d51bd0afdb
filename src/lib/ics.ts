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
 * The feed as `webcal://`, which opens the visitor's calendar app to subscribe. (Its https
 * address, to paste into a web calendar's "From URL", is EVENTS_FEED_PATH on the site.)
 */
export function webcalUrl(siteUrl: string): string {
  const url = new URL(EVENTS_FEED_PATH, siteUrl)
  return `webcal://${url.host}${url.pathname}`
}
