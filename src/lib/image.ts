/**
 * gatsby-plugin-image's data (`gatsbyImageData` from gatsby-transformer-sharp), read without
 * its browser runtime: the site renders these with components/common/Picture.tsx, so pages do
 * not load the plugin's hydration code (and the react-dom/server chunk it fetches after every
 * page load to re-render images).
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'

export type ImageData = IGatsbyImageData

type Source = NonNullable<ImageData['images']['sources']>[number]

/** The image data of a `childImageSharp { gatsbyImageData }` value, or null. */
export function imageDataOf(value: unknown): ImageData | null {
  const data = value as ImageData | null | undefined
  return data?.images?.fallback?.src || data?.images?.sources?.length ? data : null
}

/** The URL of the fallback (JPEG/PNG) image, e.g. for social metadata. */
export function imageSrc(value: unknown): string | undefined {
  return imageDataOf(value)?.images.fallback?.src
}

/**
 * Art direction: `mobile` (its formats, then its fallback) where `media` matches, `desktop`
 * elsewhere. Browsers take the first <source> that matches, so the order is the rule.
 */
export function artDirected(desktop: ImageData, mobile: ImageData, media: string): ImageData {
  const mobileSources: Source[] = [
    ...(mobile.images.sources ?? []).map((source) => ({ ...source, media })),
    ...(mobile.images.fallback?.srcSet
      ? [{ media, srcSet: mobile.images.fallback.srcSet, sizes: mobile.images.fallback.sizes }]
      : []),
  ]
  return {
    ...desktop,
    images: { ...desktop.images, sources: [...mobileSources, ...(desktop.images.sources ?? [])] },
  }
}

/**
 * The box an image reserves before it loads (gatsby-plugin-image's three layouts). A
 * constrained image reserves its box with an empty canvas of the image's size (a replaced
 * element: it shrinks with `max-width: 100%` and keeps its ratio, and like an image it does
 * not force a flex or grid track to its full width). The plugin uses an empty SVG image as a
 * data URL instead, for which the browser builds a document while it parses the HTML (about
 * 17 ms for the first, on a desktop CPU) for the same box.
 */
export function sizerOf(
  image: Pick<ImageData, 'layout' | 'width' | 'height'>,
):
  | { kind: 'ratio'; paddingTop: string }
  | { kind: 'constrained'; maxWidth: number; width: number; height: number }
  | { kind: 'fixed'; width: number; height: number } {
  if (image.layout === 'fullWidth') {
    return { kind: 'ratio', paddingTop: `${(image.height / image.width) * 100}%` }
  }
  if (image.layout === 'fixed') return { kind: 'fixed', width: image.width, height: image.height }
  return {
    kind: 'constrained',
    maxWidth: image.width,
    width: image.width,
    height: image.height,
  }
}
