import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { GiftPrice } from './GiftPrice'
import { useRenderAhead } from '../../hooks/useRenderAhead'
import * as S from './GiftCard.styles'

/** A gift card (gift guide grid, gift slider): picture, store, title and price; links to the gift. */
export function GiftCard({
  gift,
  headingLevel = 'h3',
  showStore = true,
  inCarousel = false,
}: {
  gift: Queries.GiftCardFragment
  headingLevel?: 'h2' | 'h3' | 'h4'
  showStore?: boolean
  /** One line for the store, two for the title: every card in the carousel is one height. */
  inCarousel?: boolean
}) {
  const media = useRenderAhead<HTMLDivElement>()
  return (
    <S.Card data-testid="gift-card">
      <S.Thumb ref={media}>
        <CmsImage image={gift.image ? { ...gift.image, alt: '' } : null} />
      </S.Thumb>
      <S.Body data-fixed={inCarousel || undefined}>
        {showStore && (gift.store || inCarousel) && <S.Store>{gift.store?.title}</S.Store>}
        <S.Title as={headingLevel}>
          <Link to={gift.path}>{gift.title}</Link>
        </S.Title>
        <S.PriceRow>
          <GiftPrice price={gift.price} originalPrice={gift.originalPrice} />
        </S.PriceRow>
      </S.Body>
    </S.Card>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment GiftCard on Gift {
    id
    title
    path
    price
    originalPrice
    image {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 400, height: 400, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
    }
    store {
      title
    }
  }
`
