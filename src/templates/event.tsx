import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { EventDetail } from '../components/event/EventDetail'

export default function EventDetailTemplate({ data }: PageProps<Queries.EventDetailTemplateQuery>) {
  if (!data.item) return null
  return <EventDetail event={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.EventDetailTemplateQuery>) {
  return <Seo title={data.item?.title ?? ''} pathname={location.pathname} />
}

export const query = graphql`
  query EventDetailTemplate($id: String!) {
    item: event(id: { eq: $id }) {
      ...EventDetail
    }
  }
`
