/** @jest-environment node */
import { createBuildQueue, type BuildBatch } from './build-queue.mjs'

/** A build that finishes when the test says so. */
function controllableRun() {
  const batches: BuildBatch[] = []
  const finishers: Array<(ok: boolean) => void> = []
  const run = jest.fn(
    (batch: BuildBatch) =>
      new Promise<void>((resolve, reject) => {
        batches.push(batch)
        finishers.push((ok) => (ok ? resolve() : reject(new Error('build failed'))))
      }),
  )
  return {
    run,
    batches,
    /** Finish the oldest unfinished build. */
    async finish(ok = true) {
      const f = finishers.shift()
      if (!f) throw new Error('no build running')
      f(ok)
      // let the queue's promise handlers run
      await jest.advanceTimersByTimeAsync(0)
    },
  }
}

function makeQueue(run: (b: BuildBatch) => Promise<void>, debounceMs = 2000, maxWaitMs = 30_000) {
  return createBuildQueue({
    run,
    debounceMs,
    maxWaitMs,
    now: () => Date.now(),
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as unknown as NodeJS.Timeout),
    },
  })
}

beforeEach(() => {
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
})

test('a storm of 20 hooks within seconds gives one build', async () => {
  const b = controllableRun()
  const q = makeQueue(b.run)
  for (let i = 0; i < 20; i++) {
    expect(q.request('hook').state).toBe('scheduled')
    await jest.advanceTimersByTimeAsync(150) // 20 hooks over 3 s, each inside the window
  }
  expect(b.run).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(2000)
  expect(b.run).toHaveBeenCalledTimes(1)
  expect(b.batches[0].requestCount).toBe(20)
  await b.finish()
  await jest.advanceTimersByTimeAsync(60_000)
  expect(b.run).toHaveBeenCalledTimes(1)
})

test('the build starts one debounce window after the last hook', async () => {
  const b = controllableRun()
  const q = makeQueue(b.run, 2000)
  q.request('hook')
  await jest.advanceTimersByTimeAsync(1999)
  expect(b.run).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(1)
  expect(b.run).toHaveBeenCalledTimes(1)
})

test('a steady stream cannot postpone the build past maxWait', async () => {
  const b = controllableRun()
  const q = makeQueue(b.run, 2000, 10_000)
  for (let i = 0; i < 30; i++) {
    q.request('hook')
    await jest.advanceTimersByTimeAsync(1000)
  }
  expect(b.run.mock.calls.length).toBeGreaterThanOrEqual(1)
  expect(b.batches[0].requestCount).toBeLessThanOrEqual(11)
})

test('a hook during a build gives exactly one follow-up build', async () => {
  const b = controllableRun()
  const q = makeQueue(b.run)
  q.request('hook')
  await jest.advanceTimersByTimeAsync(2000)
  expect(b.run).toHaveBeenCalledTimes(1)

  expect(q.request('hook').state).toBe('follow-up')
  await jest.advanceTimersByTimeAsync(10_000)
  expect(b.run).toHaveBeenCalledTimes(1) // not while the first one runs
  expect(q.snapshot().pending?.requestCount).toBe(1)

  await b.finish()
  await jest.advanceTimersByTimeAsync(2000)
  expect(b.run).toHaveBeenCalledTimes(2)
  await b.finish()
  await jest.advanceTimersByTimeAsync(60_000)
  expect(b.run).toHaveBeenCalledTimes(2)
})

test('5 hooks during a build still give one follow-up build', async () => {
  const b = controllableRun()
  const q = makeQueue(b.run)
  q.request('hook')
  await jest.advanceTimersByTimeAsync(2000)
  for (let i = 0; i < 5; i++) {
    q.request('hook')
    await jest.advanceTimersByTimeAsync(3000)
  }
  await b.finish()
  await jest.advanceTimersByTimeAsync(2000)
  expect(b.run).toHaveBeenCalledTimes(2)
  expect(b.batches[1].requestCount).toBe(5)
  await b.finish()
  await jest.advanceTimersByTimeAsync(60_000)
  expect(b.run).toHaveBeenCalledTimes(2)
})

test('a failed build does not stop the queue, and its follow-up still runs', async () => {
  const b = controllableRun()
  const events: string[] = []
  const q = createBuildQueue({
    run: b.run,
    debounceMs: 100,
    onEvent: (e) => events.push(e.type === 'end' ? `end:${e.ok}` : e.type),
  })
  q.request('hook')
  await jest.advanceTimersByTimeAsync(100)
  q.request('daily')
  await b.finish(false)
  await jest.advanceTimersByTimeAsync(100)
  expect(b.run).toHaveBeenCalledTimes(2)
  expect(b.batches[1].requests.map((r) => r.reason)).toEqual(['daily'])
  await b.finish(true)
  expect(events).toEqual(['scheduled', 'start', 'follow-up', 'end:false', 'start', 'end:true'])
})

test('a run that throws synchronously is a failed build, not a crash', async () => {
  const run = jest.fn(() => {
    throw new Error('boom')
  })
  const q = makeQueue(run as unknown as (b: BuildBatch) => Promise<void>, 10)
  q.request()
  await jest.advanceTimersByTimeAsync(10)
  await q.idle()
  expect(run).toHaveBeenCalledTimes(1)
  q.request()
  await jest.advanceTimersByTimeAsync(10)
  expect(run).toHaveBeenCalledTimes(2)
})

test('snapshot and idle report the queued work', async () => {
  const b = controllableRun()
  const q = makeQueue(b.run)
  expect(q.snapshot()).toEqual({ running: null, pending: null })
  q.request('hook')
  q.request('daily')
  const snap = q.snapshot()
  expect(snap.running).toBeNull()
  expect(snap.pending).toMatchObject({ requestCount: 2, reasons: ['hook', 'daily'] })
  expect(snap.pending?.startsAt).toBe(Date.now() + 2000)
  let idle = false
  void q.idle().then(() => (idle = true))
  await jest.advanceTimersByTimeAsync(2000)
  expect(q.snapshot().running).toMatchObject({ id: 1, requestCount: 2 })
  expect(idle).toBe(false)
  await b.finish()
  expect(idle).toBe(true)
})

test('stop drops waiting requests and refuses new ones', async () => {
  const b = controllableRun()
  const q = makeQueue(b.run)
  q.request()
  q.stop()
  await jest.advanceTimersByTimeAsync(10_000)
  expect(b.run).not.toHaveBeenCalled()
  expect(q.request().accepted).toBe(false)
})
