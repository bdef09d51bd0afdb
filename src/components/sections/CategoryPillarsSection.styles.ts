import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { cardFocusRing } from '../../styles/card'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xxl} 0;
`

export const Inner = styled(Container)``

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  h2 {
    margin: 0;
    text-transform: uppercase;
  }
  > a {
    font-weight: 700;
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
  position: relative;
  overflow: hidden;
  ${cardFocusRing}
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brand};
  a {
    display: block;
    color: #ffffff;
    text-decoration: none;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  a:hover img {
    transform: scale(1.05);
  }
  a:hover span {
    text-decoration: underline;
  }
`

export const Label = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  background: rgba(22, 41, 77, 0.88);
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: ${theme.fontSizes.lg};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  text-align: center;
`
