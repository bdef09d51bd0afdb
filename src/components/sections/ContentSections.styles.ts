import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

/** Shared layout of the offers, articles, events and news sections. */
export const Section = styled.section<{ $grey?: boolean }>`
  padding: ${theme.space.xxl} 0;
  background: ${({ $grey }) => ($grey ? theme.colors.surfaceAlt : 'transparent')};
`

export const Inner = styled(Container)``

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
`

export const Heading = styled.h2`
  margin: 0;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  ${mq('md')} {
    font-size: ${theme.fontSizes.xxl};
  }
`

export const MoreLink = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${theme.colors.brand};
  }
`

/** Carousel slides get a little air between them. */
/** Articles teaser: one large card, then up to three small ones beside it. */
export const Teaser = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${mq('lg')} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`

export const SideList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`

/** Three cards in a row from md (events block, latest news). */
export const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  ${mq('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
  & > li {
    min-width: 0;
  }
`
