import React from 'react'
import { graphql } from 'gatsby'
import { giftCategoryUrl } from '../../lib/links'
import { CmsImage } from '../common/CmsImage'
import { SmartLink } from '../common/SmartLink'
import * as S from './GiftPromoSection.styles'

/** The gift generator promo shows 4 tiles. */
export const GIFT_PROMO_TILES = 4

/**
 * Gift generator promo: up to four category tiles (For Her, For Him, For Home, For Kids),
 * each linking to {gift page path}?category={id}.
 */
export function GiftPromoSection({ section }: { section: Queries.SectionGiftPromoFieldsFragment }) {
  const giftPage = section.giftPage?.url || '/gift-generator/'
  const tiles = section.tiles.filter((tile) => tile.recipient?.tid).slice(0, GIFT_PROMO_TILES)
  if (!tiles.length) return null
  const headingId = `gift-promo-${section.id}`
  return (
    <S.Band aria-labelledby={headingId}>
      <S.Inner>
        <S.Head>
          <h2 id={headingId}>{section.heading || 'Gift generator'}</h2>
          <p>Not sure what to buy? Pick who it&apos;s for and we&apos;ll find ideas.</p>
        </S.Head>
        <S.Grid data-gift-promo="">
          {tiles.map((tile) => (
            <S.Tile key={tile.id}>
              <SmartLink to={giftCategoryUrl(giftPage, tile.recipient?.tid ?? '')}>
                <CmsImage image={tile.image} />
                <S.Label>{tile.title || tile.recipient?.name}</S.Label>
              </SmartLink>
            </S.Tile>
          ))}
        </S.Grid>
      </S.Inner>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionGiftPromoFields on SectionGiftPromo {
    id
    heading
    giftPage {
      url
    }
    tiles {
      id
      title
      recipient {
        tid
        name
      }
      image {
        alt
        localFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1)
          }
        }
      }
    }
  }
`
