/**
 * JSON-LD (schema.org) for the centre itself: a ShoppingCenter with its address, phone,
 * opening hours (the default hours every day) and special opening hours (one per holiday).
 */
import { stripHtml } from './text'
import { openingHoursJsonLd, type OpeningHoursData } from './openingHours'

export interface PostalAddress {
  '@type': 'PostalAddress'
  streetAddress: string
  addressLocality?: string
  addressRegion?: string
  postalCode?: string
  addressCountry: 'AU'
}

const STATES = 'ACT|NSW|VIC|QLD|SA|WA|TAS|NT'

/** The centre's address (`45 Wattlebird Drive<br>Fyshwick ACT 2609`) as a PostalAddress. */
export function postalAddress(html: string | null | undefined): PostalAddress | null {
  if (!html) return null
  const lines = html
    .split(/<br\s*\/?>|<\/p>|\n|,/i)
    .map((l) => stripHtml(l))
    .filter(Boolean)
  if (!lines.length) return null
  const last = lines[lines.length - 1]
  const m = new RegExp(`^(.*?)\\s+(${STATES})\\s+(\\d{4})$`, 'i').exec(last)
  if (!m) return { '@type': 'PostalAddress', streetAddress: lines.join(', '), addressCountry: 'AU' }
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(', ') || m[1],
    addressLocality: m[1],
    addressRegion: m[2].toUpperCase(),
    postalCode: m[3],
    addressCountry: 'AU',
  }
}

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
