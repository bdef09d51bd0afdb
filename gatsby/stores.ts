import type { CreateResolversArgs } from 'gatsby'
import { SIMILAR_STORES_LIMIT } from '../src/lib/stores'
import type { StoreLinks } from './store-links'

interface Ctx {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => object | null
  }
}

/** Id of the StoreLinks node of a store (made in sourceNodes, see gatsby/store-links.ts). */
export const storeLinksId = (storeId: string) => `store-links:${storeId}`

/** The nodes a store's links node lists under `field`, each read by id. */
function linked(storeId: string, field: keyof StoreLinks, type: string, ctx: Ctx) {
  const links = ctx.nodeModel.getNodeById({
    id: storeLinksId(storeId),
    type: 'StoreLinks',
  }) as StoreLinks | null
  return (links?.[field] ?? [])
    .map((id) => ctx.nodeModel.getNodeById({ id, type }))
    .filter((node): node is object => node !== null)
}

/**
 * `Store.offers`, `Store.gifts` (all of them, visible or not: visibility is a rule in src/lib)
 * and `Store.similarStores` (spec: related stores, at most 12, never the store itself), read
 * from the store's StoreLinks node, so a store page depends only on what it shows.
 */
export function createStoreResolvers({ createResolvers }: CreateResolversArgs) {
  createResolvers({
    Store: {
      offers: {
        type: '[Offer!]!',
        resolve: (source: { id: string }, _args: unknown, ctx: Ctx) =>
          linked(source.id, 'offers', 'Offer', ctx),
      },
      gifts: {
        type: '[Gift!]!',
        resolve: (source: { id: string }, _args: unknown, ctx: Ctx) =>
          linked(source.id, 'gifts', 'Gift', ctx),
      },
      similarStores: {
        type: '[Store!]!',
        args: { limit: { type: 'Int', defaultValue: SIMILAR_STORES_LIMIT } },
        resolve: (source: { id: string }, args: { limit?: number }, ctx: Ctx) =>
          linked(source.id, 'similarStores', 'Store', ctx).slice(
            0,
            args.limit ?? SIMILAR_STORES_LIMIT,
          ),
      },
    },
  })
}
