/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startCms, type RunningCms } from '../lib/app.cjs'
import { fileTarget, recordSnapshot, rewriteOrigins } from '../lib/record.cjs'
import { DEFAULT_SNAPSHOT_DIR, loadSnapshot } from '../lib/snapshot.cjs'

describe('record', () => {
  it('rewrites live origins to the placeholder', () => {
    expect(
      rewriteOrigins(
        { a: 'https://cms.example.com/jsonapi/node/store', b: ['https://cms.example.com'] },
        ['https://cms.example.com'],
      ),
    ).toEqual({ a: '__CMS_ORIGIN__/jsonapi/node/store', b: ['__CMS_ORIGIN__'] })
  })

  it('places files by their public:// uri', () => {
    const file = {
      attributes: {
        uri: { value: 'public://2026-11/logo.png', url: '/sites/default/files/2026-11/logo.png' },
      },
    }
    expect(fileTarget(file, 'https://cms.example.com')).toEqual({
      rel: '2026-11/logo.png',
      url: 'https://cms.example.com/sites/default/files/2026-11/logo.png',
    })
    expect(() =>
      fileTarget(
        { attributes: { uri: { value: 'public://../x', url: '/x' } } },
        'https://c.example',
      ),
    ).toThrow()
  })

  describe('against the running demo CMS', () => {
    let cms: RunningCms
    let out: string
    const logs: string[] = []

    beforeAll(async () => {
      cms = await startCms({ port: 0, shiftDates: false, log: () => {} })
      out = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-record-'))
      await recordSnapshot({
        from: cms.url,
        out,
        referenceDate: '2026-11-21',
        log: (m) => logs.push(m),
      })
    }, 60000)
    afterAll(async () => {
      await cms.close()
      fs.rmSync(out, { recursive: true, force: true })
    })

    it('reproduces the committed resources exactly', () => {
      const original = loadSnapshot(DEFAULT_SNAPSHOT_DIR)
      const recorded = loadSnapshot(out)
      expect(recorded.types).toEqual(original.types)
      for (const type of original.types) {
        const a = fs.readFileSync(
          path.join(DEFAULT_SNAPSHOT_DIR, 'resources', `${type}.json`),
          'utf8',
        )
        const b = fs.readFileSync(path.join(out, 'resources', `${type}.json`), 'utf8')
        expect([type, b === a]).toEqual([type, true])
      }
      expect(recorded.meta.referenceDate).toBe('2026-11-21')
    })

    it('downloads every file byte for byte and reports progress', () => {
      const original = loadSnapshot(DEFAULT_SNAPSHOT_DIR)
      for (const f of original.resources.get('file--file') ?? []) {
        const rel = f.attributes.uri.url.replace('/sites/default/files/', '')
        const a = fs.readFileSync(path.join(DEFAULT_SNAPSHOT_DIR, 'files', rel))
        const b = fs.readFileSync(path.join(out, 'files', rel))
        expect(b.equals(a)).toBe(true)
      }
      expect(logs).toContain('node--store: 100 resources (2 pages)')
      expect(logs.some((l) => /^files: (\d+)\/\1$/.test(l))).toBe(true)
    })
  })

  it('fails with a clear message when the source is unreachable', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-record-'))
    try {
      await expect(
        recordSnapshot({ from: 'http://127.0.0.1:9', out, log: () => {} }),
      ).rejects.toThrow(/Cannot reach http:\/\/127\.0\.0\.1:9\/jsonapi/)
    } finally {
      fs.rmSync(out, { recursive: true, force: true })
    }
  })
})
