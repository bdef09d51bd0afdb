import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import '../../styles/GlobalStyle'
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
  return (
    <Layout location={location} polka={polka}>
      {element}
    </Layout>
  )
}
