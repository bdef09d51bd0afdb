import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

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
