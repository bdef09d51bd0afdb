import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { cardBody, cardFrame, cardMedia, stretchedLink } from '../../styles/card'

export const Card = styled.article`
  ${cardFrame}
  box-shadow: ${theme.shadows.card};
`

export const Media = styled.div`
  aspect-ratio: 16 / 10;
  background: ${theme.colors.brand};
  ${cardMedia}
  /* Image zoom on hover, not for visitors who prefer reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    img {
      transition: transform 0.5s ease !important;
    }
    ${Card}:hover & img,
    ${Card}:focus-within & img {
      transform: scale(1.06);
    }
  }
`

/** Shown when an item has no thumbnail: the centre's colours with polka dots. */
export const Placeholder = styled.div`
  width: 100%;
  height: 100%;
  background-color: ${theme.colors.brand};
  background-image: radial-gradient(rgba(255, 255, 255, 0.14) 18%, transparent 19%);
  background-size: 28px 28px;
`

export const Body = styled.div`
  ${cardBody('xs', 'lg')}
`

export const Label = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.25;
`

export const Date = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.inkMuted};
`

export const Summary = styled.p`
  margin: 0;
`

export const More = styled.p`
  margin: auto 0 0;
  padding-top: ${theme.space.sm};
  a {
    font-weight: 700;
    color: ${theme.colors.brand};
  }
  ${stretchedLink}
`
