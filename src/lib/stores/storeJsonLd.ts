import { stripHtml, truncateAtWord } from '../text'
import { phoneParts } from './phone'
import { websiteHref } from './storeInfo'

export interface StoreJsonLdInput {
  title: string
  path: string
  about?: string | null
  website?: string | null
  phone?: string | null
  shopNumber?: string | null
  logoUrl?: string | null
  imageUrl?: string | null
}

export interface CentreInfo {
  siteName: string
  siteUrl: string
  address?: string | null
  phone?: string | null
}

/** schema.org Store for a store page, contained in the centre (a ShoppingCenter). */
export function storeJsonLd(store: StoreJsonLdInput, centre: CentreInfo): Record<string, unknown> {
  const absolute = (url: string | null | undefined) =>
    !url ? undefined : /^https?:/i.test(url) ? url : `${centre.siteUrl}${url}`
  const description = stripHtml(store.about)
  const address = stripHtml(centre.address)
  const phone = store.phone ? phoneParts(store.phone) : null
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.title,
    url: `${centre.siteUrl}${store.path}`,
    description: description ? truncateAtWord(description, 200) : undefined,
    telephone: phone?.number ?? undefined,
    sameAs: websiteHref(store.website) ?? undefined,
    logo: absolute(store.logoUrl),
    image: absolute(store.imageUrl ?? store.logoUrl),
    branchCode: store.shopNumber || undefined,
    containedInPlace: {
      '@type': 'ShoppingCenter',
      name: centre.siteName,
      url: `${centre.siteUrl}/`,
      address: address || undefined,
      telephone: centre.phone || undefined,
    },
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>
}
