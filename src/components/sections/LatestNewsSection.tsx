import React from 'react'
import { graphql } from 'gatsby'

/** SectionLatestNews section. Built by issue #3; renders nothing until then. */
export function LatestNewsSection(_props: { section: Queries.SectionLatestNewsFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionLatestNewsFields on SectionLatestNews {
    heading
    articleTypes
  }
`
