/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Node } from 'gatsby'
import ICAL from 'ical.js'
import { writeEventsFeed } from './events-feed'

/** Noon in Canberra on 1 December 2026 (AEDT, UTC+11). */
const NOW = new Date('2026-12-01T01:00:00Z')

function content(): Record<string, Node[]> {
  const node = (fields: object) => fields as unknown as Node
  return {
    SiteSettings: [node({ siteName: 'Molonglo Outlet Centre', address: '45 Wattlebird Drive' })],
    Event: [
      node({
        drupalId: 'santa',
        title: 'Santa Photos',
        path: '/whats-on/events/santa-photos/',
        startDate: '2026-11-22T10:00:00',
        endDate: '2026-12-24T16:00:00',
        summary: 'Photos with Santa, every day.',
      }),
      node({
        drupalId: 'parade',
        title: 'Fashion Parade',
        path: '/whats-on/events/fashion-parade/',
        startDate: '2026-12-05T18:00:00',
      }),
      node({ drupalId: 'past', title: 'Spring Fair', path: '/p/', startDate: '2026-11-30' }),
      node({ drupalId: 'draft', title: 'No page', startDate: '2026-12-10' }),
    ],
    OpeningHours: [node({ defaultHours: '10am-6pm', holidays: ['h1', 'h2', 'h3'] })],
    Holiday: [
      node({ id: 'h1', name: 'Christmas Day', date: '2026-12-25', closed: true }),
      node({
        id: 'h2',
        name: 'Christmas Eve',
        date: '2026-12-24',
        hours: '9am-4pm',
        closed: false,
      }),
      node({ id: 'h3', name: 'Remembrance Day', date: '2026-11-11', closed: true }),
    ],
  }
}

/** Build the feed into a fresh folder and parse it with ical.js. */
async function buildFeed(nodes: Record<string, Node[]>, now = NOW) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-feed-'))
  const messages: string[] = []
  await writeEventsFeed({
    getNodesByType: (type) => nodes[type] ?? [],
    reporter: { info: (m) => messages.push(m) },
    publicDir: dir,
    siteUrl: 'https://example.com.au/',
    now,
  })
  const text = fs.readFileSync(path.join(dir, 'whats-on/calendar.ics'), 'utf8')
  fs.rmSync(dir, { recursive: true, force: true })
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
  return { text, calendar, events, messages }
}

describe('writeEventsFeed', () => {
  it('lists every upcoming event, soonest first, then the holidays to come', async () => {
    const { events, messages } = await buildFeed(content())
    expect(events.map((e) => e.summary)).toEqual([
      'Santa Photos',
      'Fashion Parade',
      'Christmas Eve: open 9am-4pm',
      'Closed for Christmas Day',
    ])
    expect(messages).toEqual(['Events feed: 4 entries at /whats-on/calendar.ics'])
    const [santa, , eve, christmas] = events
    expect(santa.uid).toBe('santa@example.com.au')
    expect(santa.description).toBe('Photos with Santa, every day.')
    expect(santa.location).toBe('Molonglo Outlet Centre, 45 Wattlebird Drive')
    expect(santa.component.getFirstPropertyValue('url')).toBe(
      'https://example.com.au/whats-on/events/santa-photos/',
    )
    expect(christmas.uid).toBe('hours-2026-12-25@example.com.au')
    expect(christmas.startDate.isDate).toBe(true)
    expect(christmas.startDate.toString()).toBe('2026-12-25')
    expect(christmas.endDate.toString()).toBe('2026-12-26')
    expect(christmas.description).toBe('The centre is closed for Christmas Day.')
    expect(eve.component.getFirstPropertyValue('url')).toBe('https://example.com.au/trading-hours/')
  })

  it("carries the centre's time zone: times on its clock that calendars read as the right instant", async () => {
    const { text, calendar, events } = await buildFeed(content())
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Australia/Sydney')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Molonglo Outlet Centre: events and holiday hours',
    )
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!)
    expect(zone.tzid).toBe('Australia/Sydney')
    const parade = events[1]
    expect(text).toContain('\r\nDTSTART;TZID=Australia/Sydney:20261205T180000\r\n')
    parade.startDate.zone = zone
    // 6pm in Canberra in December (AEDT) is 07:00 UTC.
    expect(parade.startDate.toJSDate().toISOString()).toBe('2026-12-05T07:00:00.000Z')
    // Stamped with the start of the build's Canberra day, in UTC.
    expect(text).toContain('\r\nDTSTAMP:20261130T130000Z\r\n')
  })

  it('keeps each UID from build to build, so an edited event is updated in place', async () => {
    const nodes = content()
    const first = await buildFeed(nodes)
    ;(nodes.Event[1] as unknown as { title: string }).title = 'Summer Fashion Parade'
    const second = await buildFeed(nodes, new Date(NOW.getTime() + 3_600_000))
    expect(second.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid))
    expect(second.events[1].summary).toBe('Summer Fashion Parade')
    // The same content the same day makes the same file.
    expect((await buildFeed(content())).text).toBe(first.text)
  })

  it('drops what has passed: an event after its last day, a holiday after its date', async () => {
    const { events } = await buildFeed(content(), new Date('2026-12-24T13:00:00Z'))
    expect(events.map((e) => e.summary)).toEqual(['Closed for Christmas Day'])
  })
})
