/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openBuildHistory } from './build-history.mjs'

let tmp: string
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-history-test-'))
})
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

test('a failure asks for a clean build and a success clears it; the state survives a restart', async () => {
  const history = await openBuildHistory(tmp)
  expect(history.state).toEqual({
    history: [],
    lastSuccess: null,
    lastFailure: null,
    cleanNext: false,
  })
  const failure = { id: 'a', startedAt: 'then', ok: false, logTail: ['why'] }
  history.recordFailure(failure, { ...failure, logTail: undefined })
  expect(history.state.cleanNext).toBe(true)
  await history.save()

  const reopened = await openBuildHistory(tmp)
  expect(reopened.state.lastFailure).toEqual(failure)
  expect(reopened.state.history).toEqual([{ id: 'a', startedAt: 'then', ok: false }])
  reopened.recordSuccess({ id: 'b', startedAt: 'now', ok: true })
  expect(reopened.state.cleanNext).toBe(false)
  expect(reopened.state.lastSuccess?.id).toBe('b')
})

test('keeps the last 50 attempts', async () => {
  const history = await openBuildHistory(tmp)
  for (let i = 0; i < 60; i++) history.recordSuccess({ id: `b${i}`, startedAt: 'now', ok: true })
  await history.save()
  const { state } = await openBuildHistory(tmp)
  expect(state.history).toHaveLength(50)
  expect(state.history[0].id).toBe('b10')
})
