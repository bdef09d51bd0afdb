/** Similar stores: the other stores a store page lists, chosen by shared categories. */
import { compareNames } from '../text'
import { uniqueById, type StoreLike } from './directoryFilter'

/** Related (similar) stores: at most 12. */
export const SIMILAR_STORES_LIMIT = 12

/**
 * Similar stores: other stores sharing at least one category id with `store`, never the store
 * itself, at most `limit`, shown in name order.
 *
 * Which ones: the most shared categories first; among stores that share as many, those that
 * follow `store` in id order, going round to the start (the id is the store's, not its name).
 * So every store of a category is shown on about as many other stores' pages (name order
 * would show the same first dozen everywhere), and a store's name change alters only the pages
 * that list it, however many stores the centre has (in name order, a store-title edit re-rendered
 * 79 pages at ten times the content against 30, as it moved in or out of its category's first
 * twelve on every page of the category).
 */
export function similarStores<T extends StoreLike>(
  store: StoreLike,
  stores: readonly T[],
  limit = SIMILAR_STORES_LIMIT,
): T[] {
  return pickSimilar(store, storesByCategory(stores), limit)
}

/**
 * similarStores for every store of `stores` (each once), by id: the stores are grouped by
 * category once, so each store weighs only the stores it shares a category with, not all of
 * them (at ten times the content, 1,000 stores, comparing each with each took 0.4 s of every
 * build).
 */
export function similarStoresOfEach<T extends StoreLike>(
  stores: readonly T[],
  limit = SIMILAR_STORES_LIMIT,
): Map<string, T[]> {
  const byCategory = storesByCategory(stores)
  return new Map(
    uniqueById(stores).map((store) => [store.id, pickSimilar(store, byCategory, limit)]),
  )
}

/** Each category id's stores (each store once, the first of a repeated id kept). */
function storesByCategory<T extends StoreLike>(stores: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>()
  for (const store of uniqueById(stores)) {
    for (const tid of new Set(store.categories.map((c) => c.tid))) {
      const list = out.get(tid)
      if (list) list.push(store)
      else out.set(tid, [store])
    }
  }
  return out
}

function pickSimilar<T extends StoreLike>(
  store: StoreLike,
  byCategory: ReadonlyMap<number, readonly T[]>,
  limit: number,
): T[] {
  /** How many of `store`'s categories each other store has. */
  const shared = new Map<T, number>()
  for (const tid of new Set(store.categories.map((c) => c.tid))) {
    for (const other of byCategory.get(tid) ?? []) {
      if (other.id !== store.id) shared.set(other, (shared.get(other) ?? 0) + 1)
    }
  }
  /** Where `id` comes in the round that starts just after `store`. */
  const after = (id: string) => (id > store.id ? 0 : 1)
  return [...shared]
    .sort(
      ([a, sharedA], [b, sharedB]) =>
        sharedB - sharedA || after(a.id) - after(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, limit)
    .map(([other]) => other)
    .sort((a, b) => compareNames(a.title, b.title) || (a.id < b.id ? -1 : 1))
}
