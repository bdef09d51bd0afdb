import React from 'react'
import { graphql } from 'gatsby'
import { useLocation } from '@gatsbyjs/reach-router'
import { StoreDirectory } from '../listings/StoreDirectory'

/** Is this the store directory route, whose listing already shows the filter bar and the grid? */
const isDirectoryRoute = (pathname: string) => pathname.replace(/\/+$/, '') === '/stores'

/**
 * Store search and filter bar section: the filter bar with the store grid it filters. On the
 * directory route (/stores/) the listing is that same directory, so the section adds nothing.
 */
export function StoreSearchSection({
  section,
}: {
  section: Queries.SectionStoreSearchFieldsFragment
}) {
  const { pathname } = useLocation()
  if (isDirectoryRoute(pathname)) return null
  return <StoreDirectory heading={section.heading} />
}

export const fragment = graphql`
  fragment SectionStoreSearchFields on SectionStoreSearch {
    heading
  }
`
