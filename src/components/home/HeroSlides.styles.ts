import styled from '../../styles/styled'

export const Hero = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`

/**
 * Art direction: the sizer follows the hero frame's desktop or mobile ratio (set on `Hero`,
 * the first slide's); each image covers it.
 */
export const SlideFrame = styled.div`
  position: relative;
  a {
    display: block;
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
