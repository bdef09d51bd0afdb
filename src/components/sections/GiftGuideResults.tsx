import React from 'react'
import { GiftCard } from '../gift/GiftCard'
import { hasMore, NO_GIFTS_MESSAGE } from '../../lib/gifts'
import type { useGiftGuideFilter } from './useGiftGuideFilter'
import * as S from './GiftGuideSection.styles'

type Filter = ReturnType<typeof useGiftGuideFilter>

/** The matching gifts shown so far, their count (announced) and 'Load more'. */
export function GiftGuideResults({
  results,
  count,
  listRef,
  onLoadMore,
}: {
  results: Filter['results']
  /** How many of the results are shown. */
  count: number
  listRef: Filter['listRef']
  onLoadMore: () => void
}) {
  return (
    <>
      <S.Count role="status" data-testid="gift-count">
        {results.length
          ? `Showing ${count} of ${results.length} ${results.length === 1 ? 'gift' : 'gifts'}`
          : ''}
      </S.Count>
      {results.length ? (
        <>
          <S.Grid ref={listRef}>
            {results.slice(0, count).map((gift) => (
              <li key={gift.id}>
                <GiftCard gift={gift} />
              </li>
            ))}
          </S.Grid>
          {hasMore(results.length, count) && (
            <S.More>
              <S.MoreButton type="button" onClick={onLoadMore}>
                Load more
              </S.MoreButton>
            </S.More>
          )}
        </>
      ) : (
        <S.Empty>{NO_GIFTS_MESSAGE}</S.Empty>
      )}
    </>
  )
}
