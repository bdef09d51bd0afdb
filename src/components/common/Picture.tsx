import React from 'react'

import { sizerOf, type ImageData } from '../../lib/image'

interface Props {
  image: ImageData
  alt: string
  className?: string
  loading?: 'eager' | 'lazy'
  /** The page's largest first-screen image: eager, and fetched before other images. */
  priority?: boolean
  objectFit?: 'cover' | 'contain'
}

/**
 * A responsive image from gatsby-plugin-image data, as plain server-rendered markup: the same
 * wrapper, sizer and <picture> as the plugin's GatsbyImage (so the plugin's global CSS and
 * the site's `.gatsby-image-wrapper` styles apply), without its browser runtime. The box is
 * reserved by the sizer before the file arrives; a cover image shows its blurred placeholder
 * as the wrapper's background meanwhile. Loading is native (`loading="lazy"` by default).
 */
export function Picture({
  image,
  alt,
  className,
  loading = 'lazy',
  priority = false,
  objectFit = 'cover',
}: Props) {
  const sizer = sizerOf(image)
  const { sources = [], fallback } = image.images
  const placeholder = objectFit === 'cover' ? image.placeholder?.fallback : undefined
  const wrapperStyle: React.CSSProperties = {
    ...(sizer.kind === 'fixed' ? { width: sizer.width, height: sizer.height } : {}),
    ...(placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' } : {}),
    ...(image.backgroundColor ? { backgroundColor: image.backgroundColor } : {}),
  }
  const sizes = fallback?.sizes ?? sources[0]?.sizes
  return (
    <div
      className={`gatsby-image-wrapper${sizer.kind === 'constrained' ? ' gatsby-image-wrapper-constrained' : ''}${className ? ` ${className}` : ''}`}
      style={wrapperStyle}
    >
      {sizer.kind === 'ratio' && (
        <div aria-hidden="true" style={{ paddingTop: sizer.paddingTop }} />
      )}
      {sizer.kind === 'constrained' && (
        <div style={{ maxWidth: sizer.maxWidth, display: 'block' }}>
          <canvas
            aria-hidden="true"
            width={sizer.width}
            height={sizer.height}
            style={{ maxWidth: '100%', height: 'auto', display: 'block', position: 'static' }}
          />
        </div>
      )}
      <picture>
        {sources.map((source) => (
          <source
            key={`${source.media ?? ''}-${source.type ?? ''}-${source.srcSet}`}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={source.sizes ?? sizes}
          />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={sizes}
          alt={alt}
          {...(image.layout === 'fullWidth' ? {} : { width: image.width, height: image.height })}
          loading={priority ? 'eager' : loading}
          decoding="async"
          style={{ objectFit }}
          data-image=""
          {...(priority ? HIGH_PRIORITY : {})}
        />
      </picture>
    </div>
  )
}

/** fetchpriority in lower case: React 18 passes unknown lower-case attributes through. */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>
