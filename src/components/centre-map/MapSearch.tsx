import React, { useId } from 'react'
import * as S from './CentreMap.styles'

/**
 * The search box over the plan: as the visitor types, the stores it finds are highlighted on
 * the plan and listed beside it, and the status line says how many. Without scripts the form
 * searches the whole site.
 */
export function MapSearch({
  query,
  onQuery,
  status,
}: {
  query: string
  onQuery: (query: string) => void
  status: string
}) {
  const inputId = useId()
  return (
    <>
      <S.Search role="search" action="/search/" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>Find a store on the map</label>
        <input
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </S.Search>
      <S.Status role="status">{status}</S.Status>
    </>
  )
}
