import { graphql } from 'gatsby'

/**
 * The optional collections of a generic page or the home page. Each `$with…` variable comes
 * from the page context (gatsby/pages/page-needs.ts); a false flag skips the field entirely.
 */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment PageCollections on Query {
    allStore(sort: { title: ASC }) @include(if: $withStores) {
      nodes {
        ...CollectionStore
      }
    }
    mapStores: allStore(sort: { title: ASC }) @include(if: $withMapStores) {
      nodes {
        ...CollectionMapStore
      }
    }
    allOffer(sort: { expiryDate: ASC }) @include(if: $withOffers) {
      nodes {
        ...CollectionOffer
      }
    }
    allArticle(sort: { publishDate: DESC }) @include(if: $withArticles) {
      nodes {
        ...CollectionArticle
      }
    }
    allEvent(sort: { startDate: ASC }) @include(if: $withEvents) {
      nodes {
        ...CollectionEvent
      }
    }
    allGift(sort: { title: ASC }) @include(if: $withGifts) {
      nodes {
        ...CollectionGift
      }
    }
    allJobListing(sort: { title: ASC }) @include(if: $withJobs) {
      nodes {
        ...CollectionJob
      }
    }
    allCategory(sort: [{ weight: ASC }, { name: ASC }]) @include(if: $withCategories) {
      nodes {
        ...CollectionCategory
      }
    }
    allRecipientCategory(sort: { tid: ASC }) @include(if: $withCategories) {
      nodes {
        ...CollectionRecipient
      }
    }
  }
`
