import { defineContentType, type Collection } from '../types'
import { listingKind, type ListingKind } from '../../../src/lib/listings'

/** What each listing shows: the collections its page needs. */
const LISTING_NEEDS: Record<ListingKind, readonly Collection[]> = {
  offers: ['offers'],
  whatsOn: ['articles', 'events'],
  jobs: ['jobs'],
  tradingHours: [],
}

export default defineContentType({
  drupal: 'paragraph__listing',
  domain: 'SectionListing',
  typeDefs: /* GraphQL */ `
    "A listing an editor places in a page: offers, whatsOn, jobs or tradingHours."
    type SectionListing implements Node @dontInfer {
      kind: String!
    }
  `,
  map: (n) => {
    const kind = listingKind(n.field_listing)
    return kind ? { kind } : null
  },
  section: {
    needsFields: 'kind',
    needs: ({ kind }) => LISTING_NEEDS[kind as ListingKind] ?? [],
  },
})
