import React from 'react'
import { graphql } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { SmartLink } from '../common/SmartLink'
import * as S from './ImageTileSection.styles'

/** Image tile: an image with its caption overlaid, linking somewhere. */
export function ImageTileSection({ section }: { section: Queries.SectionImageTileFieldsFragment }) {
  const content = (
    <>
      <CmsImage image={section.image} />
      {section.caption && (
        <S.Caption>
          <span>{section.caption}</span>
        </S.Caption>
      )}
    </>
  )
  return (
    <S.Band>
      <S.Inner>
        <S.Tile data-image-tile="">
          {section.link?.url ? <SmartLink to={section.link.url}>{content}</SmartLink> : content}
        </S.Tile>
      </S.Inner>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionImageTileFields on SectionImageTile {
    caption
    link {
      url
    }
    image {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 1200, aspectRatio: 2.4)
        }
      }
    }
  }
`
