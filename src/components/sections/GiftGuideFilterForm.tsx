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
      <FilterSelect
        id={`${id}-recipient`}
        name="recipient"
        label="Who is it for?"
        anyLabel="Anyone"
        value={draft.recipient ?? ''}
        onChange={(value) => onDraftChange({ ...draft, recipient: number(value) })}
      >
        {recipientOpts.map((r) => (
          <option key={r.tid} value={r.tid}>
            {r.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-category`}
        name="category"
        label="Category"
        anyLabel="All categories"
        value={draft.category ?? ''}
        onChange={(value) => onDraftChange({ ...draft, category: number(value) })}
      >
        {categoryOpts.map((c) => (
          <option key={c.tid} value={c.tid}>
            {indent(c.depth)}
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-price`}
        name="price"
        label="Price"
        anyLabel="Any price"
        value={draft.priceRange ?? ''}
        onChange={(value) => onDraftChange({ ...draft, priceRange: value || null })}
      >
        {PRICE_RANGES.map((range) => (
          <option key={range.id} value={range.id}>
            {range.label}
          </option>
        ))}
      </FilterSelect>
      <S.Button type="submit">Find a gift!</S.Button>
    </S.Form>
  )
}

/** One labelled choice of the form; its first option ("Anyone", "Any price"…) means any. */
function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  onChange,
  children,
}: {
  id: string
  name: string
  label: string
  anyLabel: string
  value: string | number
  onChange: (value: string) => void
  children: React.ReactNode
}) {
  return (
    <S.Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </S.Field>
  )
}
