import type { CreateResolversArgs } from 'gatsby'
import { formatEventRange, startOfCanberraDay } from './date-formats'

/** The fields of raw nodes these resolvers read. */
interface RawNode {
  id: string
  localFile___NODE?: string
  uri?: { url?: string }
  tid?: number
  store?: string | null
  [key: string]: unknown
}

interface Ctx {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => RawNode | null
  }
}

/** The downloaded File behind a Drupal file node (gatsby-source-drupal's `localFile`). */
function localFileOf(fileNodeId: string | null | undefined, ctx: Ctx) {
  if (!fileNodeId) return null
  const fileNode = ctx.nodeModel.getNodeById({ id: fileNodeId })
  const localId = fileNode?.localFile___NODE
  return localId ? ctx.nodeModel.getNodeById({ id: localId, type: 'File' }) : null
}

/** When this build started: Gatsby's SiteBuildMetadata node (a new value on every build). */
function buildTimeOf(ctx: Ctx): string | null {
  const metadata = ctx.nodeModel.getNodeById({
    id: 'SiteBuildMetadata',
    type: 'SiteBuildMetadata',
  })
  return typeof metadata?.buildTime === 'string' ? metadata.buildTime : null
}

/** Path of a Drupal file URL (`https://cms/sites/default/files/x.pdf` → `/sites/default/files/x.pdf`). */
export function drupalFilePath(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null
  try {
    return decodeURI(new URL(url, 'http://placeholder.invalid').pathname)
  } catch {
    return null
  }
}

export function createResolvers({ createResolvers: create }: CreateResolversArgs) {
  create({
    Site: {
      // The day of the build (midnight in Canberra), not its exact time: every page reads it,
      // and a value that changed on every build would make every page's HTML stale, so an
      // incremental build would rebuild them all (see docs/operations.md, "Publishing and editor workflow").
      // The build time is read from Gatsby's SiteBuildMetadata node, as Gatsby's own
      // `Site.buildTime` does: the Site node itself holds no build time and does not change
      // between builds, so a query that read only it was never run again on a warm cache, and
      // an incremental build the next day kept the day the cache was made (yesterday's offers
      // in the HTML). Reading the node makes every build re-run the query; its result, and so
      // the pages, change only when the day does.
      buildDayStart: {
        type: 'Date!',
        resolve: (_source: unknown, _args: unknown, ctx: Ctx) =>
          startOfCanberraDay(buildTimeOf(ctx) ?? new Date()),
      },
    },
    Event: {
      // "19 — 27 November 2026" (gatsby/schema/date-formats.ts).
      dateRange: {
        type: 'String!',
        resolve: (source: { startDate: string; endDate?: string | null }) =>
          formatEventRange(source.startDate, source.endDate),
      },
    },
    CmsImage: {
      url: {
        type: 'String',
        resolve: (source: { fileNodeId?: string }, _args: unknown, ctx: Ctx) => {
          const fileNode = source.fileNodeId
            ? ctx.nodeModel.getNodeById({ id: source.fileNodeId })
            : null
          return fileNode?.uri?.url ?? null
        },
      },
      localFile: {
        type: 'File',
        resolve: (source: { fileNodeId?: string }, _args: unknown, ctx: Ctx) =>
          localFileOf(source.fileNodeId, ctx),
      },
    },
    Category: {
      parentTid: {
        type: 'Int!',
        resolve: (source: { parentCategory?: string | null }, _args: unknown, ctx: Ctx) => {
          const parent = source.parentCategory
            ? ctx.nodeModel.getNodeById({ id: source.parentCategory })
            : null
          return parent?.tid ?? 0
        },
      },
    },
    SiteSettings: {
      centreMapUrl: {
        type: 'String',
        // Drupal files are published at the same path on the site (see onPostBuild).
        resolve: (source: { centreMapFile?: string | null }, _args: unknown, ctx: Ctx) => {
          const fileNode = source.centreMapFile
            ? ctx.nodeModel.getNodeById({ id: source.centreMapFile })
            : null
          return drupalFilePath(fileNode?.uri?.url)
        },
      },
    },
  })
}
