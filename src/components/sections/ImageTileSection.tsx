import React from 'react'
import { graphql } from 'gatsby'

/** SectionImageTile section. Built by issue #3; renders nothing until then. */
export function ImageTileSection(_props: { section: Queries.SectionImageTileFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionImageTileFields on SectionImageTile {
    caption
    link {
      url
    }
  }
`
