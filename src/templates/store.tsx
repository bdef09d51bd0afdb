import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { imageSrc, type ImageData } from '../lib/image'
import { Seo } from '../components/common/Seo'
import { StoreDetail } from '../components/store/StoreDetail'
import { useSiteData } from '../hooks/useSiteData'
import { storeJsonLd } from '../lib/stores/storeJsonLd'

export default function StoreTemplate({ data }: PageProps<Queries.StoreTemplateQuery>) {
  if (!data.store) return null
  return <StoreDetail store={data.store} />
}

export function Head({ data, location }: HeadProps<Queries.StoreTemplateQuery>) {
  const site = useSiteData()
  const store = data.store
  const share = store?.banner?.localFile?.childImageSharp?.share
  const logo = store?.logo?.localFile?.childImageSharp?.gatsbyImageData as ImageData | undefined
  const jsonLd = store
    ? storeJsonLd(
        {
          title: store.title,
          path: store.path,
          about: store.about,
          website: store.website,
          phone: store.phone,
          shopNumber: store.shopNumber,
          logoUrl: imageSrc(logo) ?? null,
          imageUrl: imageSrc(share) ?? null,
        },
        {
          siteName: site.siteName,
          siteUrl: site.siteUrl,
          address: site.settings?.address,
          phone: site.settings?.phone,
        },
      )
    : null
  return (
    <Seo
      title={store?.title ?? 'Store'}
      pathname={location.pathname}
      description={store?.metaDescription || store?.about}
      image={imageSrc(share) ?? null}
      imageWidth={share?.width}
      imageHeight={share?.height}
    >
      {jsonLd && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </Seo>
  )
}

export const query = graphql`
  query StoreTemplate($id: String!) {
    store(id: { eq: $id }) {
      ...StoreDetail
      metaDescription
      banner {
        localFile {
          childImageSharp {
            ...ShareImage
          }
        }
      }
    }
  }
`
