/**
 * `SiteSettings.centreMapPath`: where the centre map page is, for the links to it.
 * `Store.mapLocation`: the plan of the level the store's shop number is on, for its page.
 * `MapLevel.plan`: the level's uploaded SVG read from the build's download of it and cleaned
 * (./floor-plan.ts). What an editor should fix is reported as a warning, once a build, and
 * never fails the publish: a plan that cannot be read, units it cannot place, stores whose
 * unit is on no plan, vacant units (src/lib/centre-map.ts).
 */
import { readFileSync } from 'node:fs'
import type { CreateResolversArgs } from 'gatsby'

import { planWarnings, unitOf, type MapStore } from '../../src/lib/centre-map'
import centreMapSection from '../content/sections/centre-map'
import { readFloorPlan, type FloorPlan } from './floor-plan'

interface AnyNode {
  absolutePath?: string
  localFile___NODE?: string
  internal?: { type: string }
}

interface PageNode {
  path: string
  sections?: string[]
}

interface Ctx {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => AnyNode | null
    findAll: <T>(args: { type: string }) => Promise<{ entries: Iterable<T> }>
  }
}

/** The path of the build's download of a Drupal file node, or null. */
function downloadedPath(fileNodeId: string | null | undefined, ctx: Ctx): string | null {
  const fileNode = fileNodeId ? ctx.nodeModel.getNodeById({ id: fileNodeId }) : null
  const localId = fileNode?.localFile___NODE
  const local = localId ? ctx.nodeModel.getNodeById({ id: localId, type: 'File' }) : null
  return local?.absolutePath ?? null
}

interface LevelNode {
  name: string
  planFile?: string | null
}

export function createCentreMapResolvers({ createResolvers, reporter }: CreateResolversArgs) {
  const said = new Set<string>()
  const plans = new Map<string, ReturnType<typeof readFloorPlan>>()
  /** The level's plan, read once a build. */
  const planOf = (level: LevelNode, ctx: Ctx) => {
    const file = downloadedPath(level.planFile, ctx)
    if (!file) return null
    if (!plans.has(file)) plans.set(file, readFloorPlan(readFileSync(file, 'utf8')))
    return plans.get(file) ?? null
  }
  const warn = (message: string) => {
    if (said.has(message)) return
    said.add(message)
    reporter.warn(`Centre map: ${message}`)
  }
  createResolvers({
    SiteSettings: {
      // The centre map page: the first page with a Centre map section.
      centreMapPath: {
        type: 'String',
        resolve: async (_source: unknown, _args: unknown, ctx: Ctx) => {
          const pages = (await ctx.nodeModel.findAll<PageNode>({ type: 'Page' })).entries
          const hasMap = (page: PageNode) =>
            (page.sections ?? []).some(
              (id) => ctx.nodeModel.getNodeById({ id })?.internal?.type === centreMapSection.domain,
            )
          return [...pages].find(hasMap)?.path ?? null
        },
      },
    },
    Store: {
      mapLocation: {
        type: 'StoreMapLocation',
        resolve: async (source: MapStore, _args: unknown, ctx: Ctx) => {
          if (!source.shopNumber) return null
          const levels = (await ctx.nodeModel.findAll<LevelNode>({ type: 'MapLevel' })).entries
          for (const level of levels) {
            const plan = planOf(level, ctx)?.plan
            const unit = plan && unitOf(plan.units, source.shopNumber)
            if (!plan || !unit) continue
            const otherUnits = plan.units.filter((u) => u !== unit).map((u) => u.shape)
            return { level: level.name, ...plan, otherUnits, unit }
          }
          return null
        },
      },
    },
    MapLevel: {
      plan: {
        type: 'FloorPlan',
        resolve: async (source: LevelNode, _args: unknown, ctx: Ctx): Promise<FloorPlan | null> => {
          const read = planOf(source, ctx)
          if (!read) {
            warn(`the level "${source.name}" has no floor plan file; it is left off the map.`)
            return null
          }
          read.problems.forEach((p) => warn(`the plan of "${source.name}": ${p}.`))
          // Stores and units are matched over every level's plan.
          const levels = (await ctx.nodeModel.findAll<LevelNode>({ type: 'MapLevel' })).entries
          const units = [...levels].flatMap((level) => planOf(level, ctx)?.plan?.units ?? [])
          const stores = (await ctx.nodeModel.findAll<MapStore>({ type: 'Store' })).entries
          planWarnings(units, [...stores]).forEach(warn)
          return read.plan
        },
      },
    },
  })
}
