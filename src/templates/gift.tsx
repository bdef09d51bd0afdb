import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { imageSrc, type ImageData } from '../lib/image'
import { Seo } from '../components/common/Seo'
import { GiftDetail } from '../components/gift/GiftDetail'

export default function GiftDetailTemplate({ data }: PageProps<Queries.GiftDetailTemplateQuery>) {
  if (!data.item) return null
  return <GiftDetail gift={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.GiftDetailTemplateQuery>) {
  const gift = data.item
  const picture = gift?.image?.localFile?.childImageSharp?.gatsbyImageData as ImageData | undefined
  return (
    <Seo
      title={gift?.title ?? ''}
      pathname={location.pathname}
      description={gift?.description}
      image={imageSrc(picture) ?? null}
      imageWidth={picture?.width}
      imageHeight={picture?.height}
    />
  )
}

export const query = graphql`
  query GiftDetailTemplate($id: String!) {
    item: gift(id: { eq: $id }) {
      ...GiftDetail
    }
  }
`
