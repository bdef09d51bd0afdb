import React from 'react'
import type { Listing as ListingKind } from '../../../gatsby/page-needs'

/**
 * The listing shown on a listing route (offers, what's on, jobs, trading hours, stores),
 * between the page title and its sections. One entry per kind; `null` renders nothing yet.
 */
const listingMap: Record<ListingKind, React.ComponentType | null> = {
  offers: null,
  whatsOn: null,
  jobs: null,
  tradingHours: null,
  stores: null,
}

export function Listing({ kind }: { kind: ListingKind | null }) {
  const Component = kind ? listingMap[kind] : null
  return Component ? <Component /> : null
}
