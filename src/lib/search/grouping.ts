/** Search results grouped under headings. */
import type { ContentItem, ContentType } from './types'

/**
 * The heading of each content type: basic page and homepage = General pages, event = Events,
 * offer = Offers, store = Stores; other types under their type name (in words a visitor
 * reads: NewsBlog = News and blog, Gift = Gifts, JobListing = Jobs).
 */
export const GROUP_HEADINGS: Record<ContentType, string> = {
  BasicPage: 'General pages',
  Homepage: 'General pages',
  Event: 'Events',
  Offer: 'Offers',
  Store: 'Stores',
  NewsBlog: 'News and blog',
  Gift: 'Gifts',
  JobListing: 'Jobs',
}

/** Headings in the order the results show them, then the other types. */
const GROUP_ORDER = [
  'General pages',
  'Events',
  'Offers',
  'Stores',
  'News and blog',
  'Gifts',
  'Jobs',
] as const

export interface ResultGroup {
  heading: string
  /** Stores render as a card grid, the others as a list of links. */
  layout: 'cards' | 'links'
  items: ContentItem[]
}

/**
 * The results under their headings, in GROUP_ORDER; within a group the search's own order
 * (best match first) is kept. Empty groups are left out; duplicates (same id) are dropped.
 */
export function groupResults(items: readonly ContentItem[]): ResultGroup[] {
  const byHeading = new Map<string, ContentItem[]>()
  const seen = new Set<string>()
  for (const item of items) {
    if (seen.has(item.id)) continue
    seen.add(item.id)
    const heading = GROUP_HEADINGS[item.type] ?? item.type
    const list = byHeading.get(heading)
    if (list) list.push(item)
    else byHeading.set(heading, [item])
  }
  const rank = (heading: string) => {
    const i = (GROUP_ORDER as readonly string[]).indexOf(heading)
    return i === -1 ? GROUP_ORDER.length : i
  }
  return Array.from(byHeading.entries())
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([heading, list]) => ({
      heading,
      layout: heading === GROUP_HEADINGS.Store ? 'cards' : 'links',
      items: list,
    }))
}
