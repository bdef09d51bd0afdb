import { addDays, canberraDay, canberraTime, dayOf, localValue } from './dates'

describe('dates in the browser', () => {
  it('reads the day of a Canberra-local CMS value as text', () => {
    expect(dayOf('2026-11-21T23:30:00')).toBe('2026-11-21')
    expect(dayOf('2026-11-21')).toBe('2026-11-21')
    expect(dayOf(null)).toBeNull()
    expect(dayOf('')).toBeNull()
    expect(dayOf('not a date')).toBeNull()
    expect(dayOf('2026-02-29')).toBeNull()
    expect(dayOf('2028-02-29')).toBe('2028-02-29')
    // A zoned value never reaches pages (gatsby/source/mapping.ts localDate): it is not read as local.
    expect(dayOf('2026-11-21T14:00:00Z')).toBeNull()
  })

  it('gives values one length, so that they compare as text', () => {
    expect(localValue('2026-11-21T10:00')).toBe('2026-11-21T10:00:00')
    expect(localValue('2026-11-21T10:00:00.250')).toBe('2026-11-21T10:00:00')
    expect(localValue(' 2026-11-21 ')).toBe('2026-11-21')
    expect(localValue('2026-13-01')).toBeNull()
  })

  it("computes today as the visitor's Canberra day", () => {
    expect(canberraDay(new Date('2026-11-21T12:59:59Z'))).toBe('2026-11-21')
    expect(canberraDay(new Date('2026-11-21T13:00:00Z'))).toBe('2026-11-22')
    expect(canberraDay('2026-06-30T14:00:00.000Z')).toBe('2026-07-01')
    expect(canberraTime(new Date('2026-04-04T15:59:59Z'))).toBe('2026-04-05T02:59:59')
    // The clocks go back at 3 am (AEDT) on 5 April 2026: 16:00Z is 2 am again.
    expect(canberraTime(new Date('2026-04-04T16:00:00Z'))).toBe('2026-04-05T02:00:00')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
