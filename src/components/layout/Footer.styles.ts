import { styled } from '@linaria/react'
import { SmartLink } from '../common/SmartLink'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from './Layout.styles'

/** The page footer (loaded on demand with it, see Layout). */
/* ---------------------------------------------------------------- footer */

export const Footer = styled.footer`
  margin-top: ${theme.space.xxl};
  background: ${theme.colors.brand};
  color: ${theme.colors.brandInk};
  font-size: ${theme.fontSizes.sm};
  a {
    color: ${theme.colors.brandInk};
  }
  a:hover {
    color: ${theme.colors.brandInk};
    text-decoration-thickness: 2px;
  }
  h2 {
    color: ${theme.colors.brandInk};
    font-size: ${theme.fontSizes.md};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  :focus-visible {
    outline-color: #ffffff;
  }
`

export const FooterGrid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.xl};
  ${mq('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq('lg')} {
    grid-template-columns: 1.2fr 1fr 1.2fr;
  }
  address {
    font-style: normal;
  }
  address p {
    margin: 0;
  }
  p {
    margin: 0 0 ${theme.space.xs};
  }
`

export const QuickLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
    min-height: 32px;
  }
`

export const SignUp = styled(SmartLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid ${theme.colors.brandInk};
  border-radius: ${theme.radii.pill};
  font-family: ${theme.fonts.heading};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.brandInk};
    color: ${theme.colors.brand} !important;
  }
  &[data-variant='accent'] {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
  &[data-variant='accent']:hover {
    background: ${theme.colors.brandInk};
    border-color: ${theme.colors.brandInk};
  }
`

export const FooterBottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  background: #0f1e3a;
`

export const FooterBottomInner = styled(Container)`
  display: grid;
  gap: ${theme.space.md};
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.lg};
  ${mq('lg')} {
    grid-template-columns: 1fr 1fr;
  }
  p {
    margin: 0;
  }
  small {
    color: #dfe3ec;
  }
`
