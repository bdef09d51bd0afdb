/**
 * Which collections a generic page or the home page needs, from its route (listing pages)
 * and its section types. The flags become page-query variables (`$withStores`…), so each
 * page's data holds only what it shows.
 */

export type Listing = 'offers' | 'whatsOn' | 'jobs' | 'tradingHours' | 'stores'

/** Listing routes of the spec's route table: the generic page plus the listing itself. */
export const LISTING_BY_PATH: Record<string, Listing> = {
  '/offers/': 'offers',
  '/whats-on/': 'whatsOn',
  '/jobs/': 'jobs',
  '/trading-hours/': 'tradingHours',
  '/stores/': 'stores',
}

export interface PageNeeds {
  listing: Listing | null
  withStores: boolean
  withOffers: boolean
  withArticles: boolean
  withEvents: boolean
  withGifts: boolean
  withJobs: boolean
  withCategories: boolean
}

export function pageNeeds(path: string, sectionTypes: readonly string[]): PageNeeds {
  const listing = LISTING_BY_PATH[path] ?? null
  const has = (...types: string[]) => types.some((t) => sectionTypes.includes(t))
  return {
    listing,
    withStores: listing === 'stores' || has('SectionStoreSearch'),
    withOffers: listing === 'offers' || has('SectionLatestOffers'),
    withArticles: listing === 'whatsOn' || has('SectionArticlesTeaser', 'SectionLatestNews'),
    withEvents: listing === 'whatsOn' || has('SectionEventsPreview'),
    withGifts: has('SectionGiftGuide'),
    withJobs: listing === 'jobs',
    withCategories: listing === 'stores' || has('SectionStoreSearch', 'SectionGiftGuide'),
  }
}
