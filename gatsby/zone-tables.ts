import { ZONE } from '../src/lib/dates'
import { buildZoneTable, type ZoneTable } from '../src/lib/zonedTime'

/** Years either side of the build that the bundle's table covers; Intl answers beyond. */
export const ZONE_TABLE_YEARS = 10

let cached: { year: number; tables: ZoneTable[] } | undefined

/**
 * The centre's time zone offsets from 1 January ten years before the build's year to the end
 * of the tenth year after it, from Node's Intl, for webpack to write into the bundle as
 * `__ZONE_TABLES__` (see `ZoneTable` in src/lib/zonedTime.ts): pages then read the centre's
 * clock without starting the browser's Intl. Built once per process (about 0.3 s).
 */
export function centreZoneTables(now: Date = new Date()): ZoneTable[] {
  const year = now.getUTCFullYear()
  if (cached?.year !== year) {
    const from = Date.UTC(year - ZONE_TABLE_YEARS, 0, 1)
    const to = Date.UTC(year + ZONE_TABLE_YEARS + 1, 0, 1)
    cached = { year, tables: [buildZoneTable(ZONE, from, to)] }
  }
  return cached.tables
}
