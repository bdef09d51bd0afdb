import { canberraDay } from '../../src/lib/dates'
import {
  formatCmsDate,
  formatEventRange,
  offsetStretches,
  parseCmsDate,
  startOfCanberraDay,
} from './date-formats'

const formatLongDate = (value: string | null) => formatCmsDate(value, 'LONG')
const formatShortDate = (value: string) => formatCmsDate(value, 'SHORT')
const formatEventDateTime = (value?: string) => formatCmsDate(value, 'DATE_TIME')
const toIsoWithOffset = (value: string) => formatCmsDate(value, 'ISO')

describe('dates as text (build time, luxon)', () => {
  it('formats article and offer dates as d MMMM yyyy', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026')
    expect(formatLongDate('2026-01-05T09:30:00')).toBe('5 January 2026')
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate('not a date')).toBe('')
  })

  it('formats the offer page date as d MMM yyyy', () => {
    expect(formatShortDate('2026-12-21')).toBe('21 Dec 2026')
    expect(formatShortDate('2027-01-04')).toBe('4 Jan 2027')
  })

  it('formats event date-times in Canberra time', () => {
    expect(formatEventDateTime('2026-11-21T10:00:00')).toBe('21 Nov 2026, 10:00 am')
    expect(formatEventDateTime('2026-11-21T17:05:00')).toBe('21 Nov 2026, 5:05 pm')
    expect(formatEventDateTime('2026-11-21')).toBe('21 Nov 2026')
    expect(formatEventDateTime(undefined)).toBe('')
  })

  it('formats the trading hours date with its weekday', () => {
    expect(formatCmsDate('2026-12-25', 'WEEKDAY')).toBe('Friday 25 December 2026')
    expect(formatCmsDate('2026-09-07', 'SHORT')).toBe('7 Sept 2026')
  })

  it('gives one date in each format asked for, however often it is asked', () => {
    const formats = ['LONG', 'SHORT', 'WEEKDAY', 'DATE_TIME', 'ISO'] as const
    const once = formats.map((format) => formatCmsDate('2026-12-24T18:30:00', format))
    expect(once).toEqual([
      '24 December 2026',
      '24 Dec 2026',
      'Thursday 24 December 2026',
      '24 Dec 2026, 6:30 pm',
      '2026-12-24T18:30:00+11:00',
    ])
    expect(formats.map((format) => formatCmsDate('2026-12-24T18:30:00', format))).toEqual(once)
  })

  it('reads date-times without a zone as Canberra local time, and converts zoned ones', () => {
    const cmsDay = (value: string | null) => parseCmsDate(value)?.time.toISODate() ?? null
    expect(cmsDay('2026-11-21T23:30:00')).toBe('2026-11-21')
    // 14:00 UTC is 01:00 next day in Canberra (AEDT, +11)
    expect(cmsDay('2026-11-21T14:00:00Z')).toBe('2026-11-22')
    expect(cmsDay('2026-11-21')).toBe('2026-11-21')
    expect(cmsDay(null)).toBeNull()
    expect(cmsDay('')).toBeNull()
    expect(cmsDay('2026-02-30')).toBeNull()
    expect(toIsoWithOffset('2026-11-21T10:00:00')).toBe('2026-11-21T10:00:00+11:00')
    expect(toIsoWithOffset('2026-06-21T10:00:00')).toBe('2026-06-21T10:00:00+10:00')
    expect(toIsoWithOffset('2026-06-21')).toBe('2026-06-21')
  })

  describe('event ranges', () => {
    it('shows a single date when the end is missing', () => {
      expect(formatEventRange('2026-12-03T17:00:00', null)).toBe('3 December 2026')
      expect(formatEventRange('2026-12-03T17:00:00')).toBe('3 December 2026')
    })
    it('shows a single date when the end is on the same day', () => {
      expect(formatEventRange('2026-11-21T10:00:00', '2026-11-21T15:00:00')).toBe(
        '21 November 2026',
      )
    })
    it('same month: d — d MMMM yyyy', () => {
      expect(formatEventRange('2026-11-19T09:00:00', '2026-11-27T17:00:00')).toBe(
        '19 — 27 November 2026',
      )
    })
    it('same year: d MMMM — d MMMM yyyy', () => {
      expect(formatEventRange('2026-11-22T10:00:00', '2026-12-24T16:00:00')).toBe(
        '22 November — 24 December 2026',
      )
    })
    it('different years: the full date at both ends', () => {
      expect(formatEventRange('2026-11-20T10:00:00', '2027-01-04T17:00:00')).toBe(
        '20 November 2026 — 4 January 2027',
      )
    })
    it('uses Canberra days, not UTC days', () => {
      // 23:00 and 00:30 next day, Canberra: two different days
      expect(formatEventRange('2026-11-21T23:00:00', '2026-11-22T00:30:00')).toBe(
        '21 — 22 November 2026',
      )
    })
  })
})

describe('startOfCanberraDay', () => {
  it('is midnight in Canberra of the instant, in UTC', () => {
    expect(startOfCanberraDay(new Date('2026-11-21T12:59:59Z'))).toBe('2026-11-20T13:00:00.000Z')
    expect(startOfCanberraDay('2026-11-21T13:00:00Z')).toBe('2026-11-21T13:00:00.000Z')
    // Winter (AEST, +10)
    expect(startOfCanberraDay('2026-06-30T14:00:00.000Z')).toBe('2026-06-30T14:00:00.000Z')
    expect(canberraDay(startOfCanberraDay('2026-06-30T15:00:00Z'))).toBe('2026-07-01')
  })
})

describe("offsetStretches (the build's zone offset hint)", () => {
  const build = Date.UTC(2026, 10, 24, 9, 30)

  it('covers about a year before the build and half a year after, from DST change to DST change', () => {
    const list = offsetStretches('Australia/Canberra', build)
    expect(list.map((s) => [new Date(s.from).toISOString(), s.offsetMinutes])).toEqual([
      ['2025-10-04T16:00:00.000Z', 660], // 2 am AEST, 5 October 2025
      ['2026-04-04T16:00:00.000Z', 600], // 3 am AEDT, 5 April 2026
      ['2026-10-03T16:00:00.000Z', 660], // 2 am AEST, 4 October 2026
      ['2027-04-03T16:00:00.000Z', 600], // 3 am AEDT, 4 April 2027
    ])
    expect(list[list.length - 1].to).toBe(Date.UTC(2027, 9, 2, 16)) // 2 am AEST, 3 October 2027
    list.slice(1).forEach((s, i) => expect(s.from).toBe(list[i].to))
    // The same hint from a build an hour or a week later: the bundle does not change.
    expect(offsetStretches('Australia/Canberra', build + 3600_000)).toEqual(list)
    expect(offsetStretches('Australia/Canberra', build + 7 * 86_400_000)).toEqual(list)
  })

  it('finds half-hour changes (Lord Howe) and is one stretch in a zone without DST', () => {
    const lordHowe = offsetStretches('Australia/Lord_Howe', build, { daysBefore: 60 })
    expect(lordHowe.map((s) => [new Date(s.from).toISOString(), s.offsetMinutes])).toEqual([
      ['2026-04-04T15:00:00.000Z', 630], // 2 am LHDT, 5 April 2026
      ['2026-10-03T15:30:00.000Z', 660], // 2 am LHST, 4 October 2026
      ['2027-04-03T15:00:00.000Z', 630], // 2 am LHDT, 4 April 2027
    ])
    expect(offsetStretches('Asia/Kathmandu', build).map((s) => s.offsetMinutes)).toEqual([345])
  })
})
