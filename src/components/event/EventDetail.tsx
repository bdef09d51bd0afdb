import React from 'react'
import { graphql } from 'gatsby'
import { DetailPage } from '../detail/DetailPage'

export function EventDetail({ event }: { event: Queries.EventDetailFragment }) {
  return <DetailPage title={event.title} banner={event.banner} html={event.body} />
}

export const fragment = graphql`
  fragment EventDetail on Event {
    id
    title
    path
    startDate
    endDate
    summary
    body
    banner {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
  }
`
