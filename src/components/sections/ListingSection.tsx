import React from 'react'
import { graphql } from 'gatsby'
import { Listing } from '../listings/Listing'
import type { ListingKind } from '../../lib/listings'

/** A listing (offers, what's on, jobs, trading hours) where the editor placed it. */
export function ListingSection({ section }: { section: Queries.SectionListingFieldsFragment }) {
  return <Listing kind={section.kind as ListingKind} />
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionListingFields on SectionListing {
    kind
  }
`
