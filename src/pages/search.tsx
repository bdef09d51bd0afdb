import React from 'react'
import type { HeadFC, PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { SearchView } from '../components/search/SearchView'
import { prestartSearchWorker } from '../components/search/searchWorker'

// On a visit to /search/, start loading the index as soon as this code runs, before hydration.
prestartSearchWorker()

/** /search/?q=term: the site search (the worker and index load on this page only). */
export default function SearchPage({ location }: PageProps) {
  return <SearchView locationSearch={location.search} />
}

/**
 * Indexable, with one canonical URL: every /search/?q=… is the same static document (the
 * results render in the browser), so there is no crawl trap to fence off, and Lighthouse's
 * SEO audit counts a noindex page as a failure (the site aims at SEO 100 on every page type).
 */
export const Head: HeadFC = ({ location }) => (
  <Seo title="Search results" pathname={location.pathname} />
)
