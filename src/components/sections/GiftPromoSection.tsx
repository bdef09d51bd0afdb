import React from 'react'
import { graphql } from 'gatsby'

/** SectionGiftPromo section. Built by issue #3; renders nothing until then. */
export function GiftPromoSection(_props: { section: Queries.SectionGiftPromoFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionGiftPromoFields on SectionGiftPromo {
    heading
    giftPage {
      url
    }
    tiles {
      id
      title
    }
  }
`
