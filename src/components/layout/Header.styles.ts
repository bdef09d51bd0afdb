import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from './Layout.styles'

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

export const SearchPanel = styled.div`
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceAlt};
  &[hidden] {
    display: none;
  }
`
