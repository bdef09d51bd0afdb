import React from 'react'
import type { GiftFilter } from '../../lib/gifts'
import { PRICE_RANGES } from '../../lib/price'
import { EARLY_INPUT } from '../forms/earlyInput'
import type { useGiftGuideOptions } from './useGiftGuideOptions'
import * as S from './GiftGuideSection.styles'

type Offered = ReturnType<typeof useGiftGuideOptions>

const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth)

const number = (value: string) => (value === '' ? null : Number(value))

/** The gift guide's recipient, category and price choices; they apply on 'Find a gift!'. */
export function GiftGuideFilterForm({
  id,
  formRef,
  draft,
  onDraftChange,
  onApply,
  recipientOpts,
  categoryOpts,
}: {
  /** Prefix of the fields' ids. */
  id: string
  /** The form's ref (useEarlyInput). */
  formRef: (form: HTMLFormElement | null) => void
  draft: GiftFilter
  onDraftChange: (draft: GiftFilter) => void
  onApply: () => void
  recipientOpts: Offered['recipientOpts']
  categoryOpts: Offered['categoryOpts']
}) {
  return (
    <S.Form
      ref={formRef}
      {...EARLY_INPUT}
      aria-label="Gift filters"
      onSubmit={(event) => {
        event.preventDefault()
        onApply()
      }}
    >
      <S.Field>
        <label htmlFor={`${id}-recipient`}>Who is it for?</label>
        <select
          id={`${id}-recipient`}
          name="recipient"
          value={draft.recipient ?? ''}
          onChange={(e) => onDraftChange({ ...draft, recipient: number(e.target.value) })}
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
          onChange={(e) => onDraftChange({ ...draft, category: number(e.target.value) })}
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
          onChange={(e) => onDraftChange({ ...draft, priceRange: e.target.value || null })}
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
  )
}
