import React, { useRef } from 'react'
import type { MenuNode } from '../../lib/menu'
import type { SiteMenuItem } from '../../hooks/useSiteData'
import { Icon } from '../common/Icon'
import { SearchForm } from './SearchForm'
import { SideMenuNav } from './SideMenuNav'
import { SocialLinks } from './SocialLinks'
import { trapTabFocus } from './trapTabFocus'
import { useSideMenuOpen } from './useSideMenuOpen'
import * as L from './Header.styles'
import * as S from './SideMenu.styles'

/**
 * Below the large breakpoint: a 275 px slide-out menu (items, sublinks, search form, social
 * links). Toggled by its button; closed by Escape, the close button, the backdrop and every
 * route change. While open, focus is moved in and kept inside; on close it returns to the
 * button (except after a navigation, when the new page takes focus).
 */
export function SideMenu({
  items,
  routeKey,
  facebookUrl,
  instagramUrl,
}: {
  items: MenuNode<SiteMenuItem>[]
  routeKey: string
  facebookUrl?: string | null
  instagramUrl?: string | null
}) {
  const { open, openMenu, close, toggle, closeButton } = useSideMenuOpen(routeKey)
  const panel = useRef<HTMLDivElement>(null)

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close(true)
      return
    }
    trapTabFocus(event, panel.current)
  }

  return (
    <>
      <L.IconButton
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="side-menu"
        onClick={() => (open ? close(true) : openMenu())}
      >
        <Icon name="menu" />
        <span>Menu</span>
      </L.IconButton>
      <S.Overlay hidden={!open} onClick={() => close(true)} data-side-menu-overlay="" />
      <S.SidePanel
        ref={panel}
        id="side-menu"
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        <S.SideHead>
          <span>Menu</span>
          <L.IconButton ref={closeButton} type="button" onClick={() => close(true)}>
            <Icon name="close" title="Close menu" />
          </L.IconButton>
        </S.SideHead>
        <SideMenuNav items={items} onNavigate={() => close(false)} />
        <S.SideSection>
          <SearchForm id="side-menu-search" />
          <SocialLinks facebookUrl={facebookUrl} instagramUrl={instagramUrl} />
        </S.SideSection>
      </S.SidePanel>
    </>
  )
}
