import { styled } from '@linaria/react'
import { Link } from 'gatsby'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

export const SIDE_MENU_WIDTH = '275px'

export const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.brand};
  color: ${theme.colors.brandInk};
  font-weight: 700;
  &:focus {
    top: ${theme.space.md};
    color: ${theme.colors.brandInk};
  }
`

export const UnsupportedBanner = styled.div`
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  text-align: center;
  font-weight: 700;
  &[hidden] {
    display: none;
  }
`

/** The preview server's strip above every page (src/lib/preview.ts). */
export const PreviewBanner = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.surface};
  border-bottom: 4px solid ${theme.colors.gold};
  text-align: center;
  font-weight: 700;
`

/** Decorative polka dots (pages opt in with <Layout polka>, `data-polka` here). */
const polkaDots = `
  background-color: ${theme.colors.surface};
  background-image:
    radial-gradient(rgba(22, 41, 77, 0.07) 18%, transparent 19%),
    radial-gradient(rgba(179, 18, 42, 0.06) 18%, transparent 19%);
  background-size: 48px 48px;
  background-position:
    0 0,
    24px 24px;
`

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  &[data-polka] {
    ${polkaDots}
  }
`

export const Main = styled.main`
  display: block;
  flex: 1 0 auto;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`

export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  ${mq('md')} {
    padding: 0 ${theme.space.xl};
  }
`

/* ---------------------------------------------------------------- header */

/**
 * Sticky (see useStickyHeader) only where the screen is tall enough that the bar leaves most
 * of it to the page: not on a phone held sideways or at 400% zoom.
 */
export const Header = styled.header`
  position: relative;
  z-index: 20;
  background: ${theme.colors.surface};
  box-shadow: 0 1px 0 ${theme.colors.border};
  &[data-scrolled] {
    box-shadow:
      0 1px 0 ${theme.colors.border},
      ${theme.shadows.raised};
  }
  @media screen and (min-height: 480px) {
    &[data-sticky] {
      position: sticky;
      top: calc(-1 * var(--strip-height, 0px));
    }
  }
`

export const Strip = styled.div`
  background: ${theme.colors.brand};
  color: ${theme.colors.brandInk};
  font-size: ${theme.fontSizes.xs};
  a {
    color: ${theme.colors.brandInk};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.brandInk};
    text-decoration: underline;
  }
  ${mq('md')} {
    font-size: ${theme.fontSizes.sm};
  }
`

export const StripInner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  padding-top: ${theme.space.xs};
  padding-bottom: ${theme.space.xs};
  ${mq('md')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.lg};
  }
`

export const StripHours = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${theme.space.xs};
  min-height: 28px;
  svg {
    flex: none;
  }
`

export const StripLabel = styled.span`
  font-weight: 700;
`

/** Shown only below md (the compact mobile layout) / only from md. */
export const MobileOnly = styled.span`
  ${mq('md')} {
    display: none;
  }
`
export const DesktopOnly = styled.span`
  display: none;
  ${mq('md')} {
    display: inline;
  }
`

/*
 * Two by two on phones (four in a row need about 385 px, wider than many phones), one row
 * from the small breakpoint, wrapping rather than scrolling sideways (WCAG 1.4.10).
 */
export const StripLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: 0 ${theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  /*
   * A flex box, not an inline one: an inline box sits on a line whose height comes from the
   * font's own metrics, so the strip grew 4 px on phones until the web font came and then
   * moved the whole page up (a layout shift of 0.064 on job detail in Lighthouse).
   */
  a {
    display: flex;
    align-items: center;
    gap: ${theme.space.xxs};
    min-height: 28px;
    white-space: nowrap;
  }
  ${mq('sm')} {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${theme.space.md};
  }
  ${mq('md')} {
    gap: 0 ${theme.space.lg};
  }
`

/* The logo is centred; on the narrowest phones it moves right rather than under the menu button. */
export const Bar = styled(Container)`
  display: grid;
  grid-template-columns: minmax(max-content, 1fr) auto minmax(0, 1fr);
  align-items: center;
  min-height: ${theme.headerBar.base};
  ${mq('lg')} {
    grid-template-columns: 1fr auto 1fr;
    min-height: ${theme.headerBar.lg};
  }
`

export const BarStart = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
`

export const BarEnd = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  min-width: 0;
`

export const LogoLink = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  padding: ${theme.space.xs} ${theme.space.md};
  text-decoration: none;
  line-height: 1;
  color: ${theme.colors.brand};
  &:hover {
    color: ${theme.colors.brand};
  }
`

export const LogoMark = styled.span`
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: 1.5rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  ${mq('lg')} {
    font-size: 1.875rem;
  }
`

export const LogoSub = styled.span`
  margin-top: 0.3em;
  padding: 0.25em 0.6em;
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  font-family: ${theme.fonts.heading};
  font-weight: 600;
  font-size: 0.6875rem;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`

export const DesktopOnlyBlock = styled.div`
  display: none;
  ${mq('lg')} {
    display: flex;
  }
`

export const BelowLgOnly = styled.div`
  display: flex;
  ${mq('lg')} {
    display: none;
  }
`

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

/** The callout side panel: about 24rem wide and up to 15rem tall. */
export const Callout = styled.div`
  display: flex;
  flex-direction: column;
  width: 24rem;
  max-width: 100%;
  max-height: 15rem;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    flex: 1 1 auto;
    min-height: 0;
    height: 11rem;
  }
  /* Inset from the panel's edges by more than its focus ring (3 px, 2 px out), which the
     panel's clipping would otherwise cut off. */
  a {
    display: block;
    margin: 0 ${theme.space.xs} ${theme.space.xs};
    padding: ${theme.space.sm} ${theme.space.xs} ${theme.space.xxs};
    font-family: ${theme.fonts.heading};
    font-weight: 600;
    color: ${theme.colors.brand};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.accent};
    text-decoration: underline;
  }
`

export const CalloutKicker = styled.span`
  display: block;
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.colors.accent};
`

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.brand};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.surfaceAlt};
  }
`

export const SocialList = styled.ul<{ $onDark?: boolean }>`
  display: flex;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${({ $onDark }) => ($onDark ? theme.colors.brandInk : theme.colors.brand)};
  }
  a:hover {
    background: ${({ $onDark }) => ($onDark ? 'rgba(255,255,255,0.14)' : 'rgba(22,41,77,0.08)')};
    color: ${({ $onDark }) => ($onDark ? theme.colors.brandInk : theme.colors.accent)};
  }
`

export const SearchPanel = styled.div`
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceAlt};
  &[hidden] {
    display: none;
  }
`

export const SearchForm = styled.form`
  display: flex;
  gap: ${theme.space.xs};
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.md} 0;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 2px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.sm};
    font: inherit;
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
  }
  button {
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.brand};
    color: ${theme.colors.brandInk};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colors.accent};
  }
`
