/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openStampRecord } from './file-stamps'

describe('openStampRecord', () => {
  let dir: string
  let recordFile: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'file-stamps-'))
    recordFile = path.join(dir, 'record.json')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** A run that remembers `files` (name → stamp), and the record file's state after it. */
  const run = async (files: Record<string, string>, key = 'k') => {
    const record = await openStampRecord<string[]>(recordFile, key)
    const known = Object.entries(files).filter(([file, stamp]) => record.known(file, stamp))
    for (const [file, stamp] of Object.entries(files)) record.remember(file, stamp, [`of ${file}`])
    await record.save()
    return {
      known: known.map(([file]) => file),
      saved: JSON.parse(readFileSync(recordFile, 'utf8')),
    }
  }
  // Back-dated, so a rewrite shows in the record file's modification time.
  const backDate = () => utimesSync(recordFile, new Date(2000, 0, 1), new Date(2000, 0, 1))
  const writtenAgain = () => statSync(recordFile).mtime.getFullYear() > 2000

  it('knows what an earlier run remembered, at the same stamp and key', async () => {
    await run({ 'a.html': '1:1', 'b.html': '2:2' })
    expect((await run({ 'a.html': '1:1', 'b.html': '3:3' })).known).toEqual(['a.html'])
    expect((await run({ 'a.html': '1:1' }, 'another key')).known).toEqual([])
  })

  it('leaves the record as it is when a run remembers exactly what it holds', async () => {
    await run({ 'a.html': '1:1', 'b.html': '2:2' })
    backDate()
    await run({ 'a.html': '1:1', 'b.html': '2:2' })
    expect(writtenAgain()).toBe(false)
  })

  it('writes it again for a new stamp, a new file, a file gone or a new key', async () => {
    const files = { 'a.html': '1:1', 'b.html': '2:2' }
    await run(files)
    const runs: { files: Record<string, string>; key: string }[] = [
      { files: { ...files, 'b.html': '2:3' }, key: 'k' },
      { files: { ...files, 'b.html': '2:3', 'c.html': '4:4' }, key: 'k' },
      { files: { 'a.html': '1:1', 'c.html': '4:4' }, key: 'k' },
      { files: { 'a.html': '1:1', 'c.html': '4:4' }, key: 'k2' },
    ]
    for (const next of runs) {
      backDate()
      const { saved } = await run(next.files, next.key)
      expect(writtenAgain()).toBe(true)
      expect(saved).toEqual({
        key: next.key,
        files: Object.fromEntries(
          Object.entries(next.files).map(([file, stamp]) => [file, [stamp, [`of ${file}`]]]),
        ),
      })
    }
  })
})
