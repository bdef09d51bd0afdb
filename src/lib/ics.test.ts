import { buildIcs, escapeText, foldLine, icsPath } from './ics'

const stamp = new Date('2026-11-21T00:00:00Z')

describe('ics', () => {
  it('publishes beside the event page', () => {
    expect(icsPath('/whats-on/events/santa-photos/')).toBe('/whats-on/events/santa-photos.ics')
  })

  it('writes an event in UTC with CRLF lines', () => {
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
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Molonglo Outlet Centre//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:abc@example.com.au',
      'DTSTAMP:20261121T000000Z',
      // 10:00 in Canberra (AEDT, UTC+11) is 23:00 UTC the day before
      'DTSTART:20261121T230000Z',
      'DTEND:20261224T050000Z',
      'SUMMARY:Santa Photos',
      'DESCRIPTION:Photos with Santa\\, every day\\; book ahead.',
      'LOCATION:Molonglo Outlet Centre\\, 45 Wattlebird Drive',
      'URL:https://example.com.au/whats-on/events/santa-photos/',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('leaves out DTEND for a date-time event without an end', () => {
    const ics = buildIcs(
      { uid: 'u', title: 'T', startDate: '2026-12-03T17:00:00', url: 'https://x/' },
      stamp,
      'P',
    )
    expect(ics).toContain('DTSTART:20261203T060000Z')
    expect(ics).not.toContain('DTEND')
  })

  it('never ends an event before it starts, nor with an end of another kind', () => {
    const backwards = buildIcs(
      {
        uid: 'u',
        title: 'T',
        startDate: '2026-12-03T17:00:00',
        endDate: '2026-12-01T10:00:00',
        url: 'https://x/',
      },
      stamp,
      'P',
    )
    expect(backwards).toContain('DTSTART:20261203T060000Z')
    expect(backwards).not.toContain('DTEND')
    const mixed = buildIcs(
      {
        uid: 'u',
        title: 'T',
        startDate: '2026-12-03',
        endDate: '2026-12-05T10:00:00',
        url: 'https://x/',
      },
      stamp,
      'P',
    )
    expect(mixed).toContain('DTSTART;VALUE=DATE:20261203')
    expect(mixed).toContain('DTEND;VALUE=DATE:20261204')
    const forwards = buildIcs(
      { uid: 'u', title: 'T', startDate: '2026-12-03', endDate: '2026-12-05', url: 'https://x/' },
      stamp,
      'P',
    )
    expect(forwards).toContain('DTEND;VALUE=DATE:20261206')
  })

  it('writes all-day dates for date-only values (exclusive end)', () => {
    const ics = buildIcs(
      { uid: 'u', title: 'T', startDate: '2026-11-28', url: 'https://x/' },
      stamp,
      'P',
    )
    expect(ics).toContain('DTSTART;VALUE=DATE:20261128')
    expect(ics).toContain('DTEND;VALUE=DATE:20261129')
  })

  it('escapes and folds text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(100)}`)
    const parts = folded.split('\r\n')
    expect(parts[0]).toHaveLength(75)
    expect(parts[1].startsWith(' ')).toBe(true)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(
      `DESCRIPTION:${'x'.repeat(100)}`,
    )
  })

  it('refuses an event without a valid start', () => {
    expect(() => buildIcs({ uid: 'u', title: 'T', startDate: 'x', url: 'u' }, stamp, 'P')).toThrow(
      'no valid start date',
    )
  })
})
