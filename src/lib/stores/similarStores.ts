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
  const unique = uniqueById(stores)
  const byCategory = storesByCategory(unique)
  // Name order worked out once: comparing names through the collator inside every store's
  // pick was a third of this function's time at ten times the content.
  const named = [...unique].sort(byName)
  const place = new Map(named.map((store, i) => [store, i]))
  const inNameOrder = (a: T, b: T) => (place.get(a) ?? 0) - (place.get(b) ?? 0)
  return new Map(
    unique.map((store) => [store.id, pickSimilar(store, byCategory, limit, inNameOrder)]),
  )
}

const byName = (a: StoreLike, b: StoreLike) =>
  compareNames(a.title, b.title) || (a.id < b.id ? -1 : 1)

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
  inNameOrder: (a: T, b: T) => number = byName,
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
  const ahead = ([a, sharedA]: [T, number], [b, sharedB]: [T, number]) =>
    sharedB - sharedA || after(a.id) - after(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  return firstInOrder(shared, limit, ahead)
    .map(([other]) => other)
    .sort(inNameOrder)
}

/**
 * The first `limit` entries in `order`, in that order: a pick keeps only as many as it shows
 * instead of sorting every candidate (a store of a big category has hundreds).
 */
function firstInOrder<E>(entries: Iterable<E>, limit: number, order: (a: E, b: E) => number): E[] {
  const kept: E[] = []
  for (const entry of entries) {
    if (kept.length === limit && order(entry, kept[limit - 1]) >= 0) continue
    let at = kept.length
    while (at > 0 && order(entry, kept[at - 1]) < 0) at -= 1
    kept.splice(at, 0, entry)
    if (kept.length > limit) kept.pop()
  }
  return kept
}
