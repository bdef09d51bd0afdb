import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { PageView } from '../components/page/PageView'
import { CollectionsProvider, collectionsFrom } from '../components/collections/CollectionsContext'
import type { Listing } from '../../gatsby/page-needs'

type Context = { listing: Listing | null }

export default function PageTemplate({
  data,
  pageContext,
}: PageProps<Queries.PageTemplateQuery, Context>) {
  if (!data.page) return null
  return (
    <CollectionsProvider value={collectionsFrom(data)}>
      <PageView page={data.page} listing={pageContext.listing} />
    </CollectionsProvider>
  )
}

export function Head({ data, location }: HeadProps<Queries.PageTemplateQuery>) {
  return (
    <Seo
      title={data.page?.title ?? ''}
      pathname={location.pathname}
      description={data.page?.metaDescription}
    />
  )
}

export const query = graphql`
  query PageTemplate(
    $id: String!
    $withStores: Boolean = false
    $withOffers: Boolean = false
    $withArticles: Boolean = false
    $withEvents: Boolean = false
    $withGifts: Boolean = false
    $withJobs: Boolean = false
    $withCategories: Boolean = false
  ) {
    page(id: { eq: $id }) {
      ...PageView
      metaDescription
    }
    ...PageCollections
  }
`
