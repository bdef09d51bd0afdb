import React from 'react'
import { graphql } from 'gatsby'

/** SectionSpacer section. Built by issue #3; renders nothing until then. */
export function SpacerSection(_props: { section: Queries.SectionSpacerFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionSpacerFields on SectionSpacer {
    colour
  }
`
