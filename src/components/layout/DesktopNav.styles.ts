import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

/** The bar's link list; `data-end`: the list right of the logo, at the bar's end. */
export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-end] {
    justify-content: flex-end;
  }
  ${mq('xl')} {
    gap: ${theme.space.sm};
  }
`

export const NavItem = styled.li`
  position: relative;
`

const navLink = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.xs};
  font-family: ${theme.fonts.heading};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.brand};
  text-decoration: none;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  white-space: nowrap;
  border-bottom: 3px solid transparent;
  &:hover,
  &[aria-current='page'] {
    color: ${theme.colors.brand};
    border-bottom-color: ${theme.colors.accent};
  }
`

export const NavLinkStyle = styled.span`
  a {
    ${navLink}
  }
`

export const Dropdown = styled.div`
  position: absolute;
  top: 100%;
  left: 50%;
  transform: translateX(-30%);
  z-index: 30;
  display: flex;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border-top: 3px solid ${theme.colors.accent};
  border-radius: 0 0 ${theme.radii.md} ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  &[hidden] {
    display: none;
  }
`

export const SubList = styled.ul`
  min-width: 11rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-radius: ${theme.radii.sm};
    font-weight: 700;
    color: ${theme.colors.brand};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible,
  a[data-active='true'] {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.accent};
  }
`
