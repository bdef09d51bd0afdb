import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { getSrc } from 'gatsby-plugin-image'
import { Seo } from '../components/common/Seo'
import { StoreDetail } from '../components/store/StoreDetail'

export default function StoreTemplate({ data }: PageProps<Queries.StoreTemplateQuery>) {
  if (!data.store) return null
  return <StoreDetail store={data.store} />
}

export function Head({ data, location }: HeadProps<Queries.StoreTemplateQuery>) {
  const store = data.store
  const share = store?.banner?.localFile?.childImageSharp?.share
  return (
    <Seo
      title={store?.title ?? 'Store'}
      pathname={location.pathname}
      description={store?.metaDescription ?? store?.about}
      image={share ? getSrc(share) : null}
      imageWidth={share?.width}
      imageHeight={share?.height}
    />
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
            share: gatsbyImageData(width: 1200, height: 627, layout: FIXED, formats: [JPG])
          }
        }
      }
    }
  }
`
