/**
 * The pieces every card on the site is built from (store, gift, offer, job, what's on…),
 * as CSS text on the theme tokens that Linaria inlines into a card's styled template at build
 * time. Cards add only what differs.
 */
import { mq, theme } from './theme'
import type { Theme } from './theme'

/** A bordered, rounded column box filling its grid cell. */
export const cardFrame = `
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`

/**
 * The card's text column under its media. It fills the rest of the card, so an item with
 * `margin-top: auto` (an expiry, a price, a "Read more") sits at the card's foot.
 */
export const cardBody = (gap: keyof Theme['space'], padding: keyof Theme['space']) => `
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${theme.space[gap]};
  padding: ${theme.space[padding]};
`

/** One focus ring around the whole card (its stretched link is the only tab stop). */
export const cardFocusRing = `
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  & a:focus-visible {
    outline: none;
  }
`

/** The card's shadow appears on hover. */
export const cardHoverShadow = `
  transition: box-shadow 0.2s ease;
  &:hover {
    box-shadow: ${theme.shadows.card};
  }
`

/**
 * A media box the card's image fills. Its size never depends on its content (every card
 * gives it an aspect-ratio and its width comes from the card), so the browser can skip its
 * style, layout and paint while it is far from the viewport (`content-visibility: auto`)
 * without any jump when it is reached: on the store directory that is a hundred image boxes
 * the first screen no longer pays for. The card marks the box `data-near` when it comes
 * within lazy-loading distance (useRenderAhead), so its image still loads ahead of scrolling.
 * (Full-page screenshots show far boxes empty; scrolling, printing, find-in-page and
 * assistive technology see them as usual.)
 */
export const cardMedia = `
  content-visibility: auto;
  overflow: hidden;
  &[data-near] {
    content-visibility: visible;
  }
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }
`

/** The link covers the whole card, so the card is one target. */
export const stretchedLink = `
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`

/** A card title whose link is ink-coloured, stretched, and underlined on hover. */
export const cardTitleLink = `
  a {
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  ${stretchedLink}
  a:hover {
    text-decoration: underline;
  }
`

/**
 * Image zoom while the card is hovered, not for visitors who prefer reduced motion. For the
 * card's media box, a direct child of the card.
 */
export const zoomOnCardHover = (scale: number, duration = '0.4s') => `
  @media (prefers-reduced-motion: no-preference) {
    img {
      transition: transform ${duration} ease !important;
    }
    :hover > & img {
      transform: scale(${scale});
    }
  }
`

/**
 * Text in exactly `lines` lines at `lineHeight`: longer text ends in an ellipsis (the whole
 * text stays in the page, for assistive technology and find-in-page), shorter or no text
 * keeps the space. Cards in a carousel use it so that every card is one height: react-slick
 * makes its track as tall as its tallest slide while the server HTML shows only the first
 * slides, so a taller card further along would make the carousel grow, and move everything
 * below it, when the library takes over. The height is in `lh` (em before that unit), so a
 * visitor's own line spacing (WCAG 1.4.12) still shows every line.
 */
export const fixedLines = (lines: number, lineHeight: number) => `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
  line-height: ${lineHeight};
  height: ${lines * lineHeight}em;
  height: ${lines}lh;
`

/**
 * The one raised card in the middle of a page that has little else (not found, offline):
 * its width is the page's own.
 */
export const pageCard = `
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${mq('md')} {
    padding: ${theme.space.xxl};
  }
`
