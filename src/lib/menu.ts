/** Builds menu trees from the flat MenuItem list (Drupal keeps parents by uuid). */
import { compareNames } from './text'

export interface FlatMenuItem {
  drupalId: string
  menu: string
  title: string
  url?: string | null
  weight: number
  parentId?: string | null
}

export type MenuNode<T extends FlatMenuItem = FlatMenuItem> = T & { children: MenuNode<T>[] }

export function menuTree<T extends FlatMenuItem>(items: readonly T[], menu: string): MenuNode<T>[] {
  const inMenu = items.filter((i) => i.menu === menu)
  const byId = new Map<string, MenuNode<T>>(inMenu.map((i) => [i.drupalId, { ...i, children: [] }]))
  const roots: MenuNode<T>[] = []
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const sort = (list: MenuNode<T>[]) => {
    list.sort((a, b) => a.weight - b.weight || compareNames(a.title, b.title))
    list.forEach((n) => sort(n.children))
    return list
  }
  return sort(roots)
}
