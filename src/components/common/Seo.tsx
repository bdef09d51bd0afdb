import React from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { stripHtml, truncateAtWord } from '../../lib/text'

export interface SeoProps {
  title: string
  /** Path of the page (for the canonical URL). */
  pathname: string
  description?: string | null
  /** Absolute or site-relative share image URL. */
  image?: string | null
  imageWidth?: number
  imageHeight?: number
  /** Override the social title (defaults to the page title). */
  socialTitle?: string | null
  noindex?: boolean
  children?: React.ReactNode
}

export const DEFAULT_SHARE_IMAGE = { path: '/images/share-default.jpg', width: 1200, height: 627 }

/** Gatsby Head API output for every page: title template, description, canonical, OG, Twitter. */
export function Seo({
  title,
  pathname,
  description,
  image,
  imageWidth,
  imageHeight,
  socialTitle,
  noindex,
  children,
}: SeoProps) {
  const site = useSiteData()
  const fullTitle = title ? `${title} - ${site.siteName}` : site.siteName
  const desc = truncateAtWord(stripHtml(description) || site.description, 200)
  const url = `${site.siteUrl}${pathname}`
  const shareImage = image ?? DEFAULT_SHARE_IMAGE.path
  const imageUrl = /^https?:/.test(shareImage) ? shareImage : `${site.siteUrl}${shareImage}`
  const width = image ? imageWidth : DEFAULT_SHARE_IMAGE.width
  const height = image ? imageHeight : DEFAULT_SHARE_IMAGE.height
  return (
    <>
      <html lang="en-AU" />
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:title" content={socialTitle || title || site.siteName} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:image" content={imageUrl} />
      {width ? <meta property="og:image:width" content={String(width)} /> : null}
      {height ? <meta property="og:image:height" content={String(height)} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={socialTitle || title || site.siteName} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
      {children}
    </>
  )
}
