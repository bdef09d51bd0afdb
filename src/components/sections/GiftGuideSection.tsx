import React from 'react'
import { graphql } from 'gatsby'

/** SectionGiftGuide section. Built by issue #4; renders nothing until then. */
export function GiftGuideSection(_props: { section: Queries.SectionGiftGuideFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionGiftGuideFields on SectionGiftGuide {
    heading
    categories {
      tid
    }
    recipients {
      tid
    }
  }
`
