import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

/** Shared layout of the offers, what's on, jobs and trading hours listings. */
export const Section = styled(Container)`
  padding-bottom: ${theme.space.xxl};
`

export const Empty = styled.p`
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  font-size: ${theme.fontSizes.lg};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
`

const list = `
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  & > li {
    min-width: 0;
  }
`

/** Offers: 1 column on phones, 2 from sm, 3 from lg, 4 from xl. */
export const OfferGrid = styled.ul`
  ${list}
  grid-template-columns: 1fr;
  ${mq('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${mq('xl')} {
    grid-template-columns: repeat(4, 1fr);
  }
`

/** What's on and jobs: 1 column, 2 from md, 3 from 4xl. */
export const CardGrid = styled.ul`
  ${list}
  grid-template-columns: 1fr;
  ${mq('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq('4xl')} {
    grid-template-columns: repeat(3, 1fr);
  }
`
