import React, { useEffect, useMemo, useState } from 'react'
import { useLocation } from '@gatsbyjs/reach-router'
import { useCollections } from '../collections/CollectionsContext'
import { StoreCard, StoreGrid } from '../store/StoreCard'
import { StoreFilterBar } from '../store/StoreFilterBar'
import { categoryOptions } from '../../lib/stores/categoryOptions'
import {
  EMPTY_STORE_FILTER,
  filterStores,
  NO_STORES_MESSAGE,
  type StoreFilter,
} from '../../lib/stores/directoryFilter'
import { searchForStoreFilter, storeFilterFromSearch } from '../../lib/stores/directoryUrl'
import * as S from './StoreDirectory.styles'

/**
 * The store directory (/stores/, and any page with a store search section): the filter bar
 * and the grid of store cards. The server render lists every store (so the page works
 * without JavaScript); after mount `?category={tid}&q={term}` is applied, and each search
 * writes the chosen filter back to the URL (shareable, kept on back/forward).
 */
export function StoreDirectory({ heading }: { heading?: string | null }) {
  const { stores = [], categories = [] } = useCollections()
  const location = useLocation()
  const options = useMemo(() => categoryOptions(categories), [categories])

  const [applied, setApplied] = useState<StoreFilter>(EMPTY_STORE_FILTER)
  const [draft, setDraft] = useState<StoreFilter>(EMPTY_STORE_FILTER)

  // The server render has no query string: read it after mount and on every navigation.
  useEffect(() => {
    const fromUrl = storeFilterFromSearch(location.search)
    const known = options.some((option) => option.tid === fromUrl.category)
    const filter = { ...fromUrl, category: known ? fromUrl.category : null }
    setApplied(filter)
    setDraft(filter)
  }, [location, options])

  const apply = (filter: StoreFilter) => {
    const next = { category: filter.category, term: filter.term.trim() }
    setApplied(next)
    setDraft(next)
    const { pathname, search, hash } = window.location
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${searchForStoreFilter(next, search)}${hash}`,
    )
  }

  const shown = useMemo(() => filterStores(stores, applied), [stores, applied])
  const filtered = applied.category !== null || applied.term !== ''

  return (
    <S.Section as="section" aria-labelledby="store-directory-heading">
      <S.Heading id="store-directory-heading" className={heading ? undefined : 'visually-hidden'}>
        {heading || 'Store directory'}
      </S.Heading>
      <StoreFilterBar
        options={options}
        value={draft}
        onChange={setDraft}
        onSearch={() => apply(draft)}
        onReset={() => apply(EMPTY_STORE_FILTER)}
      />
      <S.Count role="status" data-testid="store-count">
        {filtered
          ? `${shown.length} ${shown.length === 1 ? 'store' : 'stores'} found`
          : `${shown.length} stores`}
      </S.Count>
      {shown.length ? (
        <StoreGrid data-variant="directory">
          {shown.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </StoreGrid>
      ) : (
        <S.Empty>{NO_STORES_MESSAGE}</S.Empty>
      )}
    </S.Section>
  )
}
