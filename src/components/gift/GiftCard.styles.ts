import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import {
  cardBody,
  cardFocusRing,
  cardFrame,
  cardHoverShadow,
  cardMedia,
  fixedLines,
  stretchedLink,
  zoomOnCardHover,
} from '../../styles/card'

export const Card = styled.article`
  ${cardFrame}
  ${cardHoverShadow}
  ${cardFocusRing}
`

export const Thumb = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.surfaceAlt};
  ${cardMedia}
  ${zoomOnCardHover(1.04)}
`

export const Store = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
`

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  line-height: 1.3;
  a {
    color: ${theme.colors.brand};
    text-decoration: none;
  }
  ${stretchedLink}
  ${Card}:hover & a {
    color: ${theme.colors.accent};
    text-decoration: underline;
  }
`

/** In a carousel (`data-fixed`) the store name takes one line and the title two (`fixedLines`). */
export const Body = styled.div`
  ${cardBody('xxs', 'md')}
  &[data-fixed] > ${Store} {
    ${fixedLines(1, 1.5)}
  }
  &[data-fixed] > ${Title} {
    ${fixedLines(2, 1.3)}
  }
`

export const PriceRow = styled.div`
  margin-top: auto;
  padding-top: ${theme.space.xs};
`
