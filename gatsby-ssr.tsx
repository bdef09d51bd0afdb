import * as React from 'react'
import type { GatsbySSR } from 'gatsby'

import { PRELOAD_FONTS } from './src/styles/fonts'

export { wrapPageElement } from './src/components/layout/Root'

/** Preloads of the self-hosted fonts (the @font-face rules of gatsby-browser.tsx). */
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
