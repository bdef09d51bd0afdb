/** @jest-environment node */
import { offCpuTime } from './trace-stall.mjs'

const PID = 7
const MAIN = 1
const OTHER = 2
const thread = (tid: number, name: string, pid = PID) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
})
const navigation = (ts: number, url = 'http://127.0.0.1:9000/stores/') => ({
  name: 'navigationStart',
  ph: 'R',
  pid: PID,
  tid: MAIN,
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
})
const task = (ts: number, durMs: number, cpuMs: number, tid = MAIN, pid = PID) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
})

describe('offCpuTime (a run the machine disturbed)', () => {
  const base = [thread(MAIN, 'CrRendererMain'), thread(OTHER, 'Compositor'), navigation(1_000_000)]

  it('sums wall-minus-CPU time over the main-thread tasks of 12.5 ms or more after navigation', () => {
    const events = [
      ...base,
      task(1_100_000, 82, 18.5),
      task(2_700_000, 200, 7),
      task(1_300_000, 15, 14),
      task(1_400_000, 12, 1),
    ]
    const time = offCpuTime(events)
    expect(time?.totalMs).toBeCloseTo(63.5 + 193 + 1)
    expect(time?.longestMs).toBeCloseTo(193)
    expect(time?.wallMs).toBeCloseTo(297)
  })

  it('is small when the thread ran through its tasks', () => {
    const events = [...base, task(1_100_000, 60, 52), task(1_200_000, 30, 29)]
    expect(offCpuTime(events)).toEqual({ totalMs: 9, longestMs: 8, wallMs: 90 })
  })

  it('takes a smaller task size when asked', () => {
    const events = [...base, task(1_100_000, 12, 1)]
    expect(offCpuTime(events)?.totalMs).toBe(0)
    expect(offCpuTime(events, { minTaskMs: 10 })?.totalMs).toBeCloseTo(11)
  })

  it('ignores other threads, other processes and tasks before the navigation', () => {
    const events = [
      ...base,
      thread(MAIN, 'CrRendererMain', 99),
      task(1_100_000, 20, 19),
      task(1_200_000, 500, 1, OTHER),
      task(1_200_000, 500, 1, MAIN, 99),
      task(900_000, 500, 1),
    ]
    expect(offCpuTime(events)?.totalMs).toBeCloseTo(1)
  })

  it('is null without a page navigation or without thread CPU times', () => {
    expect(offCpuTime([thread(MAIN, 'CrRendererMain'), task(1_100_000, 200, 7)])).toBeNull()
    const { tdur: _cpu, ...noCpu } = task(1_100_000, 200, 7)
    expect(offCpuTime([...base, noCpu])).toBeNull()
    expect(
      offCpuTime([
        thread(MAIN, 'CrRendererMain'),
        navigation(1_000_000, 'about:blank'),
        task(1_100_000, 200, 7),
      ]),
    ).toBeNull()
  })
})
