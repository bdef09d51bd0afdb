import React, { Suspense } from 'react'
import type { ListingKind } from '../../lib/listings'
import { onDemand } from '../common/onDemand'

// Each listing is its own chunk: only its route fetches it (see common/onDemand).
const OffersListing = onDemand(() => import('./OffersListing'), 'OffersListing')
const WhatsOnListing = onDemand(() => import('./WhatsOnListing'), 'WhatsOnListing')
const JobsListing = onDemand(() => import('./JobsListing'), 'JobsListing')
const TradingHoursListing = onDemand(() => import('./TradingHoursListing'), 'TradingHoursListing')

/** One listing component per kind (the listing section of a page). */
const listingMap: Record<ListingKind, React.ComponentType> = {
  offers: OffersListing,
  whatsOn: WhatsOnListing,
  jobs: JobsListing,
  tradingHours: TradingHoursListing,
}

export function Listing({ kind }: { kind: ListingKind }) {
  const Component = Object.hasOwn(listingMap, kind) ? listingMap[kind] : null
  return Component ? (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  ) : null
}
