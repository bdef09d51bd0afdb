import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Banner = styled.div`
  background: ${theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    width: 100%;
    max-height: 520px;
  }
`

export const Body = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
  max-width: 960px;
`

export const StoreName = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  a {
    color: ${theme.colors.accent};
  }
`

export const Title = styled.h1`
  margin: 0 0 ${theme.space.sm};
  text-transform: uppercase;
  ${mq('md')} {
    font-size: ${theme.fontSizes.display};
  }
`

export const Until = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceAlt};
  font-weight: 700;
`

export const Ended = styled.p`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surfaceAlt};
`

export const Terms = styled.section`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};
  h2 {
    font-size: ${theme.fontSizes.md};
  }
`

export const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
`

export const ButtonLink = styled.span<{ $secondary?: boolean }>`
  a {
    display: inline-block;
    padding: ${theme.space.sm} ${theme.space.lg};
    border: 2px solid ${theme.colors.brand};
    border-radius: ${theme.radii.pill};
    font-weight: 700;
    text-decoration: none;
    background: ${({ $secondary }) => ($secondary ? 'transparent' : theme.colors.brand)};
    color: ${({ $secondary }) => ($secondary ? theme.colors.brand : theme.colors.brandInk)};
  }
  a:hover {
    text-decoration: underline;
  }
`
