import React, { useCallback, useEffect, useRef, useState } from 'react'
import type { MenuNode } from '../../lib/menu'
import type { SiteMenuItem } from '../../hooks/useSiteData'
import { Icon } from '../common/Icon'
import { SmartLink } from '../common/SmartLink'
import { SearchForm } from './SearchForm'
import { SocialLinks } from './SocialLinks'
import * as L from './Layout.styles'
import * as S from './SideMenu.styles'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

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
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const restoreFocus = useRef(false)

  const close = useCallback((returnFocus: boolean) => {
    restoreFocus.current = returnFocus
    setOpen(false)
  }, [])

  // Every route change closes the menu.
  useEffect(() => close(false), [routeKey, close])

  useEffect(() => {
    if (open) {
      const frame = window.requestAnimationFrame(() => closeButton.current?.focus())
      const previous = document.body.style.overflow
      document.body.style.overflow = 'hidden'
      return () => {
        window.cancelAnimationFrame(frame)
        document.body.style.overflow = previous
      }
    }
    if (restoreFocus.current) {
      restoreFocus.current = false
      toggle.current?.focus()
    }
  }, [open])

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close(true)
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    if (!focusable.length) return
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <L.IconButton
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="side-menu"
        onClick={() => (open ? close(true) : setOpen(true))}
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
        {/* A link to the page already shown does not change the route: close anyway. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          aria-label="Main"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) close(false)
          }}
        >
          <S.SideList>
            {items.map((item) => (
              <li key={item.drupalId}>
                {item.url ? <SmartLink to={item.url}>{item.title}</SmartLink> : item.title}
                {item.children.length > 0 && (
                  <ul>
                    {item.children.map((child) =>
                      child.url ? (
                        <li key={child.drupalId}>
                          <SmartLink to={child.url}>{child.title}</SmartLink>
                        </li>
                      ) : null,
                    )}
                  </ul>
                )}
              </li>
            ))}
          </S.SideList>
        </nav>
        <S.SideSection>
          <SearchForm id="side-menu-search" />
          <SocialLinks facebookUrl={facebookUrl} instagramUrl={instagramUrl} />
        </S.SideSection>
      </S.SidePanel>
    </>
  )
}
