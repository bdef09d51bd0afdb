import React, { useEffect, useRef, useState } from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { useScrolled, useStickyHeader } from '../../hooks/useStickyHeader'
import { menuTree } from '../../lib/menu'
import { track } from '../../lib/tracking'
import { Icon } from '../common/Icon'
import { InfoStrip } from './InfoStrip'
import { Logo } from './Logo'
import { DesktopNavList } from './DesktopNav'
import { SideMenu } from './SideMenu'
import { SearchForm } from './SearchForm'
import { SocialLinks } from './SocialLinks'
import { Container } from './Layout.styles'
import * as S from './Header.styles'

/** The desktop bar shows the first four links, the centred logo, then the rest. */
const MENU_SPLIT = 4

/**
 * Header: the info strip (opening hours), then the bar. From the large breakpoint: the main
 * menu split around the centred logo, social links and the search toggle. Below it: the side
 * menu button and the logo. Once hydrated the header sticks with its bar in view (the strip
 * scrolls away) on screens at least 480 px tall, and from 5 px of scrolling it is
 * `data-scrolled` (a shadow under the bar).
 */
export function Header({ routeKey }: { routeKey: string }) {
  const { siteName, settings, menuItems } = useSiteData()
  const main = menuTree(menuItems, 'main')
  const [searchOpen, setSearchOpen] = useState(false)
  const searchToggle = useRef<HTMLButtonElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const header = useRef<HTMLElement>(null)
  const scrolled = useScrolled()
  useStickyHeader(header)

  useEffect(() => setSearchOpen(false), [routeKey])

  const toggleSearch = () => {
    const next = !searchOpen
    setSearchOpen(next)
    if (next) {
      track('click', 'Header', 'Open search')
      window.requestAnimationFrame(() => searchInput.current?.focus())
    }
  }

  return (
    <S.Header ref={header} data-scrolled={scrolled ? '' : undefined}>
      <InfoStrip centreMapUrl={settings?.centreMapPath ?? settings?.centreMapUrl} />
      <S.Bar>
        <S.BarStart>
          <S.BelowLgOnly>
            <SideMenu
              items={main}
              routeKey={routeKey}
              facebookUrl={settings?.facebookUrl}
              instagramUrl={settings?.instagramUrl}
            />
          </S.BelowLgOnly>
          <S.DesktopOnlyBlock as="nav" aria-label="Main" data-desktop-nav="">
            <DesktopNavList items={main.slice(0, MENU_SPLIT)} routeKey={routeKey} />
          </S.DesktopOnlyBlock>
        </S.BarStart>
        <Logo siteName={siteName} />
        <S.BarEnd>
          <S.DesktopOnlyBlock as="nav" aria-label="More" data-desktop-nav="">
            <DesktopNavList items={main.slice(MENU_SPLIT)} routeKey={routeKey} end />
          </S.DesktopOnlyBlock>
          <S.DesktopOnlyBlock>
            <SocialLinks
              facebookUrl={settings?.facebookUrl}
              instagramUrl={settings?.instagramUrl}
            />
          </S.DesktopOnlyBlock>
          <S.DesktopOnlyBlock>
            <S.IconButton
              ref={searchToggle}
              type="button"
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={toggleSearch}
            >
              <Icon
                name={searchOpen ? 'close' : 'search'}
                title={searchOpen ? 'Close search' : 'Search'}
              />
            </S.IconButton>
          </S.DesktopOnlyBlock>
        </S.BarEnd>
      </S.Bar>
      <S.SearchPanel
        id="header-search"
        hidden={!searchOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setSearchOpen(false)
            searchToggle.current?.focus()
          }
        }}
      >
        <Container>
          <SearchForm id="header-search-q" ref={searchInput} />
        </Container>
      </S.SearchPanel>
    </S.Header>
  )
}
