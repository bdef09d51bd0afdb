/**
 * The site's global CSS: element defaults, focus ring, reduced motion, `.visually-hidden`.
 * Linaria extracts it at build time into the stylesheet every page has in its head.
 */
import { css } from '@linaria/core'
import { mq, theme } from './theme'

/** @public Imported for its CSS only (Root.tsx); the class name itself is never used. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      scroll-padding-top: 1rem;
    }
    /*
   * Focused elements and hash targets below the header scroll clear of its sticky bar (WCAG
   * 2.4.11). A margin on them, not padding on the root: with root padding, focusing anything in
   * the stuck bar itself (the search box, a menu link) scrolled the page back up.
   */
    @media screen and (min-height: 480px) {
      /*
       * The bar's usual height, so that the sticky header's script need not set it on the root
       * (which restyles the whole document) unless the bar is taller, as at 200% text size.
       * Without the script the header scrolls away; the margin only leaves room above a target.
       */
      :root {
        --sticky-header-height: ${theme.headerBar.base};
      }
      ${mq('lg')} {
        :root {
          --sticky-header-height: ${theme.headerBar.lg};
        }
      }
      :where(main, footer),
      :where(main, footer) * {
        scroll-margin-top: var(--sticky-header-height);
      }
    }
    body {
      margin: 0;
      font-family: ${theme.fonts.body};
      font-size: ${theme.fontSizes.md};
      line-height: 1.6;
      /* A long e-mail address or URL wraps rather than widening a 320 px screen. */
      overflow-wrap: break-word;
      color: ${theme.colors.ink};
      background: ${theme.colors.surface};
    }
    h1,
    h2,
    h3,
    h4 {
      font-family: ${theme.fonts.heading};
      line-height: 1.2;
      margin: 0 0 ${theme.space.md};
      color: ${theme.colors.brand};
    }
    h1 {
      font-size: ${theme.fontSizes.xxl};
    }
    h2 {
      font-size: ${theme.fontSizes.xl};
    }
    h3 {
      font-size: ${theme.fontSizes.lg};
    }
    a {
      color: ${theme.colors.brand};
      text-underline-offset: 0.15em;
    }
    a:hover {
      color: ${theme.colors.accent};
    }
    :focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    img {
      max-width: 100%;
      height: auto;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
      border: 0;
    }
  }
`
