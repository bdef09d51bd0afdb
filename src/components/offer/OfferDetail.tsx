import React from 'react'
import { graphql, Link, useStaticQuery } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { RichText } from '../common/RichText'
import { dayOf } from '../../lib/dates'
import { useToday } from '../../hooks/useToday'
import * as S from './OfferDetail.styles'

/** The default offer banner (1920x520), used when an offer has none. */
function useDefaultOfferBanner() {
  const data = useStaticQuery<Queries.DefaultOfferBannerQuery>(graphql`
    query DefaultOfferBanner {
      file(relativePath: { eq: "offer-banner-default.jpg" }) {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
  `)
  return { alt: '', localFile: data.file }
}

export function OfferDetail({ offer }: { offer: Queries.OfferDetailFragment }) {
  const fallback = useDefaultOfferBanner()
  const today = useToday()
  const ended = (dayOf(offer.expiryDate) ?? '') < today
  return (
    <article>
      <S.Banner>
        <CmsImage image={offer.banner?.localFile ? offer.banner : fallback} priority />
      </S.Banner>
      <S.Body>
        {offer.store && (
          <S.StoreName>
            <Link to={offer.store.path}>{offer.store.title}</Link>
          </S.StoreName>
        )}
        <S.Title>{offer.title}</S.Title>
        <S.Until>Offer until: {offer.expiryLabel}</S.Until>
        {ended && <S.Ended>This offer has ended.</S.Ended>}
        <RichText html={offer.details} />
        {offer.terms && (
          <S.Terms aria-labelledby="offer-terms">
            <h2 id="offer-terms">Terms and conditions</h2>
            <RichText html={offer.terms} />
          </S.Terms>
        )}
        <S.Actions>
          {offer.store && (
            <S.ButtonLink>
              <Link to={offer.store.path}>See store</Link>
            </S.ButtonLink>
          )}
          <S.ButtonLink $secondary>
            <Link to="/offers/">Back to offers</Link>
          </S.ButtonLink>
        </S.Actions>
      </S.Body>
    </article>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment OfferDetail on Offer {
    id
    title
    path
    details
    terms
    publishDate
    expiryDate
    expiryLabel: expiryDate(format: SHORT)
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
