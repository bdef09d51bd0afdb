// The pages the layout checks (focus rings, text spacing, reflow) visit: one of each page type
// plus a generic page with carousels, each on a phone and a desktop where a check needs both.
import { PAGE_TYPES } from '../../toolkit/page-types.cjs'
import type { ViewportName } from './browser-options'

export const LAYOUT_ROUTES = [
  ...PAGE_TYPES,
  { name: 'generic page with carousels', path: '/about-us/' },
]

/** [name, path, viewport] for every layout route on a phone and on a desktop. */
export const LAYOUT_CASES = LAYOUT_ROUTES.flatMap(({ name, path }) =>
  (['mobile', 'desktop'] as ViewportName[]).map((viewport) => [name, path, viewport] as const),
)
