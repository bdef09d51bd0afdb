import { compareNames } from '../src/lib/text'
import { similarStores, SIMILAR_STORES_LIMIT, type StoreLike } from '../src/lib/stores'
import { isShown, refIds, type DrupalNode } from './mapping'

/**
 * What a store page lists of other content: ids of domain nodes, in the order shown (offers by
 * expiry date, soonest first, then name; gifts by name; similar stores as src/lib/stores.ts
 * ranks them).
 */
export interface StoreLinks {
  offers: string[]
  gifts: string[]
  similarStores: string[]
}

/**
 * The offers and gifts of each store (those naming it) and its similar stores (sharing a
 * category, the rule in src/lib/stores.ts), keyed by the store's domain id, worked out from
 * gatsby-source-drupal's nodes.
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
    if (n.internal.type === 'taxonomy_term__category' && typeof n.drupal_internal__tid === 'number')
      tidOf.set(n.id, n.drupal_internal__tid)
  }
  const stores = nodes
    .filter((n) => n.internal.type === 'node__store' && isShown(n, preview))
    .map((n): StoreLike => ({
      id: domainId(n.id),
      title: typeof n.title === 'string' ? n.title : '',
      categories: refIds(n, 'field_category')
        .map((id) => tidOf.get(id))
        .filter((tid): tid is number => tid !== undefined)
        .map((tid) => ({ tid, parentTid: 0 })),
    }))
    .sort((a, b) => compareNames(a.title, b.title))
  const links = new Map<string, StoreLinks>(
    stores.map((store) => [
      store.id,
      {
        offers: [],
        gifts: [],
        similarStores: similarStores(store, stores, SIMILAR_STORES_LIMIT).map((s) => s.id),
      },
    ]),
  )
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const listed = (type: string) =>
    nodes.filter((n) => n.internal.type === type && isShown(n, preview))
  // Offers as the offers listing orders them (soonest expiry first), gifts by name.
  const offers = listed('node__offer').sort(
    (a, b) =>
      text(a.field_expiry_date).localeCompare(text(b.field_expiry_date)) ||
      compareNames(text(a.title), text(b.title)),
  )
  const gifts = listed('node__gift').sort((a, b) => compareNames(text(a.title), text(b.title)))
  for (const [list, items] of [
    ['offers', offers],
    ['gifts', gifts],
  ] as const) {
    for (const n of items) {
      const [store] = refIds(n, 'field_store')
      if (store) links.get(domainId(store))?.[list].push(domainId(n.id))
    }
  }
  return links
}
