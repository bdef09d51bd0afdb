import React from 'react'
import { graphql, Link } from 'gatsby'
import { DetailPage } from '../detail/DetailPage'
import { RichText } from '../common/RichText'

export function OfferDetail({ offer }: { offer: Queries.OfferDetailFragment }) {
  return (
    <DetailPage
      title={offer.title}
      banner={offer.banner}
      html={offer.details}
      eyebrow={offer.store ? <Link to={offer.store.path}>{offer.store.title}</Link> : null}
    >
      <RichText html={offer.terms} />
      <p>
        <Link to="/offers/">Back to offers</Link>
      </p>
    </DetailPage>
  )
}

export const fragment = graphql`
  fragment OfferDetail on Offer {
    id
    title
    path
    details
    terms
    publishDate
    expiryDate
    store {
      title
      path
    }
    banner {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
  }
`
