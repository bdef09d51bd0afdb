import React from 'react'
import { graphql } from 'gatsby'

/** SectionStoreTiles section. Built by issue #3; renders nothing until then. */
export function StoreTilesSection(_props: { section: Queries.SectionStoreTilesFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionStoreTilesFields on SectionStoreTiles {
    sport {
      tid
    }
    fashion {
      tid
    }
    home {
      tid
    }
    family {
      tid
    }
  }
`
