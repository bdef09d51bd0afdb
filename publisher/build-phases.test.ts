/** @jest-environment node */
import { buildPhases } from './build-phases.mjs'

// Lines of a publisher build log (an incremental build after a store title edit), wrapped
// where Gatsby wraps them and with the publisher's elapsed-time prefix.
const LOG = `[   0.9s] success compile gatsby files - 0.412s
[   1.0s] success load gatsby config - 0.033s
[   1.7s] success load plugins - 0.621s
[   1.9s] success initialize cache - 0.218s
[   2.3s] success onPreBootstrap - 0.329s
[   2.4s] success createSchemaCustomization - 0.046s
[   2.6s] success Fetch all data from Drupal - 0.232s
[   5.2s] success Remote file download - 2.598s
[   5.2s] success Clean up stale nodes - 0.013s - 0/0 0.00/s
[   5.3s] success source and transform nodes - 2.870s
[   6.7s] success building schema - 1.377s
[   6.9s] success createPages - 0.159s
[  10.0s] success extract queries from components - 3.102s
[  11.6s] success Building production JavaScript and CSS bundles - 1.625s
[  15.5s] success Building HTML renderer - 3.841s
[  24.1s] success run queries in workers - 8.586s - 112/112 13.04/s
[  24.2s] success Writing page-data.json and slice-data.json files to public directory -
[  24.2s] 0.090s - 231/231 2580.23/s
[  25.8s] success Building static HTML for pages - 1.600s - 17/17 10.6/s
[  26.0s] success stitching slices - 0.220s
[  28.8s] success onPostBuild - 2.837s
[  29.1s] info Done building in 29.0 sec`

describe('buildPhases (where a gatsby build spends its time)', () => {
  const { phasesMs, queriesRun, pagesRendered } = buildPhases(LOG, 30_000)

  it("sums each of Gatsby's steps into its phase", () => {
    expect(phasesMs).toEqual({
      startup: 412 + 33 + 621 + 218 + 329 + 46,
      // the fetch and download steps are inside "source and transform nodes": counted once
      sourcing: 2870,
      schema: 1377,
      pages: 159 + 3102,
      bundles: 1625 + 3841,
      queries: 8586 + 90,
      html: 1600 + 220,
      postBuild: 2837,
      other: expect.any(Number),
    })
  })

  it('puts the wall time no step accounts for under other', () => {
    const steps = Object.entries(phasesMs)
      .filter(([phase]) => phase !== 'other')
      .reduce((sum, [, ms]) => sum + ms, 0)
    expect(phasesMs.other).toBe(30_000 - steps)
  })

  it('reads how many queries ran and how many pages were rendered', () => {
    expect(queriesRun).toBe(112)
    expect(pagesRendered).toBe(17)
  })

  it('counts no page rendered when Gatsby says no HTML changed', () => {
    const log =
      'success run queries in workers - 0.100s - 2/2 20.00/s\ninfo There are no new or changed html files to build.\n'
    expect(buildPhases(log)).toMatchObject({ queriesRun: 2, pagesRendered: 0, pagesWritten: null })
    expect(buildPhases(`${log}info Page preloads: 3 page(s) read, 1 written\n`).pagesWritten).toBe(
      3,
    )
  })

  it("reads a rebuild's queries run in Gatsby's main process, and their time", () => {
    const log =
      'success run queries in the main process - 0.420s\ninfo Queries run in the main process: 31\n'
    expect(buildPhases(log)).toMatchObject({ queriesRun: 31, phasesMs: { queries: 420 } })
  })

  it("reads gatsby-node's time for each post-build step, also when the reporter wrapped the line", () => {
    const log =
      '\x1b[2Kinfo Post-build: Drupal files 0.02 s, search index 0.74 s, calendars 0.08 s,\n' +
      'preloads 1.50 s, security headers 0.40 s, redirects 0.02 s, secrets scan 0.18 s\n\n' +
      'success onPostBuild - 3.027s\n'
    expect(buildPhases(log).postBuildMs).toEqual({
      'Drupal files': 20,
      'search index': 740,
      calendars: 80,
      preloads: 1500,
      'security headers': 400,
      redirects: 20,
      'secrets scan': 180,
    })
    expect(buildPhases('success onPostBuild - 3.027s\n').postBuildMs).toEqual({})
  })

  it('gives zeros and no counts for output with no steps (a build that failed at once)', () => {
    const empty = buildPhases('error Building schema failed\n')
    expect(Object.values(empty.phasesMs).every((ms) => ms === 0)).toBe(true)
    expect(empty.queriesRun).toBeNull()
    expect(empty.pagesRendered).toBeNull()
  })
})
