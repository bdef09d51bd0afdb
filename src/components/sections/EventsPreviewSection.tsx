import React from 'react'
import { graphql } from 'gatsby'

/** SectionEventsPreview section. Built by issue #3; renders nothing until then. */
export function EventsPreviewSection(_props: {
  section: Queries.SectionEventsPreviewFieldsFragment
}) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionEventsPreviewFields on SectionEventsPreview {
    heading
  }
`
