import React from 'react'
import { graphql } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { SmartLink } from '../common/SmartLink'
import * as S from './ButtonsSection.styles'

/**
 * Button section: image buttons (image, title, subheading, colour, link, big flag), half
 * width each for size 'halves', otherwise full width up to 800 px.
 */
export function ButtonsSection({ section }: { section: Queries.SectionButtonsFieldsFragment }) {
  if (!section.buttons.length) return null
  const halves = section.size === 'halves'
  return (
    <S.Band>
      <S.Grid data-buttons-size={halves ? 'halves' : 'full'}>
        {section.buttons.map((button) => (
          <ButtonTile key={button.id} button={button} />
        ))}
      </S.Grid>
    </S.Band>
  )
}

type Tile = Queries.SectionButtonsFieldsFragment['buttons'][number]

function ButtonTile({ button }: { button: Tile }) {
  const content = (
    <>
      <CmsImage image={button.image} />
      <S.Panel $colour={S.colourOf(button.colour)} $big={button.big}>
        <S.Title $big={button.big}>{button.title}</S.Title>
        {button.subheading && <S.Sub>{button.subheading}</S.Sub>}
      </S.Panel>
    </>
  )
  return (
    <S.Tile data-button-tile="">
      {button.link?.url ? <SmartLink to={button.link.url}>{content}</SmartLink> : content}
    </S.Tile>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionButtonsFields on SectionButtons {
    size
    buttons {
      id
      title
      subheading
      colour
      big
      link {
        url
      }
      image {
        alt
        localFile {
          childImageSharp {
            gatsbyImageData(width: 800, aspectRatio: 1.6)
          }
        }
      }
    }
  }
`
