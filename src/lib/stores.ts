/**
 * Store rules: directory filters, similar stores, the category
 * tree used by the filters, the store info panel's links, and the directory's URL state.
 * Pure functions; components only call them.
 */
import type { CarouselSettings } from './slides'
import { compareNames, stripHtml, truncateAtWord } from './text'
import { isSafeLinkTarget } from './links'

export interface CategoryRef {
  tid: number
  /** 0 for a top-level category. */
  parentTid: number
}

export interface CategoryNode extends CategoryRef {
  name: string
  weight: number
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

/** Related (similar) stores: at most 12. */
export const SIMILAR_STORES_LIMIT = 12

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

/* ---------- Category tree ---------- */

export interface CategoryOption {
  tid: number
  name: string
  /** 0 for top-level categories, 1 for their children… */
  depth: number
}

const byWeightThenName = (a: CategoryNode, b: CategoryNode) =>
  a.weight - b.weight || compareNames(a.name, b.name)

/**
 * Categories as a flat, tree-ordered option list: each top-level category (by weight, then
 * name) followed by its children, depth-first. With `allowed`, only those categories, their
 * descendants and their ancestors are kept (ancestors stay so the tree still makes sense).
 */
export function categoryOptions(
  categories: readonly CategoryNode[],
  allowed?: readonly number[] | null,
): CategoryOption[] {
  const unique = new Map<number, CategoryNode>()
  categories.forEach((c) => unique.has(c.tid) || unique.set(c.tid, c))
  const all = [...unique.values()]
  const children = new Map<number, CategoryNode[]>()
  for (const c of all) {
    const parent = unique.has(c.parentTid) ? c.parentTid : 0
    children.set(parent, [...(children.get(parent) ?? []), c])
  }

  let keep: Set<number> | null = null
  if (allowed && allowed.length) {
    keep = new Set<number>()
    const addDescendants = (tid: number) => {
      keep!.add(tid)
      children.get(tid)?.forEach((child) => addDescendants(child.tid))
    }
    for (const tid of allowed) {
      if (!unique.has(tid)) continue
      addDescendants(tid)
      let parent = unique.get(tid)!.parentTid
      const guard = new Set<number>()
      while (unique.has(parent) && !guard.has(parent)) {
        guard.add(parent)
        keep.add(parent)
        parent = unique.get(parent)!.parentTid
      }
    }
  }

  const out: CategoryOption[] = []
  const visited = new Set<number>()
  const walk = (parent: number, depth: number) => {
    for (const c of [...(children.get(parent) ?? [])].sort(byWeightThenName)) {
      if (visited.has(c.tid)) continue
      visited.add(c.tid)
      if (keep && !keep.has(c.tid)) continue
      out.push({ tid: c.tid, name: c.name, depth })
      walk(c.tid, depth + 1)
    }
  }
  walk(0, 0)
  return out
}

/* ---------- Store info panel ---------- */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * A store's website as a link target: null when missing or not an http(s) address (a
 * `javascript:` value from the CMS never becomes a link); `https://` added when there is no
 * scheme.
 */
export function websiteHref(web: string | null | undefined): string | null {
  const value = (web ?? '').trim()
  if (!value) return null
  if (SCHEME.test(value)) return /^https?:/i.test(value) && isSafeLinkTarget(value) ? value : null
  if (value.startsWith('//')) return `https:${value}`
  return `https://${value}`
}

export function websiteLabel(storeTitle: string): string {
  return `Visit the ${storeTitle} website`
}

export function shopLocationLabel(shopNumber: string): string {
  return `Store location - Shop number ${shopNumber}`
}

export interface PhoneParts {
  before: string
  /** The phone number as written, or null when the text has none. */
  number: string | null
  /** `tel:` target for the number (digits and a leading +). */
  href: string | null
  after: string
}

/**
 * A phone value is free text (`02 5550 1001 (Shop 1)`, or a sentence): the text is kept as
 * written, and its first phone number (8 or more digits) becomes a `tel:` link.
 */
export function phoneParts(phone: string): PhoneParts {
  const match = /\+?\(?\d[\d\s().-]{6,}\d/.exec(phone)
  const digits = match ? match[0].replace(/[^\d+]/g, '') : ''
  if (!match || digits.replace('+', '').length < 8) {
    return { before: phone, number: null, href: null, after: '' }
  }
  return {
    before: phone.slice(0, match.index),
    number: match[0],
    href: `tel:${digits}`,
    after: phone.slice(match.index + match[0].length),
  }
}

/* ---------- URL state of the directory ---------- */

/** The directory's filter from a URL query: `?category={tid}&q={term}`. */
export function storeFilterFromSearch(search: string | null | undefined): StoreFilter {
  const params = new URLSearchParams(search ?? '')
  const raw = (params.get('category') ?? '').trim()
  const category = /^\d+$/.test(raw) ? Number(raw) : null
  return { category, term: (params.get('q') ?? '').trim() }
}

/** The URL query for a filter (empty for no filter), keeping other parameters of `current`. */
export function searchForStoreFilter(filter: StoreFilter, current = ''): string {
  const params = new URLSearchParams(current)
  params.delete('category')
  params.delete('q')
  if (filter.category !== null) params.set('category', String(filter.category))
  const term = filter.term.trim()
  if (term) params.set('q', term)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/* ---------- Store page ---------- */

/**
 * The offers slider: 4 shown from 1500 px, 3 from 1100 px, 1.2 from 800 px
 * and 1 below, where it autoplays every 12 s (autoplay off on larger screens).
 */
export const OFFERS_SLIDER_SETTINGS: CarouselSettings = {
  slidesToShow: 4,
  slidesToScroll: 1,
  infinite: false,
  autoplay: false,
  autoplaySpeed: 12000,
  speed: 300,
  responsive: [
    { breakpoint: 1499, settings: { slidesToShow: 3 } },
    { breakpoint: 1099, settings: { slidesToShow: 1.2 } },
    { breakpoint: 799, settings: { slidesToShow: 1, autoplay: true, autoplaySpeed: 12000 } },
  ],
}

export interface StoreJsonLdInput {
  title: string
  path: string
  about?: string | null
  website?: string | null
  phone?: string | null
  shopNumber?: string | null
  logoUrl?: string | null
  imageUrl?: string | null
}

export interface CentreInfo {
  siteName: string
  siteUrl: string
  address?: string | null
  phone?: string | null
}

/** schema.org Store for a store page, contained in the centre (a ShoppingCenter). */
export function storeJsonLd(store: StoreJsonLdInput, centre: CentreInfo): Record<string, unknown> {
  const absolute = (url: string | null | undefined) =>
    !url ? undefined : /^https?:/i.test(url) ? url : `${centre.siteUrl}${url}`
  const description = stripHtml(store.about)
  const address = stripHtml(centre.address)
  const phone = store.phone ? phoneParts(store.phone) : null
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.title,
    url: `${centre.siteUrl}${store.path}`,
    description: description ? truncateAtWord(description, 200) : undefined,
    telephone: phone?.number ?? undefined,
    sameAs: websiteHref(store.website) ?? undefined,
    logo: absolute(store.logoUrl),
    image: absolute(store.imageUrl ?? store.logoUrl),
    branchCode: store.shopNumber || undefined,
    containedInPlace: {
      '@type': 'ShoppingCenter',
      name: centre.siteName,
      url: `${centre.siteUrl}/`,
      address: address || undefined,
      telephone: centre.phone || undefined,
    },
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>
}
