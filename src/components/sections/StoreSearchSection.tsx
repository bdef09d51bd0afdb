import React from 'react'
import { graphql } from 'gatsby'

/** SectionStoreSearch section. Built by issue #4; renders nothing until then. */
export function StoreSearchSection(_props: { section: Queries.SectionStoreSearchFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionStoreSearchFields on SectionStoreSearch {
    heading
  }
`
