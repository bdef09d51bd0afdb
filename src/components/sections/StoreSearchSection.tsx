import React from 'react'
import { graphql } from 'gatsby'
import { StoreDirectory } from '../listings/StoreDirectory'

/** Store search and filter bar section: the filter bar with the store grid it filters. */
export function StoreSearchSection({
  section,
}: {
  section: Queries.SectionStoreSearchFieldsFragment
}) {
  return <StoreDirectory heading={section.heading} />
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionStoreSearchFields on SectionStoreSearch {
    heading
  }
`
