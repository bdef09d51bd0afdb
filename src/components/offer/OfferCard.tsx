import React from 'react'
import { Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { useRenderAhead } from '../../hooks/useRenderAhead'
import * as S from './OfferCard.styles'

/**
 * An offer card (offers listing, latest offers carousel): store name, title, 'Ts & Cs apply'
 * when the offer has terms, 'Offer expires: {date}'. The whole card links to the offer.
 * In a carousel every card is one height (`inCarousel`).
 */
export function OfferCard({
  offer,
  headingLevel = 'h3',
  priority = false,
  inCarousel = false,
}: {
  offer: Queries.CollectionOfferFragment
  headingLevel?: 'h2' | 'h3'
  /** The first card of a listing: its image is the page's largest first-screen image. */
  priority?: boolean
  /** One line for the store, two for the title, the terms line kept when empty. */
  inCarousel?: boolean
}) {
  const media = useRenderAhead<HTMLDivElement>()
  return (
    <S.Card data-testid="offer-card">
      <S.Thumb ref={media}>
        <CmsImage image={offer.thumbnail} priority={priority} />
      </S.Thumb>
      <S.Body data-fixed={inCarousel || undefined}>
        {(offer.store || inCarousel) && <S.Store>{offer.store?.title}</S.Store>}
        <S.Title as={headingLevel}>
          <Link to={offer.path}>{offer.title}</Link>
        </S.Title>
        {offer.terms ? (
          <S.Terms>Ts &amp; Cs apply</S.Terms>
        ) : (
          inCarousel && <S.Terms aria-hidden="true" />
        )}
        <S.Expiry>Offer expires: {offer.expiryLabel}</S.Expiry>
      </S.Body>
    </S.Card>
  )
}
