/** The store info panel's website link and texts. */
import { isSafeLinkTarget } from '../links'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * A store's website as a link target: null when missing or not an http(s) address (a
 * `javascript:` value from the CMS never becomes a link); `https://` added when there is no
 * scheme.
 */
export function websiteHref(web: string | null | undefined): string | null {
  const value = (web ?? '').trim()
  if (!value) return null
  if (SCHEME.test(value)) return /^https?:/i.test(value) && isSafeLinkTarget(value) ? value : null
  if (value.startsWith('//')) return `https:${value}`
  return `https://${value}`
}

export function websiteLabel(storeTitle: string): string {
  return `Visit the ${storeTitle} website`
}

export function shopLocationLabel(shopNumber: string): string {
  return `Store location - Shop number ${shopNumber}`
}
