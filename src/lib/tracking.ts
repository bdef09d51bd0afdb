/**
 * The tag-manager data layer (page views with view name and path; events with
 * event, category, action, label, value). gatsby-plugin-google-tagmanager loads the container
 * only when GTM_ID is set; pushing to `window.dataLayer` is harmless without it.
 *
 * Other code calls `track(...)`:
 *   track('gift_search', 'Gift guide', 'Find a gift', 'For Her', 8)
 */

type DataLayerEntry = Record<string, unknown>

export interface PageViewEntry extends DataLayerEntry {
  event: 'pageview'
  viewName: string
  path: string
}

export interface TrackEventEntry extends DataLayerEntry {
  event: string
  category: string
  action: string
  label?: string
  value?: number
}

type DataLayerWindow = { dataLayer?: DataLayerEntry[] }

function dataLayer(target?: DataLayerWindow): DataLayerEntry[] | null {
  const host = target ?? (typeof window === 'undefined' ? undefined : (window as DataLayerWindow))
  if (!host) return null
  host.dataLayer = host.dataLayer ?? []
  return host.dataLayer
}

/** The entry pushed for a page view: the view name is the document title without the site name. */
export function pageViewEntry(path: string, title: string, siteName?: string): PageViewEntry {
  const suffix = siteName ? ` - ${siteName}` : ''
  const viewName =
    (suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title).trim() || path
  return { event: 'pageview', viewName, path }
}

/** Push a page view (called on every route change). Returns the entry, or null outside a browser. */
export function trackPageView(
  path: string,
  title: string,
  siteName?: string,
  target?: DataLayerWindow,
): PageViewEntry | null {
  const layer = dataLayer(target)
  if (!layer) return null
  const entry = pageViewEntry(path, title, siteName)
  layer.push(entry)
  return entry
}

/** Push an event. `value` must be a finite number; label and value are left out when absent. */
export function track(
  event: string,
  category: string,
  action: string,
  label?: string | null,
  value?: number | null,
  target?: DataLayerWindow,
): TrackEventEntry | null {
  const layer = dataLayer(target)
  if (!layer) return null
  const entry: TrackEventEntry = { event, category, action }
  if (label != null && label !== '') entry.label = label
  if (typeof value === 'number' && Number.isFinite(value)) entry.value = value
  layer.push(entry)
  return entry
}
