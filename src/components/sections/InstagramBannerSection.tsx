import React from 'react'
import { graphql } from 'gatsby'

/** SectionInstagramBanner section. Built by issue #3; renders nothing until then. */
export function InstagramBannerSection(_props: {
  section: Queries.SectionInstagramBannerFieldsFragment
}) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionInstagramBannerFields on SectionInstagramBanner {
    heading
    text
  }
`
