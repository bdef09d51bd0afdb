/** @jest-environment node */
import { budgetsFrom, spreadOf, twinProblems, twinStats } from './twin-stats.mjs'

const run = (scriptMs: number, mainThreadMs: number, tbtMs: number, lcpMs: number) => ({
  scriptMs,
  mainThreadMs,
  tbtMs,
  lcpMs,
})

describe('our page against its script-free twin', () => {
  // Run 2 was slowed by the machine: both pages of that pair show it, the difference does not.
  const ours = [run(300, 900, 120, 2000), run(900, 2000, 400, 2600), run(320, 950, 110, 2100)]
  const twin = [run(40, 600, 100, 1900), run(600, 1600, 380, 2500), run(50, 620, 90, 2000)]

  it('compares each run with the twin run beside it, and gives the median and the spread', () => {
    const stats = twinStats(ours, twin)
    expect(stats.scriptMsOver).toEqual({ median: 270, min: 260, max: 300 })
    expect(stats.tbtMsOver).toEqual({ median: 20, min: 20, max: 20 })
    expect(stats.lcpRatio).toEqual({ median: 1.05, min: 1.04, max: 1.05 })
    expect(stats.mainThreadRatio).toEqual({ median: 1.5, min: 1.25, max: 1.53 })
    expect(stats.ours.tbtMs).toBe(120)
    expect(stats.twin.lcpMs).toBe(2000)
  })

  it('names the bounds a page type breaks, on the medians', () => {
    const stats = twinStats(ours, twin)
    expect(twinProblems(stats, { mainThreadRatio: 1.6 })).toEqual([])
    expect(twinProblems(stats, { mainThreadRatio: 1.4 })).toEqual([
      "main-thread work 1.5× the twin's (budget 1.4×)",
    ])
    const heavy = twinStats([run(500, 1500, 200, 2300)], [run(40, 600, 100, 2000)])
    expect(twinProblems(heavy, undefined)).toEqual([
      'TBT 100 ms over the twin (bound 30 ms)',
      "LCP 1.15× the twin's (bound 1.05×)",
    ])
  })

  it('sets each budget a tenth above the highest ratio measured', () => {
    expect(budgetsFrom([{ page: 'home', twin: twinStats(ours, twin) }])).toEqual({
      home: { mainThreadRatio: 1.69 },
    })
  })

  it('has no spread without values', () => {
    expect(spreadOf([NaN, Infinity])).toBeNull()
  })
})
