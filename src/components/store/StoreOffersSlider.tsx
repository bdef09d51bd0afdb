import React from 'react'
import { Carousel } from '../slider/Carousel'
import { OfferCard } from '../offer/OfferCard'
import { Container } from '../layout/Layout.styles'
import { useToday } from '../../hooks/useToday'
import { visibleOffers } from '../../lib/visibility'
import { OFFERS_SLIDER_SETTINGS } from '../../lib/stores/offersSlider'
import * as S from './StoreDetail.styles'

/**
 * The store's offers slider: only offers visible today (Canberra day: the build date in the
 * HTML, the visitor's day after hydration); nothing at all when none is visible.
 */
export function StoreOffersSlider({
  offers,
  storeTitle,
}: {
  offers: readonly Queries.CollectionOfferFragment[]
  storeTitle: string
}) {
  const today = useToday()
  const settings = OFFERS_SLIDER_SETTINGS
  const shown = visibleOffers(offers, today)
  if (!shown.length) return null
  return (
    <S.Band aria-labelledby="store-offers-heading" data-testid="store-offers">
      <Container>
        <S.BandHeader>
          <h2 id="store-offers-heading">Offers</h2>
        </S.BandHeader>
        <Carousel label={`${storeTitle} offers`} settings={settings}>
          {shown.map((offer) => (
            <OfferCard key={offer.id} offer={offer} inCarousel />
          ))}
        </Carousel>
      </Container>
    </S.Band>
  )
}
