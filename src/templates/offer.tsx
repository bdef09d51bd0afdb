import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { OfferDetail } from '../components/offer/OfferDetail'

export default function OfferDetailTemplate({ data }: PageProps<Queries.OfferDetailTemplateQuery>) {
  if (!data.item) return null
  return <OfferDetail offer={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.OfferDetailTemplateQuery>) {
  return (
    <Seo
      title={data.item?.title ?? ''}
      pathname={location.pathname}
      description={data.item?.details}
    />
  )
}

export const query = graphql`
  query OfferDetailTemplate($id: String!) {
    item: offer(id: { eq: $id }) {
      ...OfferDetail
    }
  }
`
