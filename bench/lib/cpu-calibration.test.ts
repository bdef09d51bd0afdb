/** @jest-environment node */
import { DEFAULT_SLOWDOWN, calibratedSlowdown } from './cpu-calibration.mjs'

describe('calibratedSlowdown (Lighthouse CPU slowdown for the host)', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ])('gives the documented multiplier at benchmarkIndex %d: %d×', (index, multiplier) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(multiplier, 1)
  })

  it('is linear between the reference points', () => {
    expect(calibratedSlowdown(475)).toBe(1.5)
    expect(calibratedSlowdown(900)).toBe(2.2)
    expect(calibratedSlowdown(1050)).toBe(2.5)
  })

  it("reaches Lighthouse's default 4× only on a host as fast as a high-end desktop", () => {
    expect(calibratedSlowdown(1520)).toBeLessThan(DEFAULT_SLOWDOWN)
    expect(calibratedSlowdown(1540)).toBeGreaterThanOrEqual(DEFAULT_SLOWDOWN)
  })

  it('gives no multiplier for a host too slow to emulate the phone, or no index', () => {
    expect(calibratedSlowdown(149)).toBeNull()
    expect(calibratedSlowdown(Number.NaN)).toBeNull()
    expect(calibratedSlowdown(undefined)).toBeNull()
  })
})
