import type { CreateResolversArgs } from 'gatsby'
import { similarStores, SIMILAR_STORES_LIMIT, type StoreLike } from '../src/lib/stores'

/** The fields of raw Store / Category nodes this resolver reads. */
interface RawStore {
  id: string
  title?: string
  categories?: string[] | null
}

interface Ctx {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => { tid?: number } | null
    findAll: (args: { type: string }) => Promise<{ entries: Iterable<RawStore> }>
  }
}

/**
 * `Store.similarStores`: other stores sharing a category id (spec: related stores, at most
 * 12, never the store itself), worked out at build time with the rule in src/lib/stores.ts
 * so a store page carries only the stores it shows.
 */
export function createStoreResolvers({ createResolvers }: CreateResolversArgs) {
  createResolvers({
    Store: {
      similarStores: {
        type: '[Store!]!',
        args: { limit: { type: 'Int', defaultValue: SIMILAR_STORES_LIMIT } },
        resolve: async (source: RawStore, args: { limit?: number }, ctx: Ctx) => {
          const toLike = (store: RawStore): StoreLike & { node: RawStore } => ({
            id: store.id,
            title: store.title ?? '',
            node: store,
            categories: (store.categories ?? [])
              .map((id) => ctx.nodeModel.getNodeById({ id, type: 'Category' })?.tid)
              .filter((tid): tid is number => typeof tid === 'number')
              .map((tid) => ({ tid, parentTid: 0 })),
          })
          const { entries } = await ctx.nodeModel.findAll({ type: 'Store' })
          const all = Array.from(entries)
            .map(toLike)
            .sort((a, b) => a.title.localeCompare(b.title))
          return similarStores(toLike(source), all, args.limit ?? SIMILAR_STORES_LIMIT).map(
            (store) => store.node,
          )
        },
      },
    },
  })
}
