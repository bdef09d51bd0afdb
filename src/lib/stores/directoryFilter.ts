/**
 * The store directory's filter: a category (or its parent) and free text on a store's name and
 * about text. Pure functions; components only call them.
 */
import { stripHtml } from '../text'

export interface CategoryRef {
  tid: number
  /** 0 for a top-level category. */
  parentTid: number
}

export interface StoreLike {
  id: string
  title: string
  about?: string | null
  categories: readonly CategoryRef[]
}

export interface StoreFilter {
  /** A category tid, or null for every category. */
  category: number | null
  /** Free text; blank matches everything. */
  term: string
}

export const EMPTY_STORE_FILTER: StoreFilter = { category: null, term: '' }

/** The store directory's empty-result message. */
export const NO_STORES_MESSAGE =
  "It looks like we couldn't find a store! Broaden your search, or reset your search and try again."

/** Normalised search text: trimmed, lower case, inner white space collapsed. */
function normaliseTerm(term: string | null | undefined): string {
  return (term ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * Does a category list match the chosen category? A category matches when it is the chosen
 * one or its parent is (choosing "Home" finds stores filed under "Furniture").
 */
export function matchesCategory(categories: readonly CategoryRef[], tid: number | null): boolean {
  if (tid === null) return true
  return categories.some((c) => c.tid === tid || (c.parentTid !== 0 && c.parentTid === tid))
}

/** Case-insensitive match of the term on the title plus the about text (markup stripped). */
export function matchesTerm(store: Pick<StoreLike, 'title' | 'about'>, term: string): boolean {
  const needle = normaliseTerm(term)
  if (!needle) return true
  const haystack = normaliseTerm(`${store.title} ${stripHtml(store.about)}`)
  return haystack.includes(needle)
}

/** Remove repeated items (by id), keeping the first: a store listed twice is shown once. */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>()
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
}

/** The directory's stores for a filter, in the given order, each store at most once. */
export function filterStores<T extends StoreLike>(stores: readonly T[], filter: StoreFilter): T[] {
  return uniqueById(stores).filter(
    (store) =>
      matchesCategory(store.categories, filter.category) && matchesTerm(store, filter.term),
  )
}
