/**
 * `ImageSharp.gatsbyImageData` results kept across builds, in Gatsby's cache.
 *
 * gatsby-plugin-sharp works out an image's sizes, placeholder and resize jobs on every call, and
 * hashes each job's arguments even when the job is long done. A page that lists every store
 * asks for a thousand thumbnails at ten times the content: in a CPU profile of one store-title
 * edit, 1.5 s of the queries were this, against about 0.15 s at 1×. The result depends only on
 * the image file and the arguments (and the plugin's defaults, part of the key), so a result
 * from an earlier build is used again while the file it was made from is unchanged and its
 * images are still in `public/`; anything else asks the plugin.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CreateResolversArgs } from 'gatsby'
import { stampKey } from '../post-build/file-stamps'

/** gatsby-plugin-sharp's defaults (gatsby-config.ts), part of every cached result's key. */
export const SHARP_DEFAULTS = {
  formats: ['auto', 'webp'],
  placeholder: 'blurred',
  quality: 75,
} as const

interface FileNode {
  name?: string
  absolutePath?: string
  internal?: { contentDigest?: string }
}

interface ImageData {
  images?: { fallback?: { src?: string } }
}

type Resolver = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown

interface Context {
  nodeModel: { getNodeById(args: { id: string }): unknown }
}

/** The cache key of a result: the file (content, name, place), the arguments, the options. */
export function imageDataKey(file: FileNode, args: unknown, optionsKey: string): string | null {
  const digest = file.internal?.contentDigest
  if (!digest || !file.absolutePath) return null
  return `image-data:${stampKey(digest, file.name, file.absolutePath, args, optionsKey)}`
}

/** Whether the images a result points at are in the site (its fallback image stands for all). */
function imagesPublished(data: ImageData, publicDir: string): boolean {
  const src = data.images?.fallback?.src
  return !!src && src.startsWith('/static/') && existsSync(path.join(publicDir, src))
}

/**
 * Wraps `ImageSharp.gatsbyImageData` with the cache. `optionsKey` stands for everything else the
 * result depends on (gatsby-plugin-sharp's defaults and version).
 */
export function cacheImageData(
  { createResolvers, cache }: Pick<CreateResolversArgs, 'createResolvers' | 'cache'>,
  {
    optionsKey = stampKey(SHARP_DEFAULTS),
    publicDir = 'public',
  }: { optionsKey?: string; publicDir?: string } = {},
) {
  createResolvers({
    ImageSharp: {
      gatsbyImageData: {
        resolve: async (
          source: { parent?: string | null },
          args: unknown,
          context: Context,
          info: { originalResolver: Resolver },
        ) => {
          const file = source.parent
            ? (context.nodeModel.getNodeById({ id: source.parent }) as FileNode | null)
            : null
          const key = file ? imageDataKey(file, args, optionsKey) : null
          if (key) {
            const known = (await cache.get(key)) as ImageData | undefined
            if (known && imagesPublished(known, publicDir)) return known
          }
          const data = (await info.originalResolver(source, args, context, info)) as ImageData
          if (key && data) await cache.set(key, data)
          return data
        },
      },
    },
  })
}
