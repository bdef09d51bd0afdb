import React from 'react'
import { graphql, Link } from 'gatsby'
import { DetailPage } from '../detail/DetailPage'
import { CmsImage } from '../common/CmsImage'

export function GiftDetail({ gift }: { gift: Queries.GiftDetailFragment }) {
  return (
    <DetailPage
      title={gift.title}
      html={gift.description}
      eyebrow={gift.store ? <Link to={gift.store.path}>{gift.store.title}</Link> : null}
    >
      <CmsImage image={gift.image} />
      <p>${gift.price.toFixed(2)}</p>
    </DetailPage>
  )
}

export const fragment = graphql`
  fragment GiftDetail on Gift {
    id
    title
    path
    description
    price
    originalPrice
    image {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 600)
        }
      }
    }
    store {
      title
      path
    }
  }
`
