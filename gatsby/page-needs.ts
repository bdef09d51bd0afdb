/**
 * Which collections a generic page or the home page needs, from its sections: their types
 * and, for listing sections, which listing. The flags become page-query variables
 * (`$withStores`…), so each page's data holds only what it shows.
 */
import type { ListingKind } from '../src/lib/listings'

export interface SectionSummary {
  __typename: string
  kind?: string | null
}

export interface PageNeeds {
  withStores: boolean
  withOffers: boolean
  withArticles: boolean
  withEvents: boolean
  withGifts: boolean
  withJobs: boolean
  withCategories: boolean
}

export function pageNeeds(sections: readonly SectionSummary[]): PageNeeds {
  const has = (...types: string[]) => sections.some((s) => types.includes(s.__typename))
  const lists = (kind: ListingKind) =>
    sections.some((s) => s.__typename === 'SectionListing' && s.kind === kind)
  return {
    withStores: has('SectionStoreSearch'),
    withOffers: lists('offers') || has('SectionLatestOffers'),
    withArticles: lists('whatsOn') || has('SectionArticlesTeaser', 'SectionLatestNews'),
    withEvents: lists('whatsOn') || has('SectionEventsPreview'),
    withGifts: has('SectionGiftGuide'),
    withJobs: lists('jobs'),
    withCategories: has('SectionStoreSearch', 'SectionGiftGuide'),
  }
}
