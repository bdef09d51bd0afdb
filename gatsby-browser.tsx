import type * as React from 'react'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { GatsbyBrowser } from 'gatsby'

// Latin subsets only (see src/styles/fonts.ts).
import '@fontsource/lato/latin-400.css'
import '@fontsource/lato/latin-700.css'
import '@fontsource/poppins/latin-600.css'
import '@fontsource/poppins/latin-700.css'

export { wrapRootElement, wrapPageElement } from './src/components/layout/Root'

/**
 * Hydrate the server-rendered page as a transition (issue 9: Total Blocking Time). React 18
 * hydrates a root at default priority in one uninterrupted task, which on a slow phone is a
 * few hundred milliseconds in which the page ignores the visitor. Inside `startTransition`
 * the same work is time-sliced: React yields to the browser every few milliseconds, so input
 * and paint are never blocked for long. The HTML is already complete and visible, so nothing
 * waits for it. A page with no server markup (`gatsby develop`) is rendered as usual.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  ((element: React.ReactElement, root: Element) => {
    const rendered = document.getElementById('gatsby-focus-wrapper')?.children.length
    if (!rendered) {
      createRoot(root).render(element)
      return
    }
    startTransition(() => {
      hydrateRoot(root, element)
    })
    // Gatsby's type is react-dom's legacy `render` signature; the return value is not used.
  }) as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>
