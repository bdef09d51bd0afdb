/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startCms, type RunningCms } from '../lib/app.cjs'

/** A snapshot of three stores, one of them with a dated attribute. */
function makeSnapshot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-change-log-'))
  fs.mkdirSync(path.join(dir, 'resources'))
  fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify({ referenceDate: '2026-11-21' }))
  writeStores(dir, ['Willow & Wren', 'Tallulah', 'Courtside'])
  return dir
}

const storeId = (i: number) => `00000000-0000-5000-8000-${String(i).padStart(12, '0')}`

function writeStores(dir: string, titles: (string | null)[]) {
  const data = titles.flatMap((title, i) =>
    title === null
      ? []
      : [
          {
            type: 'node--store',
            id: storeId(i),
            links: { self: { href: `__CMS_ORIGIN__/jsonapi/node/store/${storeId(i)}` } },
            attributes: { title, changed: '2026-11-20T10:00:00+11:00' },
          },
        ],
  )
  fs.writeFileSync(path.join(dir, 'resources', 'node--store.json'), JSON.stringify({ data }))
}

describe('the replay change log (fastBuilds sync)', () => {
  let dir: string
  let cms: RunningCms | null = null
  const logFile = () => path.join(dir, 'change-log.json')
  /** The replay's clock (seconds): each start and each sync a few seconds later. */
  let time = 1_800_000_000
  const clock = () => (time += 5)
  const start = async (today = '2026-11-27', changeLog: string | null = logFile()) => {
    await cms?.close()
    cms = await startCms({
      port: 0,
      snapshotDir: dir,
      today: () => today,
      log: () => {},
      changeLog: changeLog ?? undefined,
      clock,
    })
    return cms
  }
  /** What our patched gatsby-source-drupal asks: since its last sync's timestamp less 60 s. */
  const sync = async (since: number) => {
    const res = await fetch(`${cms!.url}/gatsby-fastbuilds/sync/${since}`)
    expect(res.status).toBe(200)
    return res.json()
  }
  const now = () => time

  beforeEach(() => {
    dir = makeSnapshot()
  })
  afterEach(async () => {
    await cms?.close()
    cms = null
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('says to fetch everything to a client that last synced before the log began', async () => {
    await start()
    expect(await sync(0)).toEqual({ status: -1, timestamp: expect.any(Number) })
    expect(await sync(now())).toEqual({ status: 1, timestamp: expect.any(Number), entities: [] })
  })

  it('serves the resources changed, added and removed between two starts, as it serves them', async () => {
    await start()
    const { timestamp } = await sync(now())
    writeStores(dir, ['Willow and Wren Home', null, 'Courtside', 'Acorn'])
    await start()
    const answer = await sync(timestamp - 60)
    expect(answer.status).toBe(1)
    const byId = Object.fromEntries(
      answer.entities.map((e: { id: string }) => [e.id, e]),
    ) as Record<
      string,
      { action: string; data?: { attributes: { title: string }; links: unknown } }
    >
    expect(Object.keys(byId).sort()).toEqual([storeId(0), storeId(1), storeId(3)])
    expect(byId[storeId(0)].action).toBe('update')
    expect(byId[storeId(0)].data!.attributes.title).toBe('Willow and Wren Home')
    expect(JSON.stringify(byId[storeId(0)].data!.links)).toContain(
      `${cms!.url}/jsonapi/node/store/`,
    )
    expect(byId[storeId(1)]).toEqual({ action: 'delete', id: storeId(1), type: 'node--store' })
    expect(byId[storeId(3)].action).toBe('insert')
    // Synced after the change: nothing more.
    expect((await sync(answer.timestamp + 1)).entities).toEqual([])
  })

  it('says to fetch everything when the dates shift (a week on), or without a log', async () => {
    await start('2026-11-27')
    const { timestamp } = await sync(now())
    await start('2026-12-04')
    expect((await sync(timestamp - 60)).status).toBe(-1)
    await start('2026-12-04', null)
    expect((await sync(now())).status).toBe(-1)
  })
})
