import { styled } from '@linaria/react'
import { cardFocusRing } from '../../styles/card'
import { mq, theme } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

/** CMS colour names → theme colours (each carries white text at AA contrast). */
export function colourOf(colour: string | null | undefined): string {
  switch (colour) {
    case 'red':
      return theme.colors.accent
    case 'teal':
      return theme.colors.teal
    case 'gold':
      return theme.colors.gold
    default:
      return theme.colors.brand
  }
}

export const Band = styled.section`
  padding: ${theme.space.xl} 0;
`

/** Two tiles a row from medium (`data-buttons-size="halves"`), or one column of full tiles. */
export const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.lg};
  &[data-buttons-size='halves'] {
    ${mq('md')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  &[data-buttons-size='full'] {
    max-width: calc(800px + 2 * ${theme.space.xl});
  }
`

/** The tile clips its zooming image, so its link's focus ring is drawn around the tile. */
export const Tile = styled.div`
  position: relative;
  overflow: hidden;
  ${cardFocusRing}
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  background: ${theme.colors.surfaceAlt};
  a {
    display: block;
    color: inherit;
    text-decoration: none;
  }
  .gatsby-image-wrapper {
    display: block;
    transition: transform 0.3s ease;
  }
  a:hover .gatsby-image-wrapper {
    transform: scale(1.04);
  }
  a:hover h3 {
    text-decoration: underline;
  }
`

export const Panel = styled.div<{ $colour: string; $big: boolean }>`
  position: absolute;
  left: 0;
  bottom: 0;
  max-width: ${({ $big }) => ($big ? '100%' : '85%')};
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${({ $colour }) => $colour};
  color: #ffffff;
  border-top-right-radius: ${theme.radii.md};
`

export const Title = styled.h3<{ $big: boolean }>`
  margin: 0;
  color: #ffffff;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  font-size: ${({ $big }) => ($big ? theme.fontSizes.xl : theme.fontSizes.lg)};
  ${mq('lg')} {
    font-size: ${({ $big }) => ($big ? theme.fontSizes.xxl : theme.fontSizes.lg)};
  }
`

export const Sub = styled.p`
  margin: ${theme.space.xxs} 0 0;
  font-size: ${theme.fontSizes.sm};
`
