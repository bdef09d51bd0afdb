import React from 'react'
import { GatsbyImage, getImage, type IGatsbyImageData } from 'gatsby-plugin-image'

export interface CmsImageData {
  alt?: string | null
  localFile?: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null
}

/**
 * gatsby-plugin-image hands props it does not know to the <img>: this gives the LCP image
 * fetchpriority="high" (lower case: React 18 passes unknown lower-case attributes through).
 */
export const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>

interface Props {
  image: CmsImageData | null | undefined
  className?: string
  loading?: 'eager' | 'lazy'
  /** Use for the largest image of the first screen (LCP): eager, and fetched first. */
  priority?: boolean
  objectFit?: 'cover' | 'contain'
}

/**
 * A CMS image through gatsby-plugin-image. Images without alt text are decorative:
 * alt="" hides them from assistive technology (spec: Button section / image tile).
 */
export function CmsImage({ image, className, loading, priority, objectFit = 'cover' }: Props) {
  const data = getImage(
    (image?.localFile?.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null,
  )
  if (!data) return null
  return (
    <GatsbyImage
      image={data}
      alt={image?.alt?.trim() ?? ''}
      className={className}
      objectFit={objectFit}
      loading={priority ? 'eager' : loading}
      {...(priority ? HIGH_PRIORITY : {})}
    />
  )
}
