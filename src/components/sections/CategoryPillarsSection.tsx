import React from 'react'
import { graphql } from 'gatsby'

/** SectionCategoryPillars section. Built by issue #3; renders nothing until then. */
export function CategoryPillarsSection(_props: {
  section: Queries.SectionCategoryPillarsFieldsFragment
}) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionCategoryPillarsFields on SectionCategoryPillars {
    heading
    sport {
      tid
    }
    family {
      tid
    }
    fashion {
      tid
    }
    home {
      tid
    }
  }
`
