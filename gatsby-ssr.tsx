import * as React from 'react'
import type { GatsbySSR } from 'gatsby'

import { PRELOAD_FONTS } from './src/styles/fonts'

export { wrapRootElement, wrapPageElement } from './src/components/layout/Root'

/** Preload the self-hosted fonts (same URLs as the @font-face rules of gatsby-browser.tsx). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents(
    PRELOAD_FONTS.map((href) => (
      <link
        key={href}
        rel="preload"
        href={href}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
  )
}
