// Lighthouse's CPU slowdown, calibrated to the machine it runs on.
//
// Lighthouse's mobile preset slows the CPU by a constant 4×, which takes a high-end desktop
// (its `benchmarkIndex` about 1500) to a mid-tier phone. On a slower host the same 4× emulates
// a slower phone than Lighthouse intends. Lighthouse's throttling documentation
// (docs/throttling.md, "Calibrating the CPU slowdown") gives the multiplier that reaches the
// mid-tier phone from a host's benchmarkIndex, through its CPU slowdown calculator. Its
// reference points: an index of 150 → 1×, 800 → 2×, 1300 → 3×, and one more × for every 233
// above 1300 (1533 → 4×, 1766 → 5×, 2000 → 6×). Between them the multiplier is linear.
// Below 150 a host is too slow to emulate the target device at all.

/** The slowest host the calculator calibrates for. */
const MIN_BENCHMARK_INDEX = 150

/** Lighthouse's own default (its mobile preset). */
export const DEFAULT_SLOWDOWN = 4

const POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
]
const INDEX_PER_STEP_ABOVE = 233

/**
 * The CPU slowdown multiplier Lighthouse's calibration gives for a host's benchmarkIndex,
 * rounded to two decimals; null when the index is missing or below MIN_BENCHMARK_INDEX.
 * @param {number | null | undefined} benchmarkIndex
 * @returns {number | null}
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (
    typeof benchmarkIndex !== 'number' ||
    !Number.isFinite(benchmarkIndex) ||
    benchmarkIndex < MIN_BENCHMARK_INDEX
  )
    return null
  let multiplier
  const [topIndex, topMultiplier] = POINTS[POINTS.length - 1]
  if (benchmarkIndex >= topIndex) {
    multiplier = topMultiplier + (benchmarkIndex - topIndex) / INDEX_PER_STEP_ABOVE
  } else {
    const upper = POINTS.findIndex(([index]) => benchmarkIndex < index)
    const [x0, y0] = POINTS[upper - 1]
    const [x1, y1] = POINTS[upper]
    multiplier = y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0)
  }
  return Math.round(multiplier * 100) / 100
}
