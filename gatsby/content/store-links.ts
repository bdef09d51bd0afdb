import { compareNames } from '../../src/lib/text'
import type { CreateResolversArgs } from 'gatsby'
import type { StoreLike } from '../../src/lib/stores/directoryFilter'
import { similarStoresOfEach, SIMILAR_STORES_LIMIT } from '../../src/lib/stores/similarStores'
import { isShown, type DrupalNode } from '../source/mapping'
import { STORE_LISTED_TYPES } from '.'
import category from './category'
import store from './store'

/**
 * What a store page lists of other content: ids of domain nodes, in the order shown (offers by
 * expiry date, soonest first, then name; gifts by name; similar stores as
 * src/lib/stores/similarStores.ts ranks them).
 */
export interface StoreLinks {
  offers: string[]
  gifts: string[]
  similarStores: string[]
}

/**
 * The offers and gifts of each store (those naming it) and its similar stores (sharing a
 * category, the rule in src/lib/stores/similarStores.ts), keyed by the store's domain id,
 * worked out from gatsby-source-drupal's nodes.
 *
 * They are stored as a StoreLinks node per store (see gatsby-node.ts) and read through it, so
 * a store page's query depends on the store, its links node and the nodes it lists. A
 * resolver that read every Offer, Gift or Store instead would make all store pages' queries
 * run again whenever any offer, gift or store changed (Gatsby tracks a read of a whole type
 * as a dependency on each node of it).
 */
export function storeLinks(
  nodes: readonly DrupalNode[],
  domainId: (drupalGatsbyId: string) => string,
  preview = false,
): Map<string, StoreLinks> {
  const tidOf = new Map<string, number>()
  for (const n of nodes) {
    if (n.internal.type === category.drupal && typeof n.drupal_internal__tid === 'number')
      tidOf.set(n.id, n.drupal_internal__tid)
  }
  const stores = nodes
    .filter((n) => n.internal.type === store.drupal && isShown(n, preview))
    .map((n): StoreLike => ({
      id: domainId(n.id),
      title: typeof n.title === 'string' ? n.title : '',
      categories: store
        .categories(n)
        .map((id) => tidOf.get(id))
        .filter((tid): tid is number => tid !== undefined)
        .map((tid) => ({ tid, parentTid: 0 })),
    }))
  const similar = similarStoresOfEach(stores, SIMILAR_STORES_LIMIT)
  const links = new Map<string, StoreLinks>(
    stores.map((s) => [
      s.id,
      { offers: [], gifts: [], similarStores: (similar.get(s.id) ?? []).map((x) => x.id) },
    ]),
  )
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  // Each listed type (offers, gifts) as its module orders it, then by name.
  for (const type of STORE_LISTED_TYPES) {
    const { list, store: storeOf, sortKey = () => '' } = type.storeList
    const items = nodes
      .filter((n) => n.internal.type === type.drupal && isShown(n, preview))
      .sort(
        (a, b) =>
          sortKey(a).localeCompare(sortKey(b)) || compareNames(text(a.title), text(b.title)),
      )
    for (const n of items) {
      const named = storeOf(n)
      if (named) links.get(domainId(named))?.[list].push(domainId(n.id))
    }
  }
  return links
}

// ---------------------------------------------------------------------------------------
// Reading them: the Store fields a store page queries

interface Ctx {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => object | null
  }
}

/** Id of the StoreLinks node of a store (made in sourceNodes, see gatsby/content/store-links.ts). */
export const storeLinksId = (storeId: string) => `store-links:${storeId}`

/** The node type holding what a store page lists, and the Store fields read from it. */
export const STORE_LINKS_TYPE = 'StoreLinks'
export const STORE_LINK_FIELDS = ['offers', 'gifts', 'similarStores'] as const

/** The nodes a store's links node lists under `field`, each read by id. */
function linked(storeId: string, field: keyof StoreLinks, type: string, ctx: Ctx) {
  const links = ctx.nodeModel.getNodeById({
    id: storeLinksId(storeId),
    type: STORE_LINKS_TYPE,
  }) as StoreLinks | null
  return (links?.[field] ?? [])
    .map((id) => ctx.nodeModel.getNodeById({ id, type }))
    .filter((node): node is object => node !== null)
}

/**
 * `Store.offers`, `Store.gifts` (all of them, visible or not: visibility is a rule in src/lib)
 * and `Store.similarStores` (at most 12, never the store itself), read
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
