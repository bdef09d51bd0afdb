// The day the build under test was made on, which the demo CMS shifted its dates to.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DateTime } from 'luxon'

import fixtures from '../../cms/snapshot/fixtures.json'

const ZONE = 'Australia/Canberra'

/**
 * The Canberra day of the build in ./public (its `Site.buildDayStart`, in the static query
 * results). The demo CMS shifted every stored date by the days from the snapshot's reference
 * date to that day, so a test must shift the fixtures by the same: a run whose build was made
 * before Canberra midnight and whose tests run after it would otherwise expect tomorrow's
 * dates. Today when the build cannot be read (testing a running site with E2E_BASE_URL).
 */
function buildDay(): string {
  const dir = path.resolve(
    __dirname,
    '..',
    '..',
    process.env.E2E_PUBLIC_DIR || 'public',
    'page-data',
    'sq',
    'd',
  )
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const found = /"buildDayStart":"([^"]+)"/.exec(readFileSync(path.join(dir, file), 'utf8'))
      if (found) return DateTime.fromISO(found[1]).setZone(ZONE).toISODate()!
    }
  }
  return DateTime.now().setZone(ZONE).toISODate()!
}

/** Days the demo CMS moved the snapshot's dates for this build. */
export const SHIFT_DAYS = Math.round(
  DateTime.fromISO(buildDay(), { zone: ZONE })
    .diff(DateTime.fromISO(fixtures.referenceDate, { zone: ZONE }), 'days')
    .as('days'),
)
