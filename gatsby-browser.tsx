import type { GatsbyBrowser } from 'gatsby'

// Latin subsets only (see src/styles/fonts.ts).
import '@fontsource/lato/latin-400.css'
import '@fontsource/lato/latin-700.css'
import '@fontsource/poppins/latin-600.css'
import '@fontsource/poppins/latin-700.css'

import { renderOrHydrate } from './src/components/layout/renderOrHydrate'
import { startServiceWorker } from './src/components/layout/serviceWorker'

export { wrapPageElement } from './src/components/layout/Root'

/** Time-sliced hydration of the server-rendered page (see renderOrHydrate). */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  // Gatsby's type is react-dom's legacy `render` signature; Gatsby uses the cleanup it returns.
  renderOrHydrate as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>

/** The service worker for offline visits, registered once the page is loaded and idle. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  startServiceWorker()
}
