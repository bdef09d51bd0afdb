/**
 * The outlined button, as CSS text on the theme tokens that Linaria inlines at build time: the
 * second choice beside a page's filled button, and the site's toggles and controls. Each button
 * adds its own size, shape and what its hover or pressed state shows.
 */
import { theme } from './theme'

export const outlinedButton = `
  border: 2px solid ${theme.colors.brand};
  background: ${theme.colors.surface};
  color: ${theme.colors.brand};
  font-weight: 700;
  cursor: pointer;
`
