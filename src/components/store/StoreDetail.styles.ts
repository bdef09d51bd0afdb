import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Top = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
`

export const Title = styled.h1`
  text-transform: uppercase;
  letter-spacing: 0.02em;
  margin-bottom: ${theme.space.lg};
  ${mq('md')} {
    font-size: ${theme.fontSizes.display};
  }
`

/** Phones: title, info panel, banner, about. From large screens the panel sits beside them. */
export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${mq('lg')} {
    grid-template-columns: minmax(280px, 1fr) 2fr;
    align-items: start;
  }
`

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  min-width: 0;
`

export const Banner = styled.div`
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    display: block;
    width: 100%;
  }
`

export const Band = styled.section<{ $tone?: 'alt' | 'plain' }>`
  padding: ${theme.space.xxl} 0;
  background: ${({ $tone }) => ($tone === 'alt' ? theme.colors.surfaceAlt : 'transparent')};
`

export const BandHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  h2 {
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`
