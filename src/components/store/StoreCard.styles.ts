import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import {
  cardFocusRing,
  cardFrame,
  cardHoverShadow,
  cardMedia,
  stretchedLink,
  zoomOnCardHover,
} from '../../styles/card'
import { mq } from '../../styles/theme'

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

export const Title = styled.h3`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  font-size: ${theme.fontSizes.md};
  line-height: 1.3;
  text-align: center;
  a {
    color: ${theme.colors.brand};
    text-decoration: none;
  }
  /* The whole card is the link's target area. */
  ${stretchedLink}
  ${Card}:hover & a {
    color: ${theme.colors.accent};
    text-decoration: underline;
  }
`

const list = `
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  & > li {
    min-width: 0;
  }
  ${mq('md')} {
    gap: ${theme.space.lg};
  }
`

/**
 * Store card grids (`data-variant`). `directory`: 2 columns, 4 from large.
 * `similar`: 1 column, 3 from medium, 4 from large, 6 from extra large.
 */
export const Grid = styled.ul`
  ${list}
  &[data-variant='directory'] {
    grid-template-columns: repeat(2, 1fr);
    ${mq('lg')} {
      grid-template-columns: repeat(4, 1fr);
    }
  }
  &[data-variant='similar'] {
    grid-template-columns: 1fr;
    /* One column on phones: compact rows (thumbnail beside the title). */
    @media (max-width: ${theme.breakpoints.md - 1}px) {
      ${Card} {
        flex-direction: row;
        align-items: center;
      }
      ${Thumb} {
        flex: 0 0 88px;
        width: 88px;
      }
      ${Title} {
        text-align: left;
      }
    }
    ${mq('md')} {
      grid-template-columns: repeat(3, 1fr);
    }
    ${mq('lg')} {
      grid-template-columns: repeat(4, 1fr);
    }
    ${mq('xl')} {
      grid-template-columns: repeat(6, 1fr);
    }
  }
`
