/** @jest-environment node */
import { nextDailyRun, parseDailyTime, scheduleDaily } from './daily.mjs'

const utc = (iso: string) => new Date(iso).getTime()

describe('nextDailyRun', () => {
  it('is 00:05 Canberra time of the next day after now (AEDT, UTC+11)', () => {
    // 2026-11-21 10:00 in Canberra
    expect(nextDailyRun(utc('2026-11-20T23:00:00Z')).toISOString()).toBe('2026-11-21T13:05:00.000Z')
  })

  it('is later today when the time has not passed yet', () => {
    // 2026-11-21 00:01 in Canberra
    expect(nextDailyRun(utc('2026-11-20T13:01:00Z')).toISOString()).toBe('2026-11-20T13:05:00.000Z')
  })

  it('moves to the next day exactly at the run time', () => {
    expect(nextDailyRun(utc('2026-11-20T13:05:00Z')).toISOString()).toBe('2026-11-21T13:05:00.000Z')
  })

  it('follows daylight saving (AEST, UTC+10, in winter)', () => {
    expect(nextDailyRun(utc('2026-07-01T02:00:00Z')).toISOString()).toBe('2026-07-01T14:05:00.000Z')
    // Over the April changeover (DST ends 2026-04-05 03:00 → 02:00)
    expect(nextDailyRun(utc('2026-04-04T14:00:00Z')).toISOString()).toBe('2026-04-05T14:05:00.000Z')
  })

  it('accepts another time and zone', () => {
    expect(nextDailyRun(utc('2026-11-21T05:00:00Z'), '06:30', 'UTC').toISOString()).toBe(
      '2026-11-21T06:30:00.000Z',
    )
    // 02:30 does not exist in Canberra on 2026-10-04 (clocks go 02:00 → 03:00): the run moves
    // on by the hour skipped, to 03:30 AEDT (UTC+11).
    expect(nextDailyRun(utc('2026-10-03T12:00:00Z'), '02:30').toISOString()).toBe(
      '2026-10-03T16:30:00.000Z',
    )
  })

  it('rejects bad input', () => {
    expect(() => nextDailyRun(Date.now(), '24:00')).toThrow(/Invalid daily build time/)
    expect(() => nextDailyRun(Date.now(), '00:05', 'Mars/Olympus')).toThrow(/time zone/)
  })
})

test('parseDailyTime', () => {
  expect(parseDailyTime('00:05')).toEqual({ hour: 0, minute: 5 })
  expect(parseDailyTime('7:30')).toEqual({ hour: 7, minute: 30 })
  expect(parseDailyTime('7.30')).toBeNull()
})

test('scheduleDaily fires at the due time and re-arms', () => {
  jest.useFakeTimers({ now: utc('2026-11-21T13:00:00Z') })
  try {
    const fn = jest.fn()
    const daily = scheduleDaily(fn, { now: () => Date.now() })
    expect(daily.next()?.toISOString()).toBe('2026-11-21T13:05:00.000Z')
    jest.advanceTimersByTime(5 * 60_000 - 1)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(daily.next()?.toISOString()).toBe('2026-11-22T13:05:00.000Z')
    daily.stop()
    jest.advanceTimersByTime(48 * 3600_000)
    expect(fn).toHaveBeenCalledTimes(1)
  } finally {
    jest.useRealTimers()
  }
})
