import React, { Suspense, useEffect } from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { trackPageView } from '../../lib/tracking'
import { IS_PREVIEW, PREVIEW_BANNER_TEXT } from '../../lib/preview'
import { Header } from './Header'
import { Footer } from './Footer'
import { UnsupportedBrowserBanner } from './UnsupportedBrowser'
import * as S from './Layout.styles'

export type LayoutLocation = { pathname: string; search?: string; key?: string }

/**
 * A Suspense boundary around the page frame's header and footer. Nothing in them suspends
 * (the fallback never shows); the boundary is there for hydration order. On a first load,
 * React 18 hydrates the page without its server-rendered Suspense boundaries and commits it,
 * then hydrates each boundary in a later, low-priority pass. So the page's own content (the
 * search box and its index, a carousel, a form) comes to life first and runs its effects
 * sooner, and the frame's work is spread over later tasks. A click on the
 * header before its pass makes React hydrate it at once and replay the click.
 */
function HydrateAfterMain({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

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
    <S.Page data-polka={polka || undefined}>
      <S.SkipLink href="#main-content">Skip to main content</S.SkipLink>
      {IS_PREVIEW ? <S.PreviewBanner role="note">{PREVIEW_BANNER_TEXT}</S.PreviewBanner> : null}
      <UnsupportedBrowserBanner />
      <HydrateAfterMain>
        <Header routeKey={routeKey} />
      </HydrateAfterMain>
      <S.Main id="main-content" tabIndex={-1}>
        {children}
      </S.Main>
      <HydrateAfterMain>
        <Footer />
      </HydrateAfterMain>
    </S.Page>
  )
}
