import React from 'react'
import { Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { formatLongDate } from '../../lib/dates'
import { useRenderAhead } from '../../hooks/useRenderAhead'
import * as S from './OfferCard.styles'

/**
 * An offer card (offers listing, latest offers carousel): store name, title, 'Ts & Cs apply'
 * when the offer has terms, 'Offer expires: {date}'. The whole card links to the offer.
 */
export function OfferCard({
  offer,
  headingLevel = 'h3',
  priority = false,
}: {
  offer: Queries.CollectionOfferFragment
  headingLevel?: 'h2' | 'h3'
  /** The first card of a listing: its image is the page's largest first-screen image. */
  priority?: boolean
}) {
  const media = useRenderAhead<HTMLDivElement>()
  return (
    <S.Card data-testid="offer-card">
      <S.Thumb ref={media}>
        <CmsImage image={offer.thumbnail} priority={priority} />
      </S.Thumb>
      <S.Body>
        {offer.store && <S.Store>{offer.store.title}</S.Store>}
        <S.Title as={headingLevel}>
          <Link to={offer.path}>{offer.title}</Link>
        </S.Title>
        {offer.terms && <S.Terms>Ts &amp; Cs apply</S.Terms>}
        <S.Expiry>Offer expires: {formatLongDate(offer.expiryDate)}</S.Expiry>
      </S.Body>
    </S.Card>
  )
}
