import React, { useId } from 'react'
import { graphql } from 'gatsby'
import { useEarlyInput } from '../forms/earlyInput'
import { GiftGuideFilterForm } from './GiftGuideFilterForm'
import { GiftGuideResults } from './GiftGuideResults'
import { useGiftGuideFilter } from './useGiftGuideFilter'
import { useGiftGuideOptions } from './useGiftGuideOptions'
import * as S from './GiftGuideSection.styles'

/**
 * Gift guide: recipient, category and price filters applied when 'Find a gift!' is pressed;
 * 8 gifts, 'Load more' adds 8. The section's configured categories / recipients restrict
 * both the gifts and the options. `?category={recipient id}` preselects the recipient.
 */
export function GiftGuideSection({ section }: { section: Queries.SectionGiftGuideFieldsFragment }) {
  const offered = useGiftGuideOptions(section)
  const id = useId()
  const earlyInput = useEarlyInput()
  const filter = useGiftGuideFilter(offered)

  return (
    <S.Section as="section" aria-labelledby={`${id}-heading`} data-testid="gift-guide">
      <h2 id={`${id}-heading`}>{section.heading || 'Gift guide'}</h2>
      <GiftGuideFilterForm
        id={id}
        formRef={earlyInput}
        draft={filter.draft}
        onDraftChange={filter.setDraft}
        onApply={filter.apply}
        recipientOpts={offered.recipientOpts}
        categoryOpts={offered.categoryOpts}
      />
      <GiftGuideResults
        results={filter.results}
        count={filter.count}
        listRef={filter.listRef}
        onLoadMore={filter.loadMore}
      />
    </S.Section>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionGiftGuideFields on SectionGiftGuide {
    heading
    categories {
      tid
    }
    recipients {
      tid
    }
  }
`
