import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { cardFocusRing } from '../../styles/card'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xxl} 0;
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
`

export const Inner = styled(Container)``

export const Head = styled.div`
  margin-bottom: ${theme.space.lg};
  text-align: center;
  h2 {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.accentInk};
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
`

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
`

/** The tile clips its zooming image, so its link's focus ring is drawn around the tile. */
export const Tile = styled.li`
  overflow: hidden;
  ${cardFocusRing}
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  a {
    display: block;
    color: ${theme.colors.brand};
    text-decoration: none;
  }
  .gatsby-image-wrapper {
    display: block;
    transition: transform 0.3s ease;
  }
  a:hover .gatsby-image-wrapper {
    transform: scale(1.05);
  }
  a:hover span {
    text-decoration: underline;
  }
`

export const Label = styled.span`
  position: relative;
  display: block;
  padding: ${theme.space.sm};
  background: ${theme.colors.surface};
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: ${theme.fontSizes.lg};
  text-align: center;
  text-transform: uppercase;
`
