import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { RichText } from '../common/RichText'
import { StoreInfoPanel } from '../store/StoreInfoPanel'
import { GiftPrice } from './GiftPrice'
import * as S from './GiftDetail.styles'

/**
 * Gift page: title, picture, price (on sale: red, with the original struck through),
 * description, and the store info panel of the store selling it.
 */
export function GiftDetail({ gift }: { gift: Queries.GiftDetailFragment }) {
  return (
    <S.Page as="article">
      <S.Layout>
        <S.Product>
          <S.Picture>
            <CmsImage image={gift.image} priority />
          </S.Picture>
          <S.Text>
            {gift.store && (
              <S.Store>
                <Link to={gift.store.path}>{gift.store.title}</Link>
              </S.Store>
            )}
            <S.Title>{gift.title}</S.Title>
            <GiftPrice price={gift.price} originalPrice={gift.originalPrice} size="lg" />
            <RichText html={gift.description} />
          </S.Text>
        </S.Product>
        {gift.store && <StoreInfoPanel store={gift.store} linkName />}
      </S.Layout>
    </S.Page>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
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
          gatsbyImageData(width: 600, placeholder: DOMINANT_COLOR)
        }
      }
    }
    store {
      ...StoreInfoPanel
    }
  }
`
