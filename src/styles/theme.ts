/**
 * The one theme: colour, type, spacing and breakpoint tokens. Every colour pair used for
 * text meets WCAG AA (4.5:1) on the surfaces it is used on; see theme.test.ts.
 */
export const theme = {
  colors: {
    ink: '#1c1d24',
    inkMuted: '#4f5160',
    surface: '#ffffff',
    surfaceAlt: '#f3f2ef',
    border: '#d9d7d1',
    brand: '#16294d',
    brandInk: '#ffffff',
    accent: '#b3122a',
    accentInk: '#ffffff',
    teal: '#00666e',
    gold: '#8a5a00',
    open: '#1e6b34',
    closed: '#b3122a',
    neutral: '#4f5160',
    focus: '#1a5fd0',
    sale: '#b3122a',
  },
  fonts: {
    heading: "'Poppins', 'Segoe UI', system-ui, sans-serif",
    body: "'Lato', 'Segoe UI', system-ui, sans-serif",
  },
  /** Type scale (rem), ratio ~1.25. */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.3125rem',
    xl: '1.625rem',
    xxl: '2.0625rem',
    display: '2.625rem',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: { sm: '4px', md: '8px', pill: '999px' },
  shadows: {
    card: '0 1px 3px rgba(20, 22, 30, 0.12), 0 4px 12px rgba(20, 22, 30, 0.06)',
    /** Under the sticky header bar once the page is scrolled. */
    raised: '0 4px 12px rgba(20, 22, 30, 0.14)',
  },
  /** The header bar's height, below and from the large breakpoint (its minimum, and its height
   * unless its content grows, as at 200% text size). */
  headerBar: { base: '72px', lg: '96px' },
  /** Min-width breakpoints (px). */
  breakpoints: { sm: 576, md: 768, lg: 1024, xl: 1280, xxl: 1440, '4xl': 1800 },
  maxWidth: '1280px',
} as const

export type Theme = typeof theme

export const mq = (bp: keyof Theme['breakpoints']) =>
  `@media (min-width: ${theme.breakpoints[bp]}px)`
