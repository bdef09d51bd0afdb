import React, { useEffect, useId, useRef, useState } from 'react'
import type { MenuNode } from '../../lib/menu'
import type { SiteMenuItem } from '../../hooks/useSiteData'
import { SmartLink } from '../common/SmartLink'
import { CalloutPanel, hasCallout, type MenuCallout } from './Callout'
import * as S from './DesktopNav.styles'

type Item = MenuNode<SiteMenuItem>

/** One desktop menu list (the bar shows two: the first four links, then the rest). */
export function DesktopNavList({
  items,
  end,
  routeKey,
}: {
  items: Item[]
  end?: boolean
  routeKey: string
}) {
  return (
    <S.NavList data-end={end || undefined}>
      {items.map((item) =>
        item.children.length || hasCallout(item.callout) ? (
          <DropdownItem key={item.drupalId} item={item} routeKey={routeKey} />
        ) : item.url ? (
          <S.NavItem key={item.drupalId}>
            <S.NavLinkStyle>
              <SmartLink to={item.url}>{item.title}</SmartLink>
            </S.NavLinkStyle>
          </S.NavItem>
        ) : null,
      )}
    </S.NavList>
  )
}

/**
 * An item with sublinks and/or a callout: hovering or focusing it opens a panel with the
 * sublinks and the callout; hovering or focusing an item or sublink shows its callout, and
 * one without a callout keeps the previous one. Escape closes the panel (WCAG 1.4.13).
 */
function DropdownItem({ item, routeKey }: { item: Item; routeKey: string }) {
  const [open, setOpen] = useState(false)
  const [callout, setCallout] = useState<MenuCallout | null>(
    hasCallout(item.callout) ? item.callout : null,
  )
  const [activeId, setActiveId] = useState<string | null>(null)
  const topLink = useRef<HTMLSpanElement>(null)
  // After Escape, focus returns to the item without reopening the panel.
  const dismissed = useRef(false)
  const panelId = useId()

  useEffect(() => setOpen(false), [routeKey])

  const show = (node: Item) => {
    setActiveId(node.drupalId)
    if (hasCallout(node.callout)) setCallout(node.callout)
  }

  return (
    <S.NavItem
      onMouseEnter={() => {
        dismissed.current = false
        setOpen(true)
      }}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!dismissed.current) setOpen(true)
      }}
      onBlur={(event: React.FocusEvent<HTMLLIElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          dismissed.current = false
          setOpen(false)
        }
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLLIElement>) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          dismissed.current = true
          topLink.current?.querySelector('a')?.focus()
        }
      }}
    >
      <S.NavLinkStyle ref={topLink} onMouseEnter={() => show(item)} onFocus={() => show(item)}>
        {item.url ? <SmartLink to={item.url}>{item.title}</SmartLink> : <span>{item.title}</span>}
      </S.NavLinkStyle>
      <S.Dropdown id={panelId} hidden={!open} data-dropdown={item.title}>
        {item.children.length > 0 && (
          <S.SubList aria-label={`${item.title} links`}>
            {item.children.map((child) =>
              child.url ? (
                <li key={child.drupalId}>
                  <SmartLink
                    to={child.url}
                    data-active={activeId === child.drupalId ? 'true' : undefined}
                    onMouseEnter={() => show(child)}
                    onFocus={() => show(child)}
                  >
                    {child.title}
                  </SmartLink>
                </li>
              ) : null,
            )}
          </S.SubList>
        )}
        {callout && <CalloutPanel callout={callout} />}
      </S.Dropdown>
    </S.NavItem>
  )
}
