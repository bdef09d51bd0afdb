import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Banner = styled.div`
  background: ${theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    width: 100%;
    max-height: 480px;
  }
`

export const Body = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
`

export const Title = styled.h1`
  text-transform: uppercase;
  letter-spacing: 0.02em;
  ${mq('md')} {
    font-size: ${theme.fontSizes.display};
  }
`
