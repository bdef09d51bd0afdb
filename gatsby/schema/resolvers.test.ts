/** @jest-environment node */
import type { CreateResolversArgs } from 'gatsby'
import { createResolvers } from './resolvers'

type Resolve = (source: unknown, args: unknown, ctx: unknown) => unknown

/** The resolvers this module registers, by type and field. */
function registered(): Record<string, Record<string, { resolve: Resolve }>> {
  let resolvers = {}
  createResolvers({
    createResolvers: (r: object) => {
      resolvers = r
    },
  } as unknown as CreateResolversArgs)
  return resolvers
}

/** A node model holding only Gatsby's SiteBuildMetadata node, recording what is read. */
function nodeModel(buildTime: string | null) {
  const read: { id: string; type?: string }[] = []
  return {
    read,
    ctx: {
      nodeModel: {
        getNodeById: (args: { id: string; type?: string }) => {
          read.push(args)
          return buildTime && args.id === 'SiteBuildMetadata'
            ? { id: 'SiteBuildMetadata', buildTime }
            : null
        },
        findAll: async () => ({ entries: [] }),
      },
    },
  }
}

describe('Site.buildDayStart (the Canberra day every page filters by)', () => {
  const { resolve } = registered().Site.buildDayStart

  it("is midnight in Canberra of this build's start, read from SiteBuildMetadata", () => {
    // 00:30 on 23 November in Canberra (AEDT, UTC+11) is 13:30 UTC on the 22nd.
    const model = nodeModel('2026-11-22T13:30:00.000Z')
    expect(resolve({ id: 'Site' }, {}, model.ctx)).toBe('2026-11-22T13:00:00.000Z')
    expect(model.read).toContainEqual({ id: 'SiteBuildMetadata', type: 'SiteBuildMetadata' })
  })

  it('changes with the build, not with the Site node (which has no build time)', () => {
    const site = { id: 'Site', siteMetadata: {} }
    expect(resolve(site, {}, nodeModel('2026-11-21T13:30:00.000Z').ctx)).toBe(
      '2026-11-21T13:00:00.000Z',
    )
    expect(resolve(site, {}, nodeModel('2026-11-22T13:30:00.000Z').ctx)).toBe(
      '2026-11-22T13:00:00.000Z',
    )
  })

  it('is the same for every build on one Canberra day (pages are not rebuilt for it)', () => {
    const morning = resolve({}, {}, nodeModel('2026-11-22T13:00:00.000Z').ctx)
    const night = resolve({}, {}, nodeModel('2026-11-23T12:59:59.000Z').ctx)
    expect(morning).toBe(night)
  })
})

describe('Event.dateRange (the date line of event cards and pages)', () => {
  const { resolve } = registered().Event.dateRange

  it('reads the range in Canberra days, as gatsby/schema/date-formats.ts writes it', () => {
    const range = (startDate: string, endDate: string | null) =>
      resolve({ startDate, endDate }, {}, nodeModel(null).ctx)
    expect(range('2026-11-19T09:00:00', '2026-11-27T17:00:00')).toBe('19 — 27 November 2026')
    expect(range('2026-12-26T10:00:00', '2027-01-21T17:00:00')).toBe(
      '26 December 2026 — 21 January 2027',
    )
    expect(range('2026-12-03T17:00:00', null)).toBe('3 December 2026')
  })
})
