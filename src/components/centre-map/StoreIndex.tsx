import React from 'react'
import type { MapStore } from '../../lib/centre-map'
import * as S from './CentreMap.styles'

export interface IndexedStore extends MapStore {
  shopNumber: string
  /** Its `?store=` name: the last part of its path. */
  slug: string
}

/**
 * Every store on the plans, A–Z, with its shop number (and level, where there are several)
 * and a link that shows it on the map:
 * the plan's accessible equivalent. While a search is on, only the stores it finds.
 */
export function StoreIndex({
  stores,
  shown,
  onShow,
  levelOf,
}: {
  stores: readonly IndexedStore[]
  shown: ReadonlySet<string> | null
  onShow: (store: IndexedStore) => void
  /** For a centre of several levels: the level of a shop, said beside its number. */
  levelOf?: (shopNumber: string) => string | null
}) {
  const listed = shown ? stores.filter((s) => shown.has(s.shopNumber)) : stores
  return (
    <div>
      <h3>Stores A–Z</h3>
      <S.StoreList>
        {listed.map((store) => (
          <li key={store.shopNumber}>
            <a href={store.path}>{store.title}</a>{' '}
            <span>
              Shop {store.shopNumber}
              {levelOf && `, ${levelOf(store.shopNumber)}`}
            </span>{' '}
            <S.ShowOnMap
              href={`?store=${store.slug}`}
              aria-label={`Show on map: ${store.title}`}
              onClick={(event) => {
                event.preventDefault()
                onShow(store)
              }}
            >
              Show on map
            </S.ShowOnMap>
          </li>
        ))}
      </S.StoreList>
    </div>
  )
}
