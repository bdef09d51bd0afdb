import React from 'react'
import { graphql, Link } from 'gatsby'
import { Carousel, type CarouselSettings } from '../slider/Carousel'
import { useCollections } from '../collections/CollectionsContext'
import { OfferCard } from '../offer/OfferCard'
import { useToday } from '../../hooks/useToday'
import { visibleOffers } from '../../lib/visibility'
import * as S from './ContentSections.styles'

/**
 * Offers carousel: 4 offers from 1500 px, 3 from 1100, 1.2 from 800 and 1
 * below, where it autoplays every 12 s (with a pause control).
 */
export const OFFERS_CAROUSEL: CarouselSettings = {
  slidesToShow: 4,
  slidesToScroll: 1,
  infinite: true,
  speed: 300,
  autoplay: false,
  responsive: [
    { breakpoint: 1499, settings: { slidesToShow: 3 } },
    { breakpoint: 1099, settings: { slidesToShow: 1.2 } },
    { breakpoint: 799, settings: { slidesToShow: 1, autoplay: true, autoplaySpeed: 12000 } },
  ],
}

/** Latest offers: the offers visible today in a carousel; hidden when none remain. */
export function LatestOffersSection({
  section,
}: {
  section: Queries.SectionLatestOffersFieldsFragment
}) {
  const today = useToday()
  const offers = visibleOffers(useCollections().offers ?? [], today)
  if (!offers.length) return null
  const heading = section.heading || 'Latest offers'
  return (
    <S.Section aria-labelledby="latest-offers-heading" data-testid="latest-offers">
      <S.Inner>
        <S.Header>
          <S.Heading id="latest-offers-heading">{heading}</S.Heading>
          <S.MoreLink>
            <Link to="/offers/">See all offers</Link>
          </S.MoreLink>
        </S.Header>
        <Carousel label={heading} settings={OFFERS_CAROUSEL}>
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} inCarousel />
          ))}
        </Carousel>
      </S.Inner>
    </S.Section>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionLatestOffersFields on SectionLatestOffers {
    heading
  }
`
