/**
 * JSON-LD (schema.org) for the content detail pages: Event, Article and JobPosting, with the
 * properties search engines require. Pure: callers pass the site's name, URL and address.
 */
import { stripHtml, truncateAtWord } from './text'
import { postalAddress } from './centreJsonLd'

export interface SiteInfo {
  siteName: string
  siteUrl: string
  /** The centre's address as CMS HTML (lines separated by <br> or paragraphs). */
  addressHtml?: string | null
  logoUrl?: string | null
}

const abs = (site: SiteInfo, path: string) =>
  /^https?:/.test(path) ? path : `${site.siteUrl.replace(/\/$/, '')}${path}`

const organization = (site: SiteInfo) => ({
  '@type': 'Organization',
  name: site.siteName,
  url: abs(site, '/'),
  ...(site.logoUrl ? { logo: abs(site, site.logoUrl) } : {}),
})

const place = (site: SiteInfo) => {
  const address = postalAddress(site.addressHtml)
  return { '@type': 'Place', name: site.siteName, ...(address ? { address } : {}) }
}

const description = (...texts: (string | null | undefined)[]) =>
  truncateAtWord(stripHtml(texts.find((t) => t && stripHtml(t)) ?? ''), 200) || undefined

export function eventJsonLd(
  event: {
    title: string
    path: string
    /** ISO 8601 with the Canberra offset (the schema's `startDate(format: ISO)`). */
    startIso: string
    endIso?: string | null
    summary?: string | null
    body?: string | null
    imageUrl?: string | null
  },
  site: SiteInfo,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: abs(site, event.path),
    startDate: event.startIso,
    ...(event.endIso ? { endDate: event.endIso } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(site),
    organizer: organization(site),
    description: description(event.summary, event.body),
    ...(event.imageUrl ? { image: [abs(site, event.imageUrl)] } : {}),
  }
}

export function articleJsonLd(
  article: {
    title: string
    path: string
    articleType: string
    /** ISO 8601 (the schema's `publishDate(format: ISO)`). */
    publishIso: string
    summary?: string | null
    body?: string | null
    imageUrl?: string | null
  },
  site: SiteInfo,
) {
  return {
    '@context': 'https://schema.org',
    '@type': article.articleType === 'blog' ? 'BlogPosting' : 'NewsArticle',
    headline: article.title.slice(0, 110),
    url: abs(site, article.path),
    mainEntityOfPage: abs(site, article.path),
    datePublished: article.publishIso,
    author: organization(site),
    publisher: organization(site),
    description: description(article.summary, article.body),
    ...(article.imageUrl ? { image: [abs(site, article.imageUrl)] } : {}),
  }
}

export function jobPostingJsonLd(
  job: {
    title: string
    path: string
    body?: string | null
    terms?: string | null
    /** ISO 8601 (the schema's `datePosted(format: ISO)`). */
    datePostedIso?: string | null
    employer?: { title: string; path: string } | null
    imageUrl?: string | null
  },
  site: SiteInfo,
  fallbackDatePosted: string,
) {
  const address = postalAddress(site.addressHtml)
  const body = [job.body, job.terms].filter(Boolean).join('\n')
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    url: abs(site, job.path),
    description: body || job.title,
    datePosted: job.datePostedIso || fallbackDatePosted,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.employer?.title ?? site.siteName,
      ...(job.employer ? { sameAs: abs(site, job.employer.path) } : {}),
      ...(job.imageUrl ? { logo: abs(site, job.imageUrl) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      name: site.siteName,
      address: address ?? {
        '@type': 'PostalAddress',
        streetAddress: site.siteName,
        addressCountry: 'AU',
      },
    },
    directApply: false,
  }
}
