import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from '@gatsbyjs/reach-router'
import {
  EMPTY_GIFT_FILTER,
  filterGifts,
  giftFilterFromSearch,
  shownCount,
  type GiftFilter,
} from '../../lib/gifts'
import type { useGiftGuideOptions } from './useGiftGuideOptions'

type Offered = ReturnType<typeof useGiftGuideOptions>

/**
 * The gift guide's filter: the choices being made (`draft`), those applied by 'Find a gift!'
 * (or preselected by the query string), the gifts they match and how many are shown ('Load
 * more' adds a page and moves focus to the first gift it shows).
 */
export function useGiftGuideFilter({ allowed, recipientOpts, categoryOpts }: Offered) {
  const location = useLocation()
  const [draft, setDraft] = useState<GiftFilter>(EMPTY_GIFT_FILTER)
  const [applied, setApplied] = useState<GiftFilter>(EMPTY_GIFT_FILTER)
  const [loads, setLoads] = useState(0)
  const focusIndex = useRef<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  // The server render has no query string: apply it after mount.
  useEffect(() => {
    const filter = giftFilterFromSearch(location.search, {
      recipients: recipientOpts,
      categories: categoryOpts,
    })
    if (filter === null) return
    setDraft(filter)
    setApplied(filter)
    setLoads(0)
  }, [location, recipientOpts, categoryOpts])

  const results = useMemo(() => filterGifts(allowed, applied), [allowed, applied])
  const count = shownCount(results.length, loads)

  // After 'Load more', move focus to the first newly shown gift.
  useEffect(() => {
    if (focusIndex.current === null) return
    const link = listRef.current?.querySelectorAll<HTMLAnchorElement>('li a')[focusIndex.current]
    focusIndex.current = null
    link?.focus()
  }, [count])

  const apply = () => {
    setApplied(draft)
    setLoads(0)
  }
  const loadMore = () => {
    focusIndex.current = count
    setLoads(loads + 1)
  }

  return { draft, setDraft, apply, results, count, loadMore, listRef }
}
