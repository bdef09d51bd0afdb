import React, { Suspense } from 'react'
import type { Listing as ListingKind } from '../../../gatsby/page-needs'
import { onDemand } from '../common/onDemand'

// Each listing is its own chunk: only its route fetches it (see common/onDemand).
const StoreDirectory = onDemand(() => import('./StoreDirectory'), 'StoreDirectory')
const OffersListing = onDemand(() => import('./OffersListing'), 'OffersListing')
const WhatsOnListing = onDemand(() => import('./WhatsOnListing'), 'WhatsOnListing')
const JobsListing = onDemand(() => import('./JobsListing'), 'JobsListing')
const TradingHoursListing = onDemand(() => import('./TradingHoursListing'), 'TradingHoursListing')

/**
 * The listing shown on a listing route (offers, what's on, jobs, trading hours, stores),
 * between the page title and its sections. One entry per kind.
 */
const listingMap: Record<ListingKind, React.ComponentType> = {
  offers: OffersListing,
  whatsOn: WhatsOnListing,
  jobs: JobsListing,
  tradingHours: TradingHoursListing,
  stores: StoreDirectory,
}

export function Listing({ kind }: { kind: ListingKind | null }) {
  const Component = kind ? listingMap[kind] : null
  return Component ? (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  ) : null
}
