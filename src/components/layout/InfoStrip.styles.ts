import { styled } from '@linaria/react'
import { Link } from 'gatsby'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from './Layout.styles'

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
