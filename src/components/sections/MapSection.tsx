import React from 'react'
import { graphql } from 'gatsby'

/** SectionMap section. Built by issue #3; renders nothing until then. */
export function MapSection(_props: { section: Queries.SectionMapFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionMapFields on SectionMap {
    heading
    text
    embedUrl
    reversed
  }
`
