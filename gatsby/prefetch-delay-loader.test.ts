/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import prefetchDelayLoader, {
  PREFETCH_DELAY_MS,
  setPrefetchDelay,
} from './prefetch-delay-loader.cjs'

// The loader Gatsby copies into .cache/ at every build: the test reads the installed version, so
// a Gatsby upgrade that changes the prefetch queue fails here as well as in the build.
const gatsbyLoader = fs.readFileSync(
  path.join(path.dirname(require.resolve('gatsby/package.json')), 'cache-dir', 'loader.js'),
  'utf8',
)

/** The delays of the prefetch queue's setTimeout calls, in the order they appear. */
function queueDelays(source: string): number[] {
  const start = source.indexOf('  prefetch(pagePath) {')
  const end = source.indexOf('  doPrefetch(pagePath) {')
  expect(start).toBeGreaterThan(-1)
  expect(end).toBeGreaterThan(start)
  return [...source.slice(start, end).matchAll(/\}\s*,\s*(\d+)\s*\)/g)].map((m) => Number(m[1]))
}

describe('prefetch delay loader', () => {
  test('the spec delay is 250 ms', () => {
    expect(PREFETCH_DELAY_MS).toBe(250)
  })

  test("Gatsby's queue waits 3000 ms before its first batch and between batches", () => {
    expect(queueDelays(gatsbyLoader)).toEqual([3000, 3000])
  })

  test('makes both waits 250 ms and changes nothing else', () => {
    const patched = prefetchDelayLoader.call({ getOptions: () => ({}) }, gatsbyLoader)
    expect(queueDelays(patched)).toEqual([250, 250])
    expect(patched.replace(/\b250\b/g, '3000')).toBe(gatsbyLoader)
  })

  test('takes another delay from the options', () => {
    const patched = prefetchDelayLoader.call({ getOptions: () => ({ delay: 100 }) }, gatsbyLoader)
    expect(queueDelays(patched)).toEqual([100, 100])
  })

  test('fails the build with a clear message when Gatsby changes its queue', () => {
    const changed = gatsbyLoader.replace('}, 3000)', '}, 2000)')
    expect(() => setPrefetchDelay(changed, 250)).toThrow(
      /expected Gatsby's prefetch queue .* found 1 delays\. Gatsby's loader has changed/,
    )
    expect(() => setPrefetchDelay('export default {}', 250)).toThrow(/found 0 delays/)
  })

  test('refuses a delay that is not a whole number of milliseconds', () => {
    expect(() => setPrefetchDelay(gatsbyLoader, -1)).toThrow(/whole number of ms, not -1/)
    expect(() => setPrefetchDelay(gatsbyLoader, 2.5)).toThrow(/not 2.5/)
  })
})
