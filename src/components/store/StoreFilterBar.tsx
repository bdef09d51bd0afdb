import React, { useId } from 'react'
import type { CategoryOption } from '../../lib/stores/categoryOptions'
import type { StoreFilter } from '../../lib/stores/directoryFilter'
import { EARLY_INPUT, useEarlyInput } from '../forms/earlyInput'
import * as S from './StoreFilterBar.styles'

/** Indent children in the (flat) option list; screen readers read the name only. */
const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth)

interface Props {
  options: readonly CategoryOption[]
  value: StoreFilter
  onChange: (value: StoreFilter) => void
  onSearch: () => void
  onReset: () => void
}

/**
 * The store filter bar: category choice, search text, 'Search' and 'Clear all'. It is a GET
 * form with the same parameters the directory reads (`category`, `q`), so it still submits
 * without JavaScript; what a visitor chose or typed before hydration is kept (useEarlyInput).
 */
export function StoreFilterBar({ options, value, onChange, onSearch, onReset }: Props) {
  const id = useId()
  const earlyInput = useEarlyInput()
  return (
    <S.Form
      ref={earlyInput}
      {...EARLY_INPUT}
      role="search"
      aria-label="Find a store"
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch()
      }}
      onReset={(event) => {
        event.preventDefault()
        onReset()
      }}
    >
      <S.Field>
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          name="category"
          value={value.category ?? ''}
          onChange={(event) =>
            onChange({
              ...value,
              category: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">All categories</option>
          {options.map((option) => (
            <option key={option.tid} value={option.tid}>
              {indent(option.depth)}
              {option.name}
            </option>
          ))}
        </select>
      </S.Field>
      <S.Field>
        <label htmlFor={`${id}-term`}>Search stores</label>
        <input
          id={`${id}-term`}
          name="q"
          type="search"
          autoComplete="off"
          placeholder="Store name or product"
          value={value.term}
          onChange={(event) => onChange({ ...value, term: event.target.value })}
        />
      </S.Field>
      <S.Actions>
        <S.Button type="submit">Search</S.Button>
        <S.Button type="reset" $secondary>
          Clear all
        </S.Button>
      </S.Actions>
    </S.Form>
  )
}
