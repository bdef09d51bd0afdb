/** @jest-environment node */
import { DateTime } from 'luxon'

import { addCalendarDays, knowOffset, offsetStretch, offsetStretches, wallClock } from './zonedTime'

// luxon is the oracle: the clock pages read is kept off it (luxon is 22 KB gzip), and must
// give the same answers.
const ZONES = ['Australia/Canberra', 'Australia/Lord_Howe', 'America/New_York', 'UTC']
const ALL_ZONES = [...ZONES, 'Asia/Kathmandu', 'Europe/London']

const wholeSecondOf = (ms: number) => Math.floor(ms / 1000) * 1000

/** The offset from UTC that `wallClock` shows at `ms`, in minutes. */
function offsetMinutes(ms: number, zone: string): number {
  const w = wallClock(ms, zone)
  const local = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond)
  return Math.round((local - ms) / 60000)
}

/** Deterministic pseudo-random instants between 2020 and 2036 (no Math.random in tests). */
function* instants(count: number): Generator<number> {
  let seed = 20261121
  const from = Date.UTC(2020, 0, 1)
  const span = Date.UTC(2036, 0, 1) - from
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    yield from + Math.floor((seed / 2 ** 31) * span)
  }
}

describe('zonedTime agrees with luxon', () => {
  it.each(ZONES)('wall clock and offset of 2000 instants in %s', (zone) => {
    for (const ms of instants(2000)) {
      const expected = DateTime.fromMillis(ms, { zone })
      const wall = wallClock(ms, zone)
      expect([wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second]).toEqual([
        expected.year,
        expected.month,
        expected.day,
        expected.hour,
        expected.minute,
        expected.second,
      ])
      expect(offsetMinutes(ms, zone)).toBe(expected.offset)
    }
  })

  it.each(ALL_ZONES)(
    'is exact to the second around every offset change from 2020 to 2035 in %s',
    (zone) => {
      // Find each change by stepping a day at a time, then check the seconds either side.
      let checked = 0
      let before = DateTime.fromMillis(Date.UTC(2020, 0, 1), { zone }).offset
      for (let day = Date.UTC(2020, 0, 2); day < Date.UTC(2036, 0, 1); day += 86400_000) {
        const after = DateTime.fromMillis(day, { zone }).offset
        if (after === before) continue
        before = after
        let low = day - 86400_000
        let high = day
        while (high - low > 1000) {
          const mid = wholeSecondOf((low + high) / 2)
          if (DateTime.fromMillis(mid, { zone }).offset === after) high = mid
          else low = mid
        }
        for (const ms of [
          high - 3600_000,
          high - 1000,
          high - 1,
          high,
          high + 999,
          high + 3600_000,
        ]) {
          const expected = DateTime.fromMillis(ms, { zone })
          const wall = wallClock(ms, zone)
          expect([wall.day, wall.hour, wall.minute, wall.second, wall.millisecond]).toEqual([
            expected.day,
            expected.hour,
            expected.minute,
            expected.second,
            expected.millisecond,
          ])
          expect(offsetMinutes(ms, zone)).toBe(expected.offset)
          checked += 1
        }
      }
      if (zone !== 'UTC' && zone !== 'Asia/Kathmandu') expect(checked).toBeGreaterThan(100)
    },
  )

  it('makes one Intl formatter per zone, however many dates it reads', () => {
    wallClock(0, 'Australia/Canberra')
    const spy = jest.spyOn(Intl, 'DateTimeFormat')
    try {
      for (const ms of instants(200)) wallClock(ms, 'Australia/Canberra')
      for (const ms of instants(200)) wallClock(ms, 'Pacific/Chatham')
      expect(spy.mock.calls.map(([, options]) => options?.timeZone)).toEqual(['Pacific/Chatham'])
    } finally {
      spy.mockRestore()
    }
  })
})

describe('daylight saving in Canberra', () => {
  const zone = 'Australia/Canberra'
  const iso = (ms: number) => new Date(ms).toISOString()
  const clock = (ms: number) => {
    const { day, hour, minute, second } = wallClock(ms, zone)
    return [day, hour, minute, second, offsetMinutes(ms, zone)]
  }

  it('changes twice a year, on the first Sundays of April and October, between +11 and +10', () => {
    // Every hour of 2026 and 2027, checked for a change.
    const changes: string[] = []
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3600_000) {
      const offset = offsetMinutes(ms, zone)
      if (offset !== offsetMinutes(ms - 3600_000, zone)) changes.push(`${iso(ms)} ${offset}`)
    }
    expect(changes).toEqual([
      '2026-04-04T16:00:00.000Z 600', // 3 am AEDT on Sunday 5 April: back to 2 am AEST
      '2026-10-03T16:00:00.000Z 660', // 2 am AEST on Sunday 4 October: on to 3 am AEDT
      '2027-04-03T16:00:00.000Z 600',
      '2027-10-02T16:00:00.000Z 660',
    ])
  })

  it('shows the clocks going back at 3 am on 5 April 2026, to the second', () => {
    const change = Date.UTC(2026, 3, 4, 16)
    expect(clock(change - 1000)).toEqual([5, 2, 59, 59, 660])
    expect(clock(change)).toEqual([5, 2, 0, 0, 600])
    expect(clock(change + 3600_000)).toEqual([5, 3, 0, 0, 600])
  })

  it('shows the clocks going forward at 2 am on 4 October 2026, to the second', () => {
    const change = Date.UTC(2026, 9, 3, 16)
    expect(clock(change - 1000)).toEqual([4, 1, 59, 59, 600])
    expect(clock(change)).toEqual([4, 3, 0, 0, 660])
  })

  it('answers for any year, not only those around the build', () => {
    expect(offsetMinutes(Date.UTC(2040, 0, 1), zone)).toBe(660)
    expect(offsetMinutes(Date.UTC(2040, 6, 1), zone)).toBe(600)
    expect(offsetMinutes(Date.UTC(1990, 6, 1), zone)).toBe(600)
    expect(wallClock(Date.UTC(2099, 11, 24, 23), zone)).toMatchObject({ day: 25, hour: 10 })
  })
})

describe("the build's offset stretch", () => {
  it('runs from the last DST change to the next, to the second', () => {
    expect(offsetStretch('Australia/Canberra', Date.UTC(2026, 10, 24, 9, 30))).toEqual({
      zone: 'Australia/Canberra',
      from: Date.UTC(2026, 9, 3, 16), // 2 am AEST, 4 October 2026
      to: Date.UTC(2027, 3, 3, 16), // 3 am AEDT, 4 April 2027
      offsetMinutes: 660,
    })
    expect(offsetStretch('Australia/Canberra', Date.UTC(2026, 5, 1))).toEqual({
      zone: 'Australia/Canberra',
      from: Date.UTC(2026, 3, 4, 16),
      to: Date.UTC(2026, 9, 3, 16),
      offsetMinutes: 600,
    })
  })

  it('covers about a year before the build and half a year after, with no gaps', () => {
    const build = Date.UTC(2026, 10, 24, 9, 30)
    const list = offsetStretches('Australia/Canberra', build)
    expect(list.map((s) => s.offsetMinutes)).toEqual([660, 600, 660, 600])
    expect(list[0].from).toBe(Date.UTC(2025, 9, 4, 16)) // 2 am AEST, 5 October 2025
    expect(list[list.length - 1].to).toBe(Date.UTC(2027, 9, 2, 16)) // 2 am AEST, 3 October 2027
    list.slice(1).forEach((s, i) => expect(s.from).toBe(list[i].to))
  })

  it('is as long as the limit allows in a zone without DST', () => {
    const stretch = offsetStretch('Asia/Kathmandu', Date.UTC(2026, 0, 1), 30)
    expect(stretch.offsetMinutes).toBe(345)
    expect(stretch.to - stretch.from).toBeGreaterThanOrEqual(2 * 30 * 86_400_000)
  })

  it('tells the time inside it without Intl, and asks Intl outside it', () => {
    knowOffset({
      zone: 'Australia/Hobart',
      from: Date.UTC(2026, 9, 3, 16),
      to: Date.UTC(2027, 3, 3, 16),
      offsetMinutes: 660,
    })
    const formatter = jest.spyOn(Intl, 'DateTimeFormat')
    try {
      expect(wallClock(Date.UTC(2026, 10, 24, 1, 5), 'Australia/Hobart')).toMatchObject({
        day: 24,
        hour: 12,
        minute: 5,
      })
      expect(wallClock(Date.UTC(2026, 11, 24, 23), 'Australia/Hobart').hour).toBe(10)
      expect(formatter).not.toHaveBeenCalled()
      const after = Date.UTC(2027, 3, 3, 16, 30)
      expect(wallClock(after, 'Australia/Hobart').hour).toBe(
        DateTime.fromMillis(after, { zone: 'Australia/Hobart' }).hour,
      )
      expect(formatter).toHaveBeenCalled()
    } finally {
      formatter.mockRestore()
    }
  })
})

describe('other zones', () => {
  it('has a constant offset in a zone without daylight saving', () => {
    for (const ms of instants(50)) expect(offsetMinutes(ms, 'Asia/Kolkata')).toBe(330)
  })

  it('follows a whole day skipped (Samoa, 30 December 2011) every three hours, like luxon', () => {
    const zone = 'Pacific/Apia'
    for (let ms = Date.UTC(2011, 0, 1); ms < Date.UTC(2013, 0, 1); ms += 3 * 3600_000) {
      expect(offsetMinutes(ms, zone)).toBe(DateTime.fromMillis(ms, { zone }).offset)
    }
  })
})

describe('calendar helpers', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addCalendarDays('2026-10-03', 2)).toBe('2026-10-05')
  })
})
