import React from 'react'
import { graphql } from 'gatsby'

/** SectionStoreInfo section. Built by issue #3; renders nothing until then. */
export function StoreInfoSection(_props: { section: Queries.SectionStoreInfoFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionStoreInfoFields on SectionStoreInfo {
    heading
    text
    mapLink {
      url
      title
    }
  }
`
