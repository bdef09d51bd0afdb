/** The category tree as the filters' option list. */
import { compareNames } from '../text'
import type { CategoryRef } from './directoryFilter'

export interface CategoryNode extends CategoryRef {
  name: string
  weight: number
}

export interface CategoryOption {
  tid: number
  name: string
  /** 0 for top-level categories, 1 for their children… */
  depth: number
}

const byWeightThenName = (a: CategoryNode, b: CategoryNode) =>
  a.weight - b.weight || compareNames(a.name, b.name)

/**
 * Categories as a flat, tree-ordered option list: each top-level category (by weight, then
 * name) followed by its children, depth-first. With `allowed`, only those categories, their
 * descendants and their ancestors are kept (ancestors stay so the tree still makes sense).
 */
export function categoryOptions(
  categories: readonly CategoryNode[],
  allowed?: readonly number[] | null,
): CategoryOption[] {
  const unique = new Map<number, CategoryNode>()
  categories.forEach((c) => unique.has(c.tid) || unique.set(c.tid, c))
  const all = [...unique.values()]
  const children = new Map<number, CategoryNode[]>()
  for (const c of all) {
    const parent = unique.has(c.parentTid) ? c.parentTid : 0
    children.set(parent, [...(children.get(parent) ?? []), c])
  }

  let keep: Set<number> | null = null
  if (allowed && allowed.length) {
    keep = new Set<number>()
    const addDescendants = (tid: number) => {
      keep!.add(tid)
      children.get(tid)?.forEach((child) => addDescendants(child.tid))
    }
    for (const tid of allowed) {
      if (!unique.has(tid)) continue
      addDescendants(tid)
      let parent = unique.get(tid)!.parentTid
      const guard = new Set<number>()
      while (unique.has(parent) && !guard.has(parent)) {
        guard.add(parent)
        keep.add(parent)
        parent = unique.get(parent)!.parentTid
      }
    }
  }

  const out: CategoryOption[] = []
  const visited = new Set<number>()
  const walk = (parent: number, depth: number) => {
    for (const c of [...(children.get(parent) ?? [])].sort(byWeightThenName)) {
      if (visited.has(c.tid)) continue
      visited.add(c.tid)
      if (keep && !keep.has(c.tid)) continue
      out.push({ tid: c.tid, name: c.name, depth })
      walk(c.tid, depth + 1)
    }
  }
  walk(0, 0)
  return out
}
