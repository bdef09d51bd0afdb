import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

/** The mobile side menu (loaded on demand with it, see Header). */
/* ------------------------------------------------------------- side menu */

const SIDE_MENU_WIDTH = '275px'

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(12, 18, 32, 0.55);
  &[hidden] {
    display: none;
  }
`

export const SidePanel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  width: ${SIDE_MENU_WIDTH};
  max-width: 100vw;
  overflow-y: auto;
  background: ${theme.colors.surface};
  box-shadow: 4px 0 24px rgba(12, 18, 32, 0.25);
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once when opening (so focus can move in), hidden after the slide-out. */
  transition:
    transform 0.25s ease,
    visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.25s')};
  ${mq('lg')} {
    display: none;
  }
`

export const SideHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  color: ${theme.colors.brand};
`

export const SideList = styled.ul`
  margin: 0;
  padding: ${theme.space.xs} 0;
  list-style: none;
  a {
    display: block;
    padding: ${theme.space.sm} ${theme.space.md};
    font-family: ${theme.fonts.heading};
    font-weight: 600;
    color: ${theme.colors.brand};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.accent};
  }
  /* The links span the scrolling panel, which clips anything outside it: ring inside. */
  a:focus-visible {
    outline-offset: -3px;
  }
  ul {
    margin: 0;
    padding: 0 0 ${theme.space.xs};
    list-style: none;
  }
  ul a {
    padding: ${theme.space.xs} ${theme.space.md} ${theme.space.xs} ${theme.space.xl};
    font-family: ${theme.fonts.body};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
  }
`

export const SideSection = styled.div`
  padding: 0 ${theme.space.md};
  form {
    padding: ${theme.space.sm} 0;
  }
`
