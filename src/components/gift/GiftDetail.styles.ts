import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Page = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
`

/** Phones: picture, text, then the store panel; from large screens the panel sits on the right. */
export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${mq('lg')} {
    grid-template-columns: 2fr minmax(280px, 1fr);
    align-items: start;
  }
`

export const Product = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  ${mq('md')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`

export const Picture = styled.div`
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    display: block;
    width: 100%;
  }
`

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
`

export const Store = styled.p`
  margin: 0;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: ${theme.fontSizes.sm};
`

export const Title = styled.h1`
  margin: 0;
  ${mq('md')} {
    font-size: ${theme.fontSizes.xxl};
  }
`
