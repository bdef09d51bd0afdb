import React from 'react'
import { ThemeProvider } from 'styled-components'
import type { GatsbyBrowser } from 'gatsby'
import { theme } from '../../styles/theme'
import { GlobalStyle } from '../../styles/GlobalStyle'
import { Layout } from './Layout'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
)

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
  // The global styles render here, not in wrapRootElement: gatsby-plugin-styled-components
  // collects a page's CSS for its HTML inside the root element, and the site's root wrapper
  // sits outside it. There, the global styles (body margin, fonts) were missing from the
  // server-rendered HTML and arrived with hydration, shifting the whole page.
  return (
    <>
      <GlobalStyle />
      <Layout location={location} polka={polka}>
        {element}
      </Layout>
    </>
  )
}
