import { EVENTS_FEED_PATH, icsPath, webcalUrl } from './ics'

describe('calendar addresses', () => {
  it("puts an event's file beside its page", () => {
    expect(icsPath('/whats-on/events/santa-photos/')).toBe('/whats-on/events/santa-photos.ics')
    expect(icsPath('/whats-on/events/santa-photos')).toBe('/whats-on/events/santa-photos.ics')
  })

  it('gives the events feed as webcal:// to subscribe', () => {
    expect(EVENTS_FEED_PATH).toBe('/whats-on/calendar.ics')
    expect(webcalUrl('https://www.molonglo.com.au')).toBe(
      'webcal://www.molonglo.com.au/whats-on/calendar.ics',
    )
    expect(webcalUrl('http://localhost:8000/')).toBe(
      'webcal://localhost:8000/whats-on/calendar.ics',
    )
  })
})
