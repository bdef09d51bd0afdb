import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { outlinedButton } from '../../styles/buttons'
import { CAROUSEL_BREAKPOINTS } from '../../lib/slides'

export const Root = styled.section`
  position: relative;
  width: 100%;
`

/** Padded slides are pulled out by their padding, so their cards line up with the page. */
export const Viewport = styled.div`
  position: relative;
  margin: -${theme.space.xs} -${theme.space.xs} -${theme.space.sm};
  &[data-flush] {
    margin: 0;
    width: 100%;
  }
`

/**
 * react-slick makes each slide's wrapper inline-block: aligned to the top, it leaves no
 * descender gap under the slide, so the carousel is exactly as tall as the server-rendered
 * first slide and nothing below it moves when the library takes over. A padded slide leaves
 * room around its card for the card's focus ring (3 px, 2 px out) and shadow, which the
 * carousel's clipping would otherwise cut off.
 */
export const Slide = styled.div`
  height: 100%;
  vertical-align: top;
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.sm};
  &[data-flush] {
    padding: 0;
  }
`

/**
 * Server-rendered and pre-hydration layout: the first slides, as many as fit per width. The
 * slide count up to each of CAROUSEL_BREAKPOINTS and above the last comes in the variables
 * `--show-0` … `--show-N` (slidesToShowSteps).
 */
export const Fallback = styled.div`
  display: flex;
  overflow: hidden;
  > * {
    flex: 0 0 calc(100% / var(--show-0, 1));
    min-width: 0;
  }
  ${CAROUSEL_BREAKPOINTS.map(
    (breakpoint, index) => `
      @media (min-width: ${breakpoint + 1}px) {
        > * {
          flex-basis: calc(100% / var(--show-${index + 1}, 1));
        }
      }
    `,
  ).join('')}
`

/**
 * slick-carousel's structural CSS (slick.css, MIT), kept here rather than imported as a
 * stylesheet, so it is scoped to the carousel's wrapper and stays next to the rest of the
 * carousel's styles.
 */
export const SlickStyles = styled.div`
  .slick-slider {
    position: relative;
    display: block;
    box-sizing: border-box;
    -webkit-touch-callout: none;
    user-select: text;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-list {
    position: relative;
    overflow: hidden;
    display: block;
    margin: 0;
    padding: 0;
  }
  .slick-list:focus {
    outline: none;
  }
  .slick-list.draggable {
    cursor: grab;
    user-select: none;
  }
  .slick-list.dragging {
    cursor: grabbing;
  }
  .slick-slider .slick-track,
  .slick-slider .slick-list {
    transform: translate3d(0, 0, 0);
  }
  /* Left-aligned (slick.css centres it): with fewer slides than fit, they stay where the
     server-rendered slides were. */
  .slick-track {
    position: relative;
    left: 0;
    top: 0;
    display: flex;
    margin-left: 0;
    margin-right: 0;
  }
  .slick-track::before,
  .slick-track::after {
    content: '';
    display: table;
  }
  .slick-track::after {
    clear: both;
  }
  .slick-loading .slick-track,
  .slick-loading .slick-slide {
    visibility: hidden;
  }
  .slick-slide {
    float: left;
    height: auto;
    min-height: 1px;
    display: none;
  }
  .slick-slide > div {
    height: 100%;
  }
  .slick-slide img {
    display: block;
  }
  .slick-slide.dragging img {
    pointer-events: none;
  }
  .slick-initialized .slick-slide {
    display: block;
  }
`

/** Controls below the slides, or (`data-controls="overlay"`) over their corner from medium. */
export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  justify-content: center;
  margin-top: ${theme.space.md};
  min-height: 44px;
  &[data-controls='overlay'] {
    position: absolute;
    right: ${theme.space.md};
    bottom: ${theme.space.md};
    z-index: 2;
    justify-content: normal;
    margin-top: 0;
    min-height: 0;
    padding: ${theme.space.xxs};
    border-radius: ${theme.radii.pill};
    background: rgba(255, 255, 255, 0.92);
    box-shadow: ${theme.shadows.card};
    @media (max-width: ${theme.breakpoints.md - 1}px) {
      position: static;
      justify-content: flex-end;
      padding: ${theme.space.xs} ${theme.space.md};
      border-radius: 0;
      box-shadow: none;
      background: ${theme.colors.surface};
    }
  }
`

/**
 * The controls' space while react-slick loads, so that they do not push the page down when
 * they appear: below the slides, or (overlay controls) on small screens, where they sit
 * below the slides too.
 */
export const ControlsPlaceholder = styled.div`
  min-height: 44px;
  margin-top: ${theme.space.md};
  &[data-controls='overlay'] {
    display: none;
    margin-top: 0;
    @media (max-width: ${theme.breakpoints.md - 1}px) {
      display: block;
      min-height: calc(44px + 2 * ${theme.space.xs});
      background: ${theme.colors.surface};
    }
  }
`

export const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  ${outlinedButton}
  border-radius: 50%;
  transition:
    background 0.15s,
    color 0.15s;
  &:hover:not(:disabled) {
    background: ${theme.colors.brand};
    color: ${theme.colors.brandInk};
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`

export const Status = styled.span`
  min-width: 3.5em;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  color: ${theme.colors.brand};
`

export const Dots = styled.ul`
  display: flex;
  gap: ${theme.space.xxs};
  margin: 0 0 0 ${theme.space.xs};
  padding: 0;
  list-style: none;
`

export const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: auto;
    border: 2px solid ${theme.colors.brand};
    border-radius: 50%;
  }
  &[aria-current='true']::before {
    background: ${theme.colors.brand};
  }
`
