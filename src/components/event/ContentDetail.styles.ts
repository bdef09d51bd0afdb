import styled from '../../styles/styled'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

/** Layout shared by the event, article and job detail screens. */
export const Body = styled(Container)`
  max-width: 960px;
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`

export const Banner = styled.div`
  margin: ${({ theme }) => theme.space.lg} 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    width: 100%;
    max-height: 480px;
  }
`

export const Title = styled.h1`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  text-transform: uppercase;
  letter-spacing: 0.02em;
  ${mq('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`

export const BackLink = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
  a::before {
    content: '←';
    text-decoration: none;
  }
`

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

export const Label = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentInk};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

export const Meta = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.inkMuted};
`

export const Dates = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`

export const Button = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandInk};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.brandInk};
    text-decoration: underline;
  }
`

export const Employer = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`

export const Terms = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`
