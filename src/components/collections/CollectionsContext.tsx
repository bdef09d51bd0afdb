import React, { createContext, useContext } from 'react'

/**
 * Content collections a page asked for in its query (see gatsby/pages/create-pages.ts: a page's
 * context flags say which collections its sections and listing need, so a page only
 * carries the data it shows). Sections and listings read them with `useCollections()`.
 */
export interface Collections {
  stores?: readonly Queries.CollectionStoreFragment[]
  /** The stores as the centre map needs them (no about text or logo). */
  mapStores?: readonly Queries.CollectionMapStoreFragment[]
  offers?: readonly Queries.CollectionOfferFragment[]
  articles?: readonly Queries.CollectionArticleFragment[]
  events?: readonly Queries.CollectionEventFragment[]
  gifts?: readonly Queries.CollectionGiftFragment[]
  jobs?: readonly Queries.CollectionJobFragment[]
  categories?: readonly Queries.CollectionCategoryFragment[]
  recipients?: readonly Queries.CollectionRecipientFragment[]
}

const CollectionsContext = createContext<Collections>({})

export function CollectionsProvider({
  value,
  children,
}: {
  value: Collections
  children: React.ReactNode
}) {
  return <CollectionsContext.Provider value={value}>{children}</CollectionsContext.Provider>
}

export function useCollections(): Collections {
  return useContext(CollectionsContext)
}

type QueryData = {
  allStore?: { nodes: readonly Queries.CollectionStoreFragment[] } | null
  mapStores?: { nodes: readonly Queries.CollectionMapStoreFragment[] } | null
  allOffer?: { nodes: readonly Queries.CollectionOfferFragment[] } | null
  allArticle?: { nodes: readonly Queries.CollectionArticleFragment[] } | null
  allEvent?: { nodes: readonly Queries.CollectionEventFragment[] } | null
  allGift?: { nodes: readonly Queries.CollectionGiftFragment[] } | null
  allJobListing?: { nodes: readonly Queries.CollectionJobFragment[] } | null
  allCategory?: { nodes: readonly Queries.CollectionCategoryFragment[] } | null
  allRecipientCategory?: { nodes: readonly Queries.CollectionRecipientFragment[] } | null
}

/** Collections from a page query's optional `all*` fields. */
export function collectionsFrom(data: QueryData): Collections {
  return {
    stores: data.allStore?.nodes,
    mapStores: data.mapStores?.nodes,
    offers: data.allOffer?.nodes,
    articles: data.allArticle?.nodes,
    events: data.allEvent?.nodes,
    gifts: data.allGift?.nodes,
    jobs: data.allJobListing?.nodes,
    categories: data.allCategory?.nodes,
    recipients: data.allRecipientCategory?.nodes,
  }
}
