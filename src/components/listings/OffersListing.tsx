import React from 'react'
import { useCollections } from '../collections/CollectionsContext'
import { OfferCard } from '../offer/OfferCard'
import { useToday } from '../../hooks/useToday'
import { visibleOffers } from '../../lib/visibility'
import * as S from './ContentListing.styles'

/** /offers/: the offers visible today (expiry today or later, published), soonest expiry first. */
export function OffersListing() {
  const today = useToday()
  const offers = visibleOffers(useCollections().offers ?? [], today)
  return (
    <S.Section as="section" aria-label="Offers">
      {offers.length ? (
        <S.OfferGrid>
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </S.OfferGrid>
      ) : (
        <S.Empty>No offers today.</S.Empty>
      )}
    </S.Section>
  )
}
