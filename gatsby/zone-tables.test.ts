/** @jest-environment node */
import { DateTime } from 'luxon'
import { centreZoneTables, ZONE_TABLE_YEARS } from './zone-tables'

describe('the centre zone table written into the bundle', () => {
  const [table] = centreZoneTables(new Date('2026-11-21T00:00:00Z'))

  it('covers Canberra from ten years before the build to ten after', () => {
    expect(table.zone).toBe('Australia/Canberra')
    expect(new Date(table.from * 1000).toISOString()).toBe('2016-01-01T00:00:00.000Z')
    expect(new Date(table.to * 1000).toISOString()).toBe('2037-01-01T00:00:00.000Z')
    // Two daylight-saving changes a year, each where luxon puts it.
    expect(table.changes).toHaveLength(2 * (2 * ZONE_TABLE_YEARS + 1))
    for (const [i, second] of table.changes.entries()) {
      const offset = (ms: number) => DateTime.fromMillis(ms, { zone: table.zone }).offset * 60
      expect([offset(second * 1000 - 1000), offset(second * 1000)]).toEqual([
        table.offsets[i],
        table.offsets[i + 1],
      ])
    }
  })

  it('adds well under 1 KB to the bundle', () => {
    expect(JSON.stringify([table]).length).toBeLessThan(1024)
  })
})
