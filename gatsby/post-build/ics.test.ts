/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Node } from 'gatsby'
import { buildIcs, removeStaleCalendars, writeEventCalendars, type IcsEvent } from './ics'

const stamp = new Date('2026-11-21T00:00:00Z')

/** The content lines a calendar reads: CRLF lines, folded ones (CRLF + space or tab) joined. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true)
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  return ics
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
}

/** A calendar without its DTSTAMP line, which says when the file was made. */
const withoutStampLine = (ics: string) => ics.replace(/^DTSTAMP:[^\r\n]*\r?\n/m, '')

/**
 * The value of the event's property (the name may carry parameters, `DTSTART;VALUE=DATE`):
 * the lines from BEGIN:VEVENT on, past the time zone's own DTSTARTs, then the calendar's.
 */
function property(ics: string, name: string): string | undefined {
  const lines = contentLines(ics)
  const from = lines.indexOf('BEGIN:VEVENT')
  const named = (l: string) => l.startsWith(`${name}:`)
  const line = lines.slice(Math.max(from, 0)).find(named) ?? lines.slice(0, from).find(named)
  return line?.slice(name.length + 1)
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8')

const event = (fields: Partial<IcsEvent>): IcsEvent => ({
  uid: 'u@example.com.au',
  title: 'T',
  startDate: '2026-12-03T17:00:00',
  url: 'https://example.com.au/whats-on/events/t/',
  ...fields,
})

describe('buildIcs', () => {
  it("writes an event on the centre's clock, with the centre's time zone", () => {
    const ics = buildIcs(
      {
        uid: 'abc@example.com.au',
        title: 'Santa Photos',
        startDate: '2026-11-22T10:00:00',
        endDate: '2026-12-24T16:00:00',
        summary: 'Photos with Santa, every day; book ahead.',
        url: 'https://example.com.au/whats-on/events/santa-photos/',
        location: 'Molonglo Outlet Centre, 45 Wattlebird Drive',
      },
      stamp,
      'Molonglo Outlet Centre',
    )
    const lines = contentLines(ics)
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0'])
    expect(lines.slice(-2)).toEqual(['END:VEVENT', 'END:VCALENDAR'])
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(property(ics, 'PRODID')).toBe('-//Molonglo Outlet Centre//Events//EN')
    expect(property(ics, 'METHOD')).toBe('PUBLISH')
    expect(property(ics, 'UID')).toBe('abc@example.com.au')
    expect(property(ics, 'DTSTAMP')).toBe('20261121T000000Z')
    // Canberra's clock, under the name calendars know its zone by, defined in the file.
    expect(property(ics, 'DTSTART;TZID=Australia/Sydney')).toBe('20261122T100000')
    expect(property(ics, 'DTEND;TZID=Australia/Sydney')).toBe('20261224T160000')
    expect(ics).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:Australia/Sydney\r\n')
    expect(ics).toContain('\r\nX-WR-TIMEZONE:Australia/Sydney\r\n')
    expect(property(ics, 'SUMMARY')).toBe('Santa Photos')
    // TEXT values: commas and semicolons escaped
    expect(property(ics, 'DESCRIPTION')).toBe('Photos with Santa\\, every day\\; book ahead.')
    expect(property(ics, 'LOCATION')).toBe('Molonglo Outlet Centre\\, 45 Wattlebird Drive')
    expect(property(ics, 'URL')).toBe('https://example.com.au/whats-on/events/santa-photos/')
    // What the e2e test (e2e/whats-on.spec.ts) reads from the published file.
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toContain('\r\nSUMMARY:Santa Photos\r\n')
    expect(ics).toContain('\r\nDTSTART;TZID=Australia/Sydney:20261122T100000\r\n')
    expect(ics).toContain('\r\nDTEND;TZID=Australia/Sydney:20261224T160000\r\n')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    const ics = buildIcs(
      event({ title: 'a\\b;c,d\ne', summary: 'Line one\r\nLine two', location: 'x;y' }),
      stamp,
      'P',
    )
    expect(property(ics, 'SUMMARY')).toBe('a\\\\b\\;c\\,d\\ne')
    expect(property(ics, 'DESCRIPTION')).toBe('Line one\\nLine two')
    expect(property(ics, 'LOCATION')).toBe('x\\;y')
  })

  it('folds long lines to 75 octets, and a calendar unfolds them to the text', () => {
    const summary = `${'Photos with Santa in the centre court. '.repeat(6)}Book ahead.`
    const ics = buildIcs(event({ summary }), stamp, 'P')
    const physical = ics.split('\r\n').slice(0, -1)
    expect(physical.length).toBeGreaterThan(contentLines(ics).length)
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(property(ics, 'DESCRIPTION')).toBe(summary)
  })

  it('folds text with multi-byte characters between characters, never inside one', () => {
    const summary = 'Café ’n’ crêpes — 🎅 '.repeat(8)
    const ics = buildIcs(event({ summary }), stamp, 'P')
    // Each physical line is whole UTF-8 (a cut surrogate pair would not survive the round trip).
    for (const line of ics.split('\r\n')) expect(Buffer.from(line).toString()).toBe(line)
    expect(property(ics, 'DESCRIPTION')).toBe(summary)
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  })

  it('leaves out DTEND and empty text for a date-time event without an end', () => {
    const ics = buildIcs(event({ summary: null, location: '' }), stamp, 'P')
    expect(property(ics, 'DTSTART;TZID=Australia/Sydney')).toBe('20261203T170000')
    expect(ics).not.toContain('DTEND')
    expect(ics).not.toContain('DURATION')
    expect(property(ics, 'DESCRIPTION')).toBeUndefined()
    expect(property(ics, 'LOCATION')).toBeUndefined()
  })

  it('never ends an event before it starts, nor with an end of another kind', () => {
    const backwards = buildIcs(event({ endDate: '2026-12-01T10:00:00' }), stamp, 'P')
    expect(property(backwards, 'DTSTART;TZID=Australia/Sydney')).toBe('20261203T170000')
    expect(backwards).not.toContain('DTEND')
    const mixed = buildIcs(
      event({ startDate: '2026-12-03', endDate: '2026-12-05T10:00:00' }),
      stamp,
      'P',
    )
    expect(property(mixed, 'DTSTART;VALUE=DATE')).toBe('20261203')
    expect(property(mixed, 'DTEND;VALUE=DATE')).toBe('20261204')
    const forwards = buildIcs(event({ startDate: '2026-12-03', endDate: '2026-12-05' }), stamp, 'P')
    expect(property(forwards, 'DTEND;VALUE=DATE')).toBe('20261206')
  })

  it('writes all-day dates for date-only values (exclusive end)', () => {
    const ics = buildIcs(event({ startDate: '2026-11-28' }), stamp, 'P')
    expect(property(ics, 'DTSTART;VALUE=DATE')).toBe('20261128')
    expect(property(ics, 'DTEND;VALUE=DATE')).toBe('20261129')
    // Across a month and a year end.
    const newYear = buildIcs(event({ startDate: '2026-12-31' }), stamp, 'P')
    expect(property(newYear, 'DTEND;VALUE=DATE')).toBe('20270101')
  })

  it('refuses an event without a valid start, or that the format cannot carry', () => {
    expect(() => buildIcs(event({ startDate: 'x' }), stamp, 'P')).toThrow('no valid start date')
    expect(() => buildIcs(event({ url: 'not a url' }), stamp, 'P')).toThrow(
      'Event "T": no calendar file',
    )
  })
})

describe('writeEventCalendars', () => {
  it("writes each event's file beside its page, with the centre as the location", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ics-test-'))
    try {
      const nodes: Record<string, Node[]> = {
        SiteSettings: [
          {
            siteName: 'Molonglo Outlet Centre',
            address: '45 Wattlebird Drive<br>Molonglo ACT',
          } as unknown as Node,
        ],
        Event: [
          {
            drupalId: 'e1',
            title: 'Santa Photos',
            path: '/whats-on/events/santa-photos/',
            startDate: '2026-11-22T10:00:00',
          } as unknown as Node,
          // No page, no file.
          { drupalId: 'e2', title: 'Draft', startDate: '2026-11-22' } as unknown as Node,
        ],
      }
      const messages: string[] = []
      const written = await writeEventCalendars({
        getNodesByType: (type) => nodes[type] ?? [],
        reporter: { info: (m) => messages.push(m) },
        publicDir: dir,
        siteUrl: 'https://example.com.au/',
        now: stamp,
      })
      expect(written).toBe(1)
      expect(messages).toEqual(['Event calendars: 1, 1 written'])
      const file = path.join(dir, 'whats-on/events/santa-photos.ics')
      const ics = fs.readFileSync(file, 'utf8')
      // A later build keeps the file of an unchanged event as it is, DTSTAMP included, and
      // rewrites the file of one that changed.
      const later = {
        getNodesByType: (type: string) => nodes[type] ?? [],
        reporter: { info: (m: string) => messages.push(m) },
        publicDir: dir,
        siteUrl: 'https://example.com.au/',
        now: new Date(stamp.getTime() + 86_400_000),
      }
      await writeEventCalendars(later)
      expect(messages.at(-1)).toBe('Event calendars: 1, 0 written')
      expect(fs.readFileSync(file, 'utf8')).toBe(ics)
      ;(nodes.Event[0] as unknown as { title: string }).title = 'Santa Photos at dusk'
      await writeEventCalendars(later)
      expect(messages.at(-1)).toBe('Event calendars: 1, 1 written')
      expect(property(fs.readFileSync(file, 'utf8'), 'SUMMARY')).toBe('Santa Photos at dusk')
      expect(property(fs.readFileSync(file, 'utf8'), 'DTSTAMP')).not.toBe(property(ics, 'DTSTAMP'))
      expect(property(ics, 'SUMMARY')).toBe('Santa Photos')
      expect(property(ics, 'DTSTART;TZID=Australia/Sydney')).toBe('20261122T100000')
      expect(property(ics, 'LOCATION')).toBe(
        'Molonglo Outlet Centre\\, 45 Wattlebird Drive\\, Molonglo ACT',
      )
      expect(property(ics, 'UID')).toBe('e1@example.com.au')
      expect(property(ics, 'URL')).toBe('https://example.com.au/whats-on/events/santa-photos/')

      // An unchanged event's file is neither made nor read again: the record says what it
      // was made from. A file that is gone, a changed event or new build code makes it again.
      const made = fs.readFileSync(file, 'utf8')
      fs.writeFileSync(file, 'left as it was')
      await writeEventCalendars(later)
      expect(messages.at(-1)).toBe('Event calendars: 1, 0 written')
      expect(fs.readFileSync(file, 'utf8')).toBe('left as it was')
      await writeEventCalendars({ ...later, codeKey: 'new code' })
      expect(messages.at(-1)).toBe('Event calendars: 1, 1 written')
      expect(withoutStampLine(fs.readFileSync(file, 'utf8'))).toBe(withoutStampLine(made))
      fs.rmSync(file)
      await writeEventCalendars({ ...later, codeKey: 'new code' })
      expect(messages.at(-1)).toBe('Event calendars: 1, 1 written')
      expect(withoutStampLine(fs.readFileSync(file, 'utf8'))).toBe(withoutStampLine(made))
      ;(nodes.SiteSettings[0] as unknown as { siteName: string }).siteName = 'Molonglo Outlets'
      await writeEventCalendars({ ...later, codeKey: 'new code' })
      expect(messages.at(-1)).toBe('Event calendars: 1, 1 written')
      expect(property(fs.readFileSync(file, 'utf8'), 'LOCATION')).toBe(
        'Molonglo Outlets\\, 45 Wattlebird Drive\\, Molonglo ACT',
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

test('calendar files of deleted events are removed on the next build', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ics-test-'))
  try {
    const write = (rel: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), 'BEGIN:VCALENDAR')
    }
    write('whats-on/events/a.ics')
    write('whats-on/events/b.ics')
    write('whats-on/events/other.txt')
    expect(
      await removeStaleCalendars(dir, {
        'whats-on/events/a.ics': 'k1',
        'whats-on/events/b.ics': 'k2',
      }),
    ).toEqual([])
    // b was deleted in the CMS: the next build writes only a.
    expect(await removeStaleCalendars(dir, { 'whats-on/events/a.ics': 'k1' })).toEqual([
      'whats-on/events/b.ics',
    ])
    expect(fs.existsSync(path.join(dir, 'whats-on/events/a.ics'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'whats-on/events/b.ics'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'whats-on/events/other.txt'))).toBe(true)
    // A tampered record cannot reach outside public/.
    fs.writeFileSync(path.join(dir, '.event-calendars.json'), JSON.stringify(['../x.ics']))
    expect(await removeStaleCalendars(dir, {})).toEqual([])
    // The record of an earlier build in the older form (a list of files) is read too.
    write('whats-on/events/c.ics')
    fs.writeFileSync(
      path.join(dir, '.event-calendars.json'),
      JSON.stringify(['whats-on/events/a.ics', 'whats-on/events/c.ics']),
    )
    expect(await removeStaleCalendars(dir, { 'whats-on/events/a.ics': 'k1' })).toEqual([
      'whats-on/events/c.ics',
    ])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
