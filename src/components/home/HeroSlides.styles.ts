import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

export const Hero = styled.div`
  position: relative;
  background: ${theme.colors.surfaceAlt};
`

/**
 * Art direction: the sizer follows the hero frame's desktop or mobile ratio (set on `Hero`,
 * the first slide's); each image covers it.
 */
export const SlideFrame = styled.div`
  position: relative;
  a {
    position: relative;
    display: block;
  }
  /* The slide is edge to edge and the carousel clips what is outside it: the focus ring is
     drawn inside the link, over the image, blue around white so it shows on any picture. */
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    box-shadow:
      inset 0 0 0 3px ${theme.colors.focus},
      inset 0 0 0 6px ${theme.colors.surface};
    pointer-events: none;
  }
  .gatsby-image-wrapper {
    display: block;
    width: 100%;
  }
  .gatsby-image-wrapper > div[aria-hidden='true'] {
    padding-top: var(--hero-ratio) !important;
  }
  @media (max-width: 767px) {
    .gatsby-image-wrapper > div[aria-hidden='true'] {
      padding-top: var(--hero-mobile-ratio) !important;
    }
  }
`
