import React from 'react'
import { ThemeProvider } from 'styled-components'
import type { GatsbyBrowser } from 'gatsby'
import { theme } from '../../styles/theme'
import { GlobalStyle } from '../../styles/GlobalStyle'
import { Layout } from './Layout'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {element}
  </ThemeProvider>
)

/** The layout wraps every page and persists across client-side navigations. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <Layout>{element}</Layout>
)
