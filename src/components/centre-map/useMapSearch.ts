import { useEffect, useMemo, useState } from 'react'
import { storeFromSearch, storeMatches } from '../../lib/centre-map'
import type { IndexedStore } from './StoreIndex'

export interface MapSearchState {
  query: string
  setQuery: (query: string) => void
  /** Shows one store: highlighted, brought into view, focused, announced. */
  show: (store: IndexedStore) => void
  /** Shop numbers to highlight; null when nothing is searched or chosen. */
  highlighted: ReadonlySet<string> | null
  /** Shop numbers the search found, to list; null when nothing is searched. */
  found: ReadonlySet<string> | null
  focusShop: string | null
  status: string
}

const plural = (n: number) => (n === 1 ? '1 store matches' : `${n} stores match`)

/**
 * What the visitor looks for on the map: the words typed in the search box, or the store a
 * link named (`?store=<slug>`, read once the page has loaded), never both at once.
 */
export function useMapSearch(
  stores: readonly IndexedStore[],
  levelOf: (shop: string) => string,
): MapSearchState {
  const [query, setQueryState] = useState('')
  const [chosen, setChosen] = useState<IndexedStore | null>(null)
  useEffect(() => {
    setChosen(storeFromSearch(window.location.search, stores))
  }, [stores])
  const found = useMemo(
    () => (query.trim() ? stores.filter((s) => storeMatches(s, query)) : null),
    [query, stores],
  )
  const setQuery = (value: string) => {
    setChosen(null)
    setQueryState(value)
  }
  const show = (store: IndexedStore) => {
    setQueryState('')
    setChosen(store)
    window.history.replaceState(window.history.state, '', `?store=${store.slug}`)
  }
  let status = ''
  if (found)
    status = found.length
      ? `${plural(found.length)} “${query.trim()}”.`
      : `No store matches “${query.trim()}”.`
  else if (chosen)
    status = `${chosen.title}: shop ${chosen.shopNumber}, ${levelOf(chosen.shopNumber)}, highlighted on the map.`
  const foundShops = found ? new Set(found.map((s) => s.shopNumber)) : null
  return {
    query,
    setQuery,
    show,
    highlighted: foundShops ?? (chosen ? new Set([chosen.shopNumber]) : null),
    found: foundShops,
    focusShop: chosen?.shopNumber ?? null,
    status,
  }
}
