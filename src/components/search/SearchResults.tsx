import React from 'react'
import { SmartLink } from '../common/SmartLink'
import { groupResults } from '../../lib/search/grouping'
import type { ContentItem } from '../../lib/search/types'
import { SearchStoreCard } from './SearchStoreCard'
import * as S from './Search.styles'

/** Results under their group headings: stores as a card grid, the others as links by title. */
export function SearchResults({ items }: { items: readonly ContentItem[] }) {
  return (
    <>
      {groupResults(items).map((group, i) => {
        const headingId = `search-group-${i}`
        return (
          <S.Group key={group.heading} aria-labelledby={headingId}>
            <S.GroupHeading id={headingId}>{group.heading}</S.GroupHeading>
            {group.layout === 'cards' ? (
              <S.CardGrid>
                {group.items.map((item) => (
                  <SearchStoreCard key={item.id} item={item} />
                ))}
              </S.CardGrid>
            ) : (
              <S.LinkList>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <SmartLink to={item.path}>{item.title}</SmartLink>
                  </li>
                ))}
              </S.LinkList>
            )}
          </S.Group>
        )
      })}
    </>
  )
}
