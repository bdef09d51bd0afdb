import styled from '../../styles/styled'
import { mq } from '../../styles/theme'
import { Container } from './Layout.styles'

/** The page footer (loaded on demand with it, see Layout). */
/* ---------------------------------------------------------------- footer */

export const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandInk};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.brandInk};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.brandInk};
    text-decoration-thickness: 2px;
  }
  h2 {
    color: ${({ theme }) => theme.colors.brandInk};
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  :focus-visible {
    outline-color: #ffffff;
  }
`

export const FooterGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xl};
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
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`

export const QuickLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
    min-height: 32px;
  }
`

export const SignUp = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.brandInk};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandInk};
    color: ${({ theme }) => theme.colors.brand} !important;
  }
  &[data-variant='accent'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[data-variant='accent']:hover {
    background: ${({ theme }) => theme.colors.brandInk};
    border-color: ${({ theme }) => theme.colors.brandInk};
  }
`

export const FooterBottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  background: #0f1e3a;
`

export const FooterBottomInner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
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
