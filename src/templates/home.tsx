import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { imageSrc, type ImageData } from '../lib/image'
import { Seo } from '../components/common/Seo'
import { HomeView } from '../components/home/HomeView'
import { CollectionsProvider, collectionsFrom } from '../components/collections/CollectionsContext'

export default function HomeTemplate({ data }: PageProps<Queries.HomeTemplateQuery>) {
  if (!data.homepage) return null
  return (
    <CollectionsProvider value={collectionsFrom(data)}>
      <HomeView home={data.homepage} />
    </CollectionsProvider>
  )
}

export function Head({ data }: HeadProps<Queries.HomeTemplateQuery>) {
  const home = data.homepage
  const share = home?.metaImage?.localFile?.childImageSharp?.share as ImageData | undefined
  return (
    <Seo
      title={home?.metaTitle || home?.title || ''}
      pathname="/"
      description={home?.metaDescription}
      image={imageSrc(share) ?? null}
      imageWidth={share?.width}
      imageHeight={share?.height}
      imageAlt={home?.metaImage?.alt}
    />
  )
}

export const query = graphql`
  query HomeTemplate(
    $id: String!
    $withStores: Boolean = false
    $withMapStores: Boolean = false
    $withOffers: Boolean = false
    $withArticles: Boolean = false
    $withEvents: Boolean = false
    $withGifts: Boolean = false
    $withJobs: Boolean = false
    $withCategories: Boolean = false
  ) {
    homepage(id: { eq: $id }) {
      ...HomeView
      metaTitle
      metaDescription
      metaImage {
        alt
        localFile {
          childImageSharp {
            ...ShareImage
          }
        }
      }
    }
    ...PageCollections
  }
`
