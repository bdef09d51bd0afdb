import React from 'react'
import type { HeadFC } from 'gatsby'
import { Seo } from '../components/common/Seo'
import * as S from '../components/detail/Detail.styles'

/** The search screen; the index and worker are built by the search issue. */
export default function SearchPage() {
  return (
    <S.Body>
      <S.Title>Search results</S.Title>
      <form action="/search/" method="get" role="search">
        <label htmlFor="search-q">Search the site</label>{' '}
        <input id="search-q" type="search" name="q" /> <button type="submit">Search</button>
      </form>
    </S.Body>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Search results" pathname={location.pathname} />
)
