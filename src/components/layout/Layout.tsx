import React, { useEffect } from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { trackPageView } from '../../lib/tracking'
import { Header } from './Header'
import { Footer } from './Footer'
import { UnsupportedBrowserBanner } from './UnsupportedBrowser'
import * as S from './Layout.styles'

export type LayoutLocation = { pathname: string; search?: string; key?: string }

/**
 * Page frame, persisting across client-side navigations: skip link, unsupported-browser
 * banner, header (info strip, menus, search), main landmark, footer; an optional polka-dot
 * background. Pushes a page view to the data layer on every route change.
 */
export function Layout({
  children,
  location,
  polka = false,
}: {
  children: React.ReactNode
  location?: LayoutLocation
  polka?: boolean
}) {
  const { siteName } = useSiteData()
  const path = location ? `${location.pathname}${location.search ?? ''}` : ''
  const routeKey = location ? `${location.key ?? ''}${path}` : ''

  useEffect(() => {
    if (!location) return
    // The Head API sets the new title just after the route renders.
    const timer = window.setTimeout(() => trackPageView(path, document.title, siteName), 50)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeKey])

  return (
    <S.Page $polka={polka}>
      <S.SkipLink href="#main-content">Skip to main content</S.SkipLink>
      <UnsupportedBrowserBanner />
      <Header routeKey={routeKey} />
      <S.Main id="main-content" tabIndex={-1}>
        {children}
      </S.Main>
      <Footer />
    </S.Page>
  )
}
