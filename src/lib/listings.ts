/**
 * Listings an editor places in a page as a section (Drupal's `listing` paragraph): which
 * collection it shows. The store directory is the store search section, and the gift guide
 * its own section.
 */
export type ListingKind = 'offers' | 'whatsOn' | 'jobs' | 'tradingHours'

const BY_DRUPAL_VALUE: Record<string, ListingKind> = {
  offers: 'offers',
  whats_on: 'whatsOn',
  jobs: 'jobs',
  trading_hours: 'tradingHours',
}

/** The listing of a `field_listing` value, or null for a value the site does not know. */
export const listingKind = (value: unknown): ListingKind | null =>
  typeof value === 'string' && Object.hasOwn(BY_DRUPAL_VALUE, value) ? BY_DRUPAL_VALUE[value] : null
