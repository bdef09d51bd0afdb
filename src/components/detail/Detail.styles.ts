import styled from '../../styles/styled'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Banner = styled.div`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    width: 100%;
    max-height: 480px;
  }
`

export const Body = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
`

export const Title = styled.h1`
  text-transform: uppercase;
  letter-spacing: 0.02em;
  ${mq('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: 700;
`
