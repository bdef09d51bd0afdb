import React from 'react'
import { graphql } from 'gatsby'

/** SectionButtons section. Built by issue #3; renders nothing until then. */
export function ButtonsSection(_props: { section: Queries.SectionButtonsFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionButtonsFields on SectionButtons {
    size
    buttons {
      id
      title
    }
  }
`
