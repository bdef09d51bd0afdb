import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { cardFocusRing } from '../../styles/card'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xl} 0;
`

export const Inner = styled(Container)``

/** The tile clips its zooming image, so its link's focus ring is drawn around the tile. */
export const Tile = styled.div`
  position: relative;
  overflow: hidden;
  ${cardFocusRing}
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brand};
  a {
    display: block;
    color: inherit;
    text-decoration: none;
  }
  .gatsby-image-wrapper {
    display: block;
    min-height: 180px;
    transition: transform 0.3s ease;
  }
  a:hover .gatsby-image-wrapper {
    transform: scale(1.03);
  }
  a:hover span {
    text-decoration: underline;
  }
`

export const Caption = styled.p`
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.lg};
  background: linear-gradient(to top, rgba(12, 18, 32, 0.85), rgba(12, 18, 32, 0));
  span {
    font-family: ${theme.fonts.heading};
    font-weight: 700;
    font-size: ${theme.fontSizes.xl};
    color: #ffffff;
    text-transform: uppercase;
    ${mq('md')} {
      font-size: ${theme.fontSizes.xxl};
    }
  }
`
