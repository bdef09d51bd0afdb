/** How the site treats a link target (safe, kind, new tab), as pure functions. */

const SITE_FILES_FOLDER = '/sites/default/files/'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

export type LinkKind = 'internal' | 'hash' | 'file' | 'external'

/** The only schemes a link from the CMS may use (no javascript:, data:, vbscript:…). */
const SAFE_LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']

/**
 * Whether a link target is safe to put in an href: relative, or one of SAFE_LINK_SCHEMES.
 * The scheme is read the way the browser's URL parser reads it (leading spaces and control
 * characters, tabs and newlines inside it are ignored), so `jav\tascript:` is caught too.
 */
export function isSafeLinkTarget(to: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = to.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]
  return !scheme || SAFE_LINK_SCHEMES.includes(`${scheme.toLowerCase()}:`)
}

/**
 * How a link target is rendered: a target with a scheme (http:, mailto:, tel:…) is
 * `external`, one starting with `#` is `hash`, a file under the site files folder is
 * `file`; everything else is an in-app (`internal`) link.
 */
export function linkKind(to: string): LinkKind {
  const target = to.trim()
  if (target.startsWith('#')) return 'hash'
  if (SCHEME.test(target) || target.startsWith('//')) return 'external'
  if (target.startsWith(SITE_FILES_FOLDER)) return 'file'
  return 'internal'
}

/** External http(s) pages and files open in a new tab (with rel="noopener noreferrer"). */
export function opensInNewTab(to: string): boolean {
  const kind = linkKind(to)
  if (kind === 'file') return true
  return kind === 'external' && /^(https?:)?\/\//i.test(to.trim())
}

/** In-app paths get the site's trailing slash before any query or hash (`/stores?x` → `/stores/?x`). */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path)
  const [, pathname = '', rest = ''] = match ?? []
  if (pathname === '' || pathname.endsWith('/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) return path
  return `${pathname}/${rest}`
}

/** Store directory filtered by a category: `/stores/?category={tid}`, or `/stores/` without a tid. */
export function storesCategoryUrl(tid: number | string | null | undefined): string {
  return tid || tid === 0 ? `/stores/?category=${encodeURIComponent(String(tid))}` : '/stores/'
}

/**
 * A gift page preset to a category: `{gift page path}?category={id}` (gift generator promo).
 * The page path gets the site's trailing slash; an existing query is kept.
 */
export function giftCategoryUrl(giftPage: string, categoryId: number | string): string {
  const [beforeHash, hash = ''] = withTrailingSlash(giftPage.trim() || '/').split('#')
  const separator = beforeHash.includes('?') ? '&' : '?'
  return `${beforeHash}${separator}category=${encodeURIComponent(String(categoryId))}${hash ? `#${hash}` : ''}`
}
