import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { GiftDetail } from '../components/gift/GiftDetail'

export default function GiftDetailTemplate({ data }: PageProps<Queries.GiftDetailTemplateQuery>) {
  if (!data.item) return null
  return <GiftDetail gift={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.GiftDetailTemplateQuery>) {
  return <Seo title={data.item?.title ?? ''} pathname={location.pathname} />
}

export const query = graphql`
  query GiftDetailTemplate($id: String!) {
    item: gift(id: { eq: $id }) {
      ...GiftDetail
    }
  }
`
