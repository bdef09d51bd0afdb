import { EVENTS_FEED_PATH, eventsFeedLinks, icsPath } from './ics'

describe('calendar addresses', () => {
  it("puts an event's file beside its page", () => {
    expect(icsPath('/whats-on/events/santa-photos/')).toBe('/whats-on/events/santa-photos.ics')
    expect(icsPath('/whats-on/events/santa-photos')).toBe('/whats-on/events/santa-photos.ics')
  })

  it('gives the events feed as webcal:// to subscribe and https for web calendars', () => {
    expect(EVENTS_FEED_PATH).toBe('/whats-on/calendar.ics')
    expect(eventsFeedLinks('https://www.molonglo.com.au')).toEqual({
      webcal: 'webcal://www.molonglo.com.au/whats-on/calendar.ics',
      https: 'https://www.molonglo.com.au/whats-on/calendar.ics',
    })
    // A site URL with a trailing slash, or given as http, still names the feed at https.
    expect(eventsFeedLinks('http://localhost:8000/').https).toBe(
      'https://localhost:8000/whats-on/calendar.ics',
    )
  })
})
