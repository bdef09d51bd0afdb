import React, { useEffect, useId, useMemo, useRef, useState } from 'react'
import { graphql } from 'gatsby'
import { useLocation } from '@gatsbyjs/reach-router'
import { useCollections } from '../collections/CollectionsContext'
import { GiftCard } from '../gift/GiftCard'
import {
  EMPTY_GIFT_FILTER,
  filterGifts,
  giftCategoryOptions,
  hasMore,
  NO_GIFTS_MESSAGE,
  giftFilterFromSearch,
  recipientOptions,
  restrictGifts,
  shownCount,
  type GiftFilter,
  type GiftGuideConfig,
} from '../../lib/gifts'
import { PRICE_RANGES } from '../../lib/price'
import { EARLY_INPUT, useEarlyInput } from '../forms/earlyInput'
import * as S from './GiftGuideSection.styles'

const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth)

/**
 * Gift guide: recipient, category and price filters applied when 'Find a gift!' is pressed;
 * 8 gifts, 'Load more' adds 8. The section's configured categories / recipients restrict
 * both the gifts and the options. `?category={recipient id}` preselects the recipient.
 */
export function GiftGuideSection({ section }: { section: Queries.SectionGiftGuideFieldsFragment }) {
  const { gifts = [], categories = [], recipients = [] } = useCollections()
  const location = useLocation()
  const id = useId()

  const config: GiftGuideConfig = useMemo(
    () => ({
      categories: section.categories.map((c) => c.tid),
      recipients: section.recipients.map((r) => r.tid),
    }),
    [section],
  )
  const allowed = useMemo(() => restrictGifts(gifts, config), [gifts, config])
  const recipientOpts = useMemo(() => recipientOptions(recipients, config), [recipients, config])
  const categoryOpts = useMemo(() => giftCategoryOptions(categories, config), [categories, config])

  const [draft, setDraft] = useState<GiftFilter>(EMPTY_GIFT_FILTER)
  const [applied, setApplied] = useState<GiftFilter>(EMPTY_GIFT_FILTER)
  const [loads, setLoads] = useState(0)
  const focusIndex = useRef<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const earlyInput = useEarlyInput()

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

  const number = (value: string) => (value === '' ? null : Number(value))

  return (
    <S.Section as="section" aria-labelledby={`${id}-heading`} data-testid="gift-guide">
      <h2 id={`${id}-heading`}>{section.heading || 'Gift guide'}</h2>
      <S.Form
        ref={earlyInput}
        {...EARLY_INPUT}
        aria-label="Gift filters"
        onSubmit={(event) => {
          event.preventDefault()
          setApplied(draft)
          setLoads(0)
        }}
      >
        <S.Field>
          <label htmlFor={`${id}-recipient`}>Who is it for?</label>
          <select
            id={`${id}-recipient`}
            name="recipient"
            value={draft.recipient ?? ''}
            onChange={(e) => setDraft({ ...draft, recipient: number(e.target.value) })}
          >
            <option value="">Anyone</option>
            {recipientOpts.map((r) => (
              <option key={r.tid} value={r.tid}>
                {r.name}
              </option>
            ))}
          </select>
        </S.Field>
        <S.Field>
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            name="category"
            value={draft.category ?? ''}
            onChange={(e) => setDraft({ ...draft, category: number(e.target.value) })}
          >
            <option value="">All categories</option>
            {categoryOpts.map((c) => (
              <option key={c.tid} value={c.tid}>
                {indent(c.depth)}
                {c.name}
              </option>
            ))}
          </select>
        </S.Field>
        <S.Field>
          <label htmlFor={`${id}-price`}>Price</label>
          <select
            id={`${id}-price`}
            name="price"
            value={draft.priceRange ?? ''}
            onChange={(e) => setDraft({ ...draft, priceRange: e.target.value || null })}
          >
            <option value="">Any price</option>
            {PRICE_RANGES.map((range) => (
              <option key={range.id} value={range.id}>
                {range.label}
              </option>
            ))}
          </select>
        </S.Field>
        <S.Button type="submit">Find a gift!</S.Button>
      </S.Form>

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
              <S.MoreButton
                type="button"
                onClick={() => {
                  focusIndex.current = count
                  setLoads(loads + 1)
                }}
              >
                Load more
              </S.MoreButton>
            </S.More>
          )}
        </>
      ) : (
        <S.Empty>{NO_GIFTS_MESSAGE}</S.Empty>
      )}
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
