import styled from '../../styles/styled'
import { cardFocusRing } from '../../styles/card'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentInk};
`

export const Inner = styled(Container)``

export const Head = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accentInk};
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
`

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`

/** The tile clips its zooming image, so its link's focus ring is drawn around the tile. */
export const Tile = styled.li`
  overflow: hidden;
  ${cardFocusRing}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  a {
    display: block;
    color: ${({ theme }) => theme.colors.brand};
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
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
  text-transform: uppercase;
`
