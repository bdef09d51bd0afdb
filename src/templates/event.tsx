import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { EventDetail } from '../components/event/EventDetail'
import { JsonLd, useJsonLdSite } from '../components/event/JsonLd'
import { eventJsonLd } from '../lib/contentJsonLd'

export default function EventDetailTemplate({ data }: PageProps<Queries.EventDetailTemplateQuery>) {
  if (!data.item) return null
  return <EventDetail event={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.EventDetailTemplateQuery>) {
  const site = useJsonLdSite()
  const item = data.item
  const image = item?.banner?.localFile?.publicURL
  return (
    <Seo
      title={item?.title ?? ''}
      pathname={location.pathname}
      description={item?.metaDescription || item?.summary || item?.body}
      image={image}
    >
      {item && <JsonLd data={eventJsonLd({ ...item, imageUrl: image }, site)} />}
    </Seo>
  )
}

export const query = graphql`
  query EventDetailTemplate($id: String!) {
    item: event(id: { eq: $id }) {
      ...EventDetail
    }
  }
`
