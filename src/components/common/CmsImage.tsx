import React from 'react'

import { imageDataOf } from '../../lib/image'
import { Picture } from './Picture'

interface CmsImageData {
  alt?: string | null
  localFile?: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null
}

interface Props {
  image: CmsImageData | null | undefined
  className?: string
  loading?: 'eager' | 'lazy'
  /** Use for the largest image of the first screen (LCP): eager, and fetched first. */
  priority?: boolean
  objectFit?: 'cover' | 'contain'
}

/**
 * A CMS image (processed by gatsby-plugin-image at build time). Images without alt text are
 * decorative: alt="" hides them from assistive technology.
 */
export function CmsImage({ image, className, loading, priority, objectFit = 'cover' }: Props) {
  const data = imageDataOf(image?.localFile?.childImageSharp?.gatsbyImageData)
  if (!data) return null
  return (
    <Picture
      image={data}
      alt={image?.alt?.trim() ?? ''}
      className={className}
      objectFit={objectFit}
      loading={loading}
      priority={priority}
    />
  )
}
