import React from 'react'
import { Link } from 'gatsby'
import { useSiteData } from '../../hooks/useSiteData'
import { menuTree } from '../../lib/menu'
import { SmartLink } from '../common/SmartLink'
import * as S from './Layout.styles'

/** Page frame: skip link, header, main landmark, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const { siteName, settings, menuItems } = useSiteData()
  const main = menuTree(menuItems, 'main')
  const footer = menuTree(menuItems, 'footer')
  return (
    <>
      <S.SkipLink href="#main-content">Skip to main content</S.SkipLink>
      <S.HeaderBar>
        <S.HeaderInner>
          <S.Brand as={Link} to="/">
            {siteName}
          </S.Brand>
          <nav aria-label="Main">
            <S.NavList>
              {main.map((item) =>
                item.url ? (
                  <li key={item.drupalId}>
                    <SmartLink to={item.url}>{item.title}</SmartLink>
                  </li>
                ) : null,
              )}
            </S.NavList>
          </nav>
        </S.HeaderInner>
      </S.HeaderBar>
      <S.Main id="main-content" tabIndex={-1}>
        {children}
      </S.Main>
      <S.FooterBar>
        <S.FooterGrid>
          <nav aria-label="Quick links">
            <h2>Quick links</h2>
            <ul>
              {footer.map((item) =>
                item.url ? (
                  <li key={item.drupalId}>
                    <SmartLink to={item.url}>{item.title}</SmartLink>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
          <div>
            <h2>Visit us</h2>
            {settings?.address && (
              <address style={{ whiteSpace: 'pre-line' }}>{settings.address}</address>
            )}
            {settings?.phone && (
              <p>
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
              </p>
            )}
            <p>
              <Link to="/trading-hours/">Trading hours</Link>
            </p>
          </div>
          <div>
            <h2>{siteName}</h2>
            {settings?.acknowledgement && (
              <div dangerouslySetInnerHTML={{ __html: settings.acknowledgement }} />
            )}
          </div>
        </S.FooterGrid>
      </S.FooterBar>
    </>
  )
}
