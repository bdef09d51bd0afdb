import React from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { jsonLdScript } from '../../lib/centreJsonLd'
import type { SiteInfo } from '../../lib/contentJsonLd'

/** The site facts JSON-LD builders need (name, public URL, centre address). */
export function useJsonLdSite(): SiteInfo {
  const site = useSiteData()
  return { siteName: site.siteName, siteUrl: site.siteUrl, addressHtml: site.settings?.address }
}

/** A `<script type="application/ld+json">` for a page's Head. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  )
}
