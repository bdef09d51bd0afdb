/** @jest-environment node */
import { DateTime } from 'luxon'

import { offsetStretches } from '../../gatsby/schema/date-formats'
import { wallClock } from './zonedTime'

// luxon is the oracle: the clock pages read is kept off it (luxon is 22 KB gzip), and must
// give the same answers.
const ZONES = ['Australia/Canberra', 'Australia/Lord_Howe', 'America/New_York', 'UTC']
const ALL_ZONES = [...ZONES, 'Asia/Kathmandu', 'Europe/London']

const wholeSecondOf = (ms: number) => Math.floor(ms / 1000) * 1000
const luxonClock = (ms: number, zone: string) =>
  DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss")

/** The offset from UTC that `wallClock` shows at `ms`, in minutes. */
function offsetMinutes(ms: number, zone: string): number {
  return Math.round((Date.parse(`${wallClock(ms, zone)}Z`) - wholeSecondOf(ms)) / 60000)
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
      expect(wallClock(ms, zone)).toBe(luxonClock(ms, zone))
      expect(offsetMinutes(ms, zone)).toBe(DateTime.fromMillis(ms, { zone }).offset)
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
          expect(wallClock(ms, zone)).toBe(luxonClock(ms, zone))
          expect(offsetMinutes(ms, zone)).toBe(DateTime.fromMillis(ms, { zone }).offset)
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
  const clock = (ms: number) => [wallClock(ms, zone), offsetMinutes(ms, zone)]

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
    expect(clock(change - 1000)).toEqual(['2026-04-05T02:59:59', 660])
    expect(clock(change)).toEqual(['2026-04-05T02:00:00', 600])
    expect(clock(change + 3600_000)).toEqual(['2026-04-05T03:00:00', 600])
  })

  it('shows the clocks going forward at 2 am on 4 October 2026, to the second', () => {
    const change = Date.UTC(2026, 9, 3, 16)
    expect(clock(change - 1000)).toEqual(['2026-10-04T01:59:59', 600])
    expect(clock(change)).toEqual(['2026-10-04T03:00:00', 660])
  })

  it('answers for any year, not only those around the build', () => {
    expect(offsetMinutes(Date.UTC(2040, 0, 1), zone)).toBe(660)
    expect(offsetMinutes(Date.UTC(2040, 6, 1), zone)).toBe(600)
    expect(offsetMinutes(Date.UTC(1990, 6, 1), zone)).toBe(600)
    expect(wallClock(Date.UTC(2099, 11, 24, 23), zone)).toBe('2099-12-25T10:00:00')
  })
})

describe("the build's offset hint", () => {
  const build = Date.UTC(2026, 10, 24, 9, 30)
  const zone = 'Australia/Hobart'

  /** zonedTime as a page loads it, with the hint the build writes for `zone`. */
  function hinted(): typeof wallClock {
    const global = globalThis as { __ZONE_OFFSET_HINT__?: unknown }
    global.__ZONE_OFFSET_HINT__ = offsetStretches(zone, build)
    try {
      let clock: typeof wallClock = wallClock
      jest.isolateModules(() => ({ wallClock: clock } = jest.requireActual('./zonedTime')))
      return clock
    } finally {
      delete global.__ZONE_OFFSET_HINT__
    }
  }

  it('tells the time inside it without Intl, and asks Intl outside it', () => {
    const clock = hinted()
    const formatter = jest.spyOn(Intl, 'DateTimeFormat')
    try {
      expect(clock(Date.UTC(2026, 10, 24, 1, 5), zone)).toBe('2026-11-24T12:05:00')
      // Around the change to AEST on 5 April 2026, to the second.
      const change = Date.UTC(2026, 3, 4, 16)
      for (const ms of [change - 1000, change - 1, change, change + 999]) {
        expect(clock(ms, zone)).toBe(luxonClock(ms, zone))
      }
      expect(formatter).not.toHaveBeenCalled()
      const later = Date.UTC(2027, 11, 24, 1, 5)
      expect(clock(later, zone)).toBe('2027-12-24T12:05:00')
      expect(formatter).toHaveBeenCalled()
    } finally {
      formatter.mockRestore()
    }
  })

  it('agrees with luxon across its span, every 3 h 17 min (every time of day comes up)', () => {
    const clock = hinted()
    for (let ms = build - 400 * 86_400_000; ms < build + 200 * 86_400_000; ms += 197 * 60_000) {
      expect(clock(ms, zone)).toBe(luxonClock(ms, zone))
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
