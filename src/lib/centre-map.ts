/**
 * The centre map's rules, shared by the build (which checks a plan against the stores) and
 * the map section (which draws it): which store is in which unit, what a unit is called, and
 * what an editor should hear about a plan that does not match the stores.
 */

/** A tenancy on a floor plan: its shop number, its shape (SVG markup) and the box it covers. */
export interface PlanUnit {
  shopNumber: string
  shape: string
  box: { x: number; y: number; width: number; height: number }
}

/**
 * The points of interest a plan can mark, by the id of their shape (`point-toilets`,
 * `point-atm-2`): what each is called on the map and in its legend.
 */
export const POINT_KINDS = {
  toilets: 'Toilets',
  'accessible-toilet': 'Accessible toilet',
  'parents-room': "Parents' room",
  atm: 'ATM',
  information: 'Information desk',
  lift: 'Lift',
  entrance: 'Entrance',
  'car-park': 'Car park entry',
} as const

export type PointKind = keyof typeof POINT_KINDS

/** A point of interest on a plan: its kind, its middle, and its own name where it has one. */
export interface PlanPoint {
  kind: string
  x: number
  y: number
  label?: string | null
}

/**
 * The kind of point an id marks (`point-atm-2` is an ATM), null for an id that is no point,
 * and undefined for a point of a kind the map does not know.
 */
export function pointKind(id: string): PointKind | null | undefined {
  if (!id.startsWith('point-')) return null
  const rest = id.slice('point-'.length)
  const kinds = Object.keys(POINT_KINDS) as PointKind[]
  return kinds.find((kind) => rest === kind || rest.startsWith(`${kind}-`))
}

/** A point's name as a screen reader reads it: "Toilets" or "Entrance: Main entrance". */
export function pointName(point: PlanPoint): string {
  const kind = POINT_KINDS[point.kind as PointKind] ?? point.kind
  return point.label && point.label !== kind ? `${kind}: ${point.label}` : kind
}

/** The kinds of point on the plans, in the legend's order. */
export function pointLegend(points: readonly PlanPoint[]): PointKind[] {
  const present = new Set(points.map((p) => p.kind))
  return (Object.keys(POINT_KINDS) as PointKind[]).filter((kind) => present.has(kind))
}

/** What the map needs of a store. */
export interface MapStore {
  title: string
  path: string
  shopNumber?: string | null
  /** Its first top-level category, e.g. "Fashion". */
  category?: string | null
}

export interface PlacedUnit<S extends MapStore = MapStore> extends PlanUnit {
  /** The store with this shop number, or null: the unit is vacant. */
  store: S | null
}

/** Shop numbers compare without case or spaces: "g 12" is unit G12. */
const shopKey = (shopNumber: string): string => shopNumber.replace(/\s+/g, '').toUpperCase()

/** The unit with a shop number, on any of the plans' units ("g 12" finds G12). */
export function unitOf<U extends PlanUnit>(units: readonly U[], shopNumber: string): U | null {
  const key = shopKey(shopNumber)
  return units.find((u) => shopKey(u.shopNumber) === key) ?? null
}

/** Each unit with the store whose shop number it has (the first, when two share one). */
export function placeStores<S extends MapStore>(
  units: readonly PlanUnit[],
  stores: readonly S[],
): PlacedUnit<S>[] {
  const byShop = new Map<string, S>()
  for (const store of stores) {
    const key = store.shopNumber ? shopKey(store.shopNumber) : ''
    if (key && !byShop.has(key)) byShop.set(key, store)
  }
  return units.map((unit) => ({ ...unit, store: byShop.get(shopKey(unit.shopNumber)) ?? null }))
}

/** A unit's name as a screen reader reads it: "Shop 12, Willow and Wren, fashion". */
export function unitName(unit: PlacedUnit): string {
  if (!unit.store) return `Shop ${unit.shopNumber}, vacant`
  const category = unit.store.category ? `, ${unit.store.category.toLowerCase()}` : ''
  return `Shop ${unit.shopNumber}, ${unit.store.title}${category}`
}

/**
 * What does not match between the plans' units and the stores' shop numbers, for the build
 * to report (never to fail on): stores whose unit no plan has, and vacant units.
 */
export function planWarnings(units: readonly PlanUnit[], stores: readonly MapStore[]): string[] {
  const onPlan = new Set(units.map((u) => shopKey(u.shopNumber)))
  const missing = stores
    .filter((s) => s.shopNumber && !onPlan.has(shopKey(s.shopNumber)))
    .map((s) => `${s.title} (shop number ${s.shopNumber})`)
  const vacant = placeStores(units, stores)
    .filter((u) => !u.store)
    .map((u) => u.shopNumber)
  return [
    ...(missing.length
      ? [`Stores whose shop number no floor plan has: ${missing.join(', ')}.`]
      : []),
    ...(vacant.length ? [`Units no store names, shown as vacant: ${vacant.join(', ')}.`] : []),
  ]
}

/** A category of the map's legend: its name and its colour's number (0–7, in name order). */
export interface MapCategory {
  name: string
  swatch: number
}

/** The legend: every top-level category a store on the plan has, A–Z, each with a swatch. */
export function mapCategories(units: readonly PlacedUnit[]): MapCategory[] {
  const names = new Set(units.flatMap((u) => (u.store?.category ? [u.store.category] : [])))
  return [...names].sort().map((name, i) => ({ name, swatch: i % 8 }))
}

/**
 * What a unit shows on the plan: the store's name where it fits across the unit at `fontSize`
 * (an average glyph is taken as 0.55 em wide), otherwise its shop number.
 */
export function unitLabel(unit: PlacedUnit, fontSize: number): string {
  const name = unit.store?.title
  if (name && name.length * fontSize * 0.55 <= unit.box.width - 6) return name
  return unit.shopNumber
}

/**
 * Whether a store answers a visitor's search on the map: its name contains the words typed
 * (case and accents aside), or the text is its shop number.
 */
export function storeMatches(store: MapStore, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  const words = fold(query).trim().split(/\s+/).filter(Boolean)
  if (!words.length) return false
  if (store.shopNumber && shopKey(query) === shopKey(store.shopNumber)) return true
  const name = fold(store.title)
  return words.every((word) => name.includes(word))
}

/** A store's name in a map link (`?store=willow-and-wren`): the last part of its path. */
export const storeSlug = (path: string): string => path.replace(/\/$/, '').split('/').pop() ?? ''

/** The store a map link names (`?store=willow-and-wren`). */
export function storeFromSearch<S extends MapStore>(
  search: string,
  stores: readonly S[],
): S | null {
  const slug = new URLSearchParams(search).get('store')?.trim().toLowerCase()
  if (!slug) return null
  return stores.find((s) => storeSlug(s.path) === slug) ?? null
}
