import * as React from 'react'
import type { GatsbySSR } from 'gatsby'

import { PRELOAD_FONTS } from './src/styles/fonts'
import { SheetProvider } from './src/styles/styled'
import { ServerSheet } from './src/styles/runtime/sheet'

export { wrapPageElement } from './src/components/layout/Root'

/**
 * Each page's CSS, collected while the page renders. Gatsby renders two pages at a time in
 * each worker, so the sheets are kept per path, not in one global.
 */
const sheets = new Map<string, ServerSheet>()

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const sheet = new ServerSheet()
  sheets.set(pathname, sheet)
  return <SheetProvider sheet={sheet}>{element}</SheetProvider>
}

/**
 * The page's CSS in its head (what its components rendered; the browser adds only what later
 * renders need), and preloads of the self-hosted fonts (the @font-face rules of
 * gatsby-browser.tsx).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, pathname }) => {
  const sheet = sheets.get(pathname)
  sheets.delete(pathname)
  setHeadComponents([
    ...PRELOAD_FONTS.map((href) => (
      <link
        key={href}
        rel="preload"
        href={href}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
    ...(sheet
      ? [<style key="css" data-css="" dangerouslySetInnerHTML={{ __html: sheet.toString() }} />]
      : []),
  ])
}
