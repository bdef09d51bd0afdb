import styled from 'styled-components'
import { mq } from '../../styles/theme'

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandInk};
  &:focus {
    top: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.brandInk};
  }
`

export const Main = styled.main`
  display: block;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`

export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${mq('md')} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`

export const HeaderBar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandInk};
  a {
    color: ${({ theme }) => theme.colors.brandInk};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.brandInk};
  }
`

export const HeaderInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
`

export const Brand = styled.a`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
`

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    text-decoration: none;
    font-weight: 700;
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
  }
`

export const FooterBar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: ${({ theme }) => theme.space.xl} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const FooterGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${mq('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`
