import React from 'react'
import { graphql } from 'gatsby'

/** SectionLatestOffers section. Built by issue #5; renders nothing until then. */
export function LatestOffersSection(_props: {
  section: Queries.SectionLatestOffersFieldsFragment
}) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionLatestOffersFields on SectionLatestOffers {
    heading
  }
`
