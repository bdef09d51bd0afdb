import React from 'react'
import type { HeadFC } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { NotFound } from '../components/layout/NotFound'

export default function NotFoundPage() {
  return <NotFound />
}

/**
 * No canonical URL: the page is served for every unknown address, and none of them is its own.
 * No robots noindex either: those addresses answer with HTTP status 404, which is what keeps
 * them out of search engines; /404/ itself is linked from nowhere and left out of the sitemap
 * (gatsby/config/seo-files.ts). A noindex tag would add nothing but a failed Lighthouse SEO audit
 * (the site aims at SEO 100 on every page type).
 */
export const Head: HeadFC = () => <Seo title="Page Not Found" pathname={null} />
