import React from 'react'
import { graphql } from 'gatsby'

/** SectionIconGrid section. Built by issue #3; renders nothing until then. */
export function IconGridSection(_props: { section: Queries.SectionIconGridFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionIconGridFields on SectionIconGrid {
    heading
    items {
      id
      icon
      heading
      detail
    }
  }
`
