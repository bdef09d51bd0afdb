import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

/** Layout shared by the event, article and job detail screens. */
export const Body = styled(Container)`
  max-width: 960px;
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
`

export const Banner = styled.div`
  margin: ${theme.space.lg} 0;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    width: 100%;
    max-height: 480px;
  }
`

export const Title = styled.h1`
  margin: ${theme.space.xs} 0 ${theme.space.md};
  text-transform: uppercase;
  letter-spacing: 0.02em;
  ${mq('md')} {
    font-size: ${theme.fontSizes.display};
  }
`

export const BackLink = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xxs};
    min-height: 44px;
    font-weight: 700;
    color: ${theme.colors.brand};
  }
  a::before {
    content: '←';
    text-decoration: none;
  }
`

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
`

export const Label = styled.p`
  margin: ${theme.space.md} 0 0;
  a {
    display: inline-block;
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.accentInk};
    font-size: ${theme.fontSizes.xs};
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
  color: ${theme.colors.inkMuted};
`

export const Dates = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: 0 0 ${theme.space.md};
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
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.brandInk};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.brandInk};
    text-decoration: underline;
  }
`

/** "Add to calendar" and "Subscribe to events", side by side where they fit. */
export const CalendarLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: ${theme.space.md} 0;
`

export const Employer = styled.p`
  margin: ${theme.space.md} 0 0;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  a {
    color: ${theme.colors.accent};
  }
`

export const Terms = styled.section`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  h2 {
    margin-top: 0;
    font-size: ${theme.fontSizes.lg};
  }
`
