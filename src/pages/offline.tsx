import React from 'react'
import type { HeadFC } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { OfflineNotice } from '../components/offline/OfflineNotice'

/** /offline/: what the service worker shows, as offline.html, for a page it has not saved. */
export default function OfflinePage() {
  return <OfflineNotice />
}

/** Not for search engines: it is only ever useful with no connection. */
export const Head: HeadFC = () => (
  <Seo title="You're offline" pathname="/offline/">
    <meta name="robots" content="noindex" />
  </Seo>
)
