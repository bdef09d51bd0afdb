import React from 'react'
import * as S from './SearchForm.styles'

/** The header search: a plain GET form to /search/ with field q. */
export const SearchForm = React.forwardRef<HTMLInputElement, { id: string }>(function SearchForm(
  { id },
  ref,
) {
  return (
    <S.SearchForm action="/search/" method="get" role="search" aria-label="Site search">
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input ref={ref} id={id} type="search" name="q" placeholder="Search the site" />
      <button type="submit">Search</button>
    </S.SearchForm>
  )
})
