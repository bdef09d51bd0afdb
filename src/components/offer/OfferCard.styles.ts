import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import {
  cardBody,
  cardFocusRing,
  cardFrame,
  cardMedia,
  cardTitleLink,
  fixedLines,
  zoomOnCardHover,
} from '../../styles/card'

export const Card = styled.article`
  ${cardFrame}
  box-shadow: ${theme.shadows.card};
  ${cardFocusRing}
`

export const Thumb = styled.div`
  aspect-ratio: 5 / 7;
  background: ${theme.colors.surfaceAlt};
  ${cardMedia}
  ${zoomOnCardHover(1.05)}
`

export const Store = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
`

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.25;
  ${cardTitleLink}
`

export const Terms = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
`

/**
 * In a carousel (`data-fixed`) the store name takes one line, the title two and the terms line
 * is kept when there are no terms, so every card is one height (see `fixedLines`).
 */
export const Body = styled.div`
  ${cardBody('xxs', 'md')}
  &[data-fixed] > ${Store} {
    ${fixedLines(1, 1.5)}
  }
  &[data-fixed] > ${Title} {
    ${fixedLines(2, 1.25)}
  }
  &[data-fixed] > ${Terms} {
    ${fixedLines(1, 1.5)}
  }
`

export const Expiry = styled.p`
  margin: auto 0 0;
  padding-top: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`
