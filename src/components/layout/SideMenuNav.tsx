import React from 'react'
import type { MenuNode } from '../../lib/menu'
import type { SiteMenuItem } from '../../hooks/useSiteData'
import { SmartLink } from '../common/SmartLink'
import * as S from './SideMenu.styles'

/** The side menu's items, each with its sublinks; following any link closes the menu. */
export function SideMenuNav({
  items,
  onNavigate,
}: {
  items: MenuNode<SiteMenuItem>[]
  onNavigate: () => void
}) {
  // A link to the page already shown does not change the route: close anyway.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav
      aria-label="Main"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate()
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
  )
}
