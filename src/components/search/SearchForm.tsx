import React from 'react'
import { EARLY_INPUT, useEarlyInput } from '../forms/earlyInput'
import * as S from './Search.styles'

interface Props {
  term: string
  onTermChange: (term: string) => void
  onSubmit: (term: string) => void
}

/**
 * The search page's form: a search text box and a 'Search' button disabled
 * while the trimmed term is empty. Without JavaScript it is a plain GET to /search/?q=; a term
 * typed before the page's scripts ran is kept (useEarlyInput).
 */
export function SearchForm({ term, onTermChange, onSubmit }: Props) {
  const empty = term.trim() === ''
  const earlyInput = useEarlyInput()
  return (
    <S.Form
      ref={earlyInput}
      {...EARLY_INPUT}
      action="/search/"
      method="get"
      role="search"
      aria-label="Site search"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(term)
      }}
    >
      <S.Label htmlFor="search-page-q">Search the site</S.Label>
      <S.Row>
        <S.Input
          id="search-page-q"
          type="search"
          name="q"
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          onBlur={() => onTermChange(term.trim())}
          autoComplete="off"
          enterKeyHint="search"
        />
        <S.Button type="submit" disabled={empty}>
          Search
        </S.Button>
      </S.Row>
    </S.Form>
  )
}
