import React from 'react'
import type { Listing as ListingKind } from '../../../gatsby/page-needs'
import { StoreDirectory } from './StoreDirectory'
import { OffersListing } from './OffersListing'
import { WhatsOnListing } from './WhatsOnListing'
import { JobsListing } from './JobsListing'
import { TradingHoursListing } from './TradingHoursListing'

/**
 * The listing shown on a listing route (offers, what's on, jobs, trading hours, stores),
 * between the page title and its sections. One entry per kind; `null` renders nothing yet.
 */
const listingMap: Record<ListingKind, React.ComponentType | null> = {
  offers: OffersListing,
  whatsOn: WhatsOnListing,
  jobs: JobsListing,
  tradingHours: TradingHoursListing,
  stores: StoreDirectory,
}

export function Listing({ kind }: { kind: ListingKind | null }) {
  const Component = kind ? listingMap[kind] : null
  return Component ? <Component /> : null
}
