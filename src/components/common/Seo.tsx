import React from 'react'
import { graphql } from 'gatsby'
import { useSiteData } from '../../hooks/useSiteData'
import { stripHtml, truncateAtWord } from '../../lib/text'
import { centreJsonLd, jsonLdScript } from '../../lib/centreJsonLd'
import { theme } from '../../styles/theme'
import { IS_PREVIEW } from '../../lib/preview'

export interface SeoProps {
  title: string
  /**
   * Path of the page, for its canonical URL and og:url; null on the not-found page, which has
   * no URL of its own (it is served for every unknown address).
   */
  pathname: string | null
  /** Plain text or HTML; the default blurb when absent; cut to 200 characters at a word. */
  description?: string | null
  /** Absolute or site-relative share image URL (the default share image when absent). */
  image?: string | null
  imageWidth?: number | null
  imageHeight?: number | null
  imageAlt?: string | null
  /** Override the social title (defaults to the page title). */
  socialTitle?: string | null
  children?: React.ReactNode
}

/**
 * The favicon: the logo's red "M" tile (static/icon.svg), inline so that browsers with SVG
 * icons make no request for it. /favicon.ico, the Apple touch icon and the web app manifest's
 * icons are made from the same file (scripts/make-site-icons.mjs).
 */
export const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#b3122a"/><path d="M7 24V8h4l5 8 5-8h4v16h-4v-9l-5 8-5-8v9z" fill="#fff"/></svg>',
)}`

/** The browser's toolbar colour on phones: the info strip's navy, as in site.webmanifest. */
export const THEME_COLOR = theme.colors.brand

/** Meta and social descriptions are cut to 200 characters. */
const DESCRIPTION_LIMIT = 200

/** The default 2:1 share image (1200x627), used when a page has none. */
const DEFAULT_SHARE_IMAGE = { path: '/images/share-default.jpg', width: 1200, height: 627 }

/** The page's meta description: the default blurb when absent, cut at a word boundary. */
function metaDescription(description: string | null | undefined, fallback: string): string {
  return truncateAtWord(stripHtml(description) || fallback, DESCRIPTION_LIMIT)
}

/**
 * Gatsby Head API output for every page: title '{title} - {site name}', description,
 * canonical URL, Open Graph and Twitter card with image, html lang en-AU, and the centre's
 * JSON-LD (ShoppingCenter with opening hours and holiday hours).
 */
export function Seo({
  title,
  pathname,
  description,
  image,
  imageWidth,
  imageHeight,
  imageAlt,
  socialTitle,
  children,
}: SeoProps) {
  const site = useSiteData()
  // '{title} - {site name}', unless the title already names the site (the home meta title).
  const fullTitle = !title
    ? site.siteName
    : title.includes(site.siteName)
      ? title
      : `${title} - ${site.siteName}`
  const desc = metaDescription(description, site.description)
  const url = pathname === null ? null : `${site.siteUrl}${pathname}`
  const shareImage = image || DEFAULT_SHARE_IMAGE.path
  const imageUrl = /^https?:/.test(shareImage) ? shareImage : `${site.siteUrl}${shareImage}`
  const width = image ? imageWidth : DEFAULT_SHARE_IMAGE.width
  const height = image ? imageHeight : DEFAULT_SHARE_IMAGE.height
  const alt = image ? imageAlt : site.siteName
  const social = socialTitle || title || site.siteName
  const settings = site.settings
  const centre = centreJsonLd(
    {
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      addressHtml: settings?.address,
      phone: settings?.phone,
      email: settings?.email,
      sameAs: [settings?.facebookUrl, settings?.instagramUrl],
      image: `${site.siteUrl}${DEFAULT_SHARE_IMAGE.path}`,
      description: site.description,
    },
    site.openingHours,
  )
  return (
    <>
      <html lang="en-AU" />
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      {IS_PREVIEW ? <meta name="robots" content="noindex, nofollow" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href={FAVICON} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta name="theme-color" content={THEME_COLOR} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:title" content={social} />
      <meta property="og:description" content={desc} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:locale" content="en_AU" />
      <meta property="og:image" content={imageUrl} />
      {width ? <meta property="og:image:width" content={String(width)} /> : null}
      {height ? <meta property="og:image:height" content={String(height)} /> : null}
      {alt ? <meta property="og:image:alt" content={alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={social} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
      {alt ? <meta name="twitter:image:alt" content={alt} /> : null}
      <script
        type="application/ld+json"
        data-jsonld="centre"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(centre) }}
      />
      {children}
    </>
  )
}

/**
 * A page's share image, as templates query it for Seo's `image`: only its URL and size reach
 * the meta tags, so no placeholder is carried in the page data.
 */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const shareImageFragment = graphql`
  fragment ShareImage on ImageSharp {
    share: gatsbyImageData(
      width: 1200
      height: 627
      layout: FIXED
      formats: [JPG]
      placeholder: NONE
    )
  }
`
