/**
 * JSON-LD (schema.org) for the centre itself: a ShoppingCenter with its address, phone,
 * opening hours (the default hours every day) and special opening hours (one per holiday).
 */
import { postalAddress } from './contentJsonLd'
import { openingHoursJsonLd, type OpeningHoursData } from './openingHours'

export interface CentreInfo {
  siteName: string
  siteUrl: string
  addressHtml?: string | null
  phone?: string | null
  email?: string | null
  sameAs?: readonly (string | null | undefined)[]
  image?: string | null
  description?: string | null
}

export function centreJsonLd(centre: CentreInfo, hours: OpeningHoursData | null | undefined) {
  const address = postalAddress(centre.addressHtml)
  const { openingHoursSpecification, specialOpeningHoursSpecification } = openingHoursJsonLd(hours)
  const sameAs = (centre.sameAs ?? []).filter((url): url is string => !!url)
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoppingCenter',
    '@id': `${centre.siteUrl}/#centre`,
    name: centre.siteName,
    url: `${centre.siteUrl}/`,
    ...(centre.description ? { description: centre.description } : {}),
    ...(centre.image ? { image: centre.image } : {}),
    ...(address ? { address } : {}),
    ...(centre.phone ? { telephone: centre.phone } : {}),
    ...(centre.email ? { email: centre.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    openingHoursSpecification,
    ...(specialOpeningHoursSpecification.length ? { specialOpeningHoursSpecification } : {}),
  }
}

/** JSON for a <script type="application/ld+json">, safe inside HTML (no `</script>`). */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
