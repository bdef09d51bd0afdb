import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

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
