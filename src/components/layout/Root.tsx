import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { GlobalStyle } from '../../styles/GlobalStyle'
import { Layout } from './Layout'

/** Pages that show the decorative polka-dot background. */
const POLKA_PATHS = new Set(['/', '/404/', '/404.html'])

/** The layout wraps every page and persists across client-side navigations. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const { location, pageContext } = props
  const polka =
    POLKA_PATHS.has(location.pathname) ||
    !!(pageContext as { polka?: boolean } | undefined)?.polka ||
    (props as { pageResources?: { page?: { path?: string } } }).pageResources?.page?.path ===
      '/404.html'
  // The global styles render with the page, inside the sheet gatsby-ssr.tsx collects each
  // page's CSS in: the global styles (body margin, fonts) are in the server-rendered HTML and
  // never arrive late with hydration, which would shift the whole page.
  return (
    <>
      <GlobalStyle />
      <Layout location={location} polka={polka}>
        {element}
      </Layout>
    </>
  )
}
