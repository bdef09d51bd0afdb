import React from 'react'
import { SmartLink } from '../common/SmartLink'
import type { ContentItem } from '../../lib/search/types'
import * as S from './Search.styles'

/**
 * A store result: thumbnail, title, link to the store. (A search-specific card: the results
 * come from the worker at run time, not from a GraphQL fragment, so the thumbnail is a plain
 * image published by the index build.)
 */
export function SearchStoreCard({ item }: { item: ContentItem }) {
  return (
    <S.Card>
      <S.Thumb>
        {item.thumb && (
          <img src={item.thumb} alt="" width={88} height={88} loading="lazy" decoding="async" />
        )}
      </S.Thumb>
      <S.CardTitle>
        <SmartLink to={item.path}>{item.title}</SmartLink>
      </S.CardTitle>
    </S.Card>
  )
}
