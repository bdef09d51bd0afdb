import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { imageSrc, type ImageData } from '../lib/image'
import { Seo } from '../components/common/Seo'
import { PageView } from '../components/page/PageView'
import { CollectionsProvider, collectionsFrom } from '../components/collections/CollectionsContext'

export default function PageTemplate({ data }: PageProps<Queries.PageTemplateQuery>) {
  if (!data.page) return null
  return (
    <CollectionsProvider value={collectionsFrom(data)}>
      <PageView page={data.page} />
    </CollectionsProvider>
  )
}

export function Head({ data, location }: HeadProps<Queries.PageTemplateQuery>) {
  // Share image: the page's meta image, else its banner, else Seo's default share image.
  const source = data.page?.metaImage?.localFile ? data.page.metaImage : data.page?.shareBanner
  const share = source?.localFile?.childImageSharp?.share as ImageData | undefined
  return (
    <Seo
      title={data.page?.title ?? ''}
      pathname={location.pathname}
      description={data.page?.metaDescription}
      image={imageSrc(share) ?? null}
      imageWidth={share?.width}
      imageHeight={share?.height}
      imageAlt={source?.alt}
    />
  )
}

export const query = graphql`
  query PageTemplate(
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
    page(id: { eq: $id }) {
      ...PageView
      metaDescription
      metaImage {
        alt
        localFile {
          childImageSharp {
            ...ShareImage
          }
        }
      }
      shareBanner: banner {
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
