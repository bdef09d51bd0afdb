import styled from '../../styles/styled'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Banner = styled.div`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    width: 100%;
    max-height: 520px;
  }
`

export const Body = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 960px;
`

export const StoreName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  text-transform: uppercase;
  ${mq('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`

export const Until = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-weight: 700;
`

export const Ended = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`

export const Terms = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

export const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`

export const ButtonLink = styled.span<{ $secondary?: boolean }>`
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: 700;
    text-decoration: none;
    background: ${({ theme, $secondary }) => ($secondary ? 'transparent' : theme.colors.brand)};
    color: ${({ theme, $secondary }) => ($secondary ? theme.colors.brand : theme.colors.brandInk)};
  }
  a:hover {
    text-decoration: underline;
  }
`
