/**
 * Site search: the shapes shared by the build (gatsby/post-build/search-index.ts),
 * the web worker (src/workers/search.worker.ts) and the search page.
 */

/** Content item types. */
export const CONTENT_TYPES = [
  'Store',
  'Gift',
  'Offer',
  'NewsBlog',
  'Event',
  'BasicPage',
  'JobListing',
  'Homepage',
] as const

export type ContentType = (typeof CONTENT_TYPES)[number]

/** What a result renders: the second data set, keyed by the index's numeric id. */
export interface ContentItem {
  id: string
  type: ContentType
  title: string
  path: string
  /** Thumbnail URL (stores only: the other result types render as links by title). */
  thumb?: string
}

/**
 * FlexSearch options: the build and the worker must use the same ones (an exported index
 * keeps its data, not its options). 'full' tokenising indexes every substring of every word.
 */
export const INDEX_OPTIONS = { tokenize: 'full' } as const

/** The keys FlexSearch's Index.export() writes, in the order import() expects them. */
export const INDEX_KEYS = ['reg', 'cfg', 'map', 'ctx'] as const

/** Written by the build beside the /search/ route; never long-cached. */
export const MANIFEST_PATH = '/search/manifest.json'

/**
 * public/search/manifest.json: where the content-hashed (immutable) files of the current
 * build are. Paths are relative to the manifest's own URL, so a path prefix keeps working.
 */
export interface SearchManifest {
  version: 1
  /** The exported FlexSearch index: `{ reg, cfg, map, ctx }`. */
  index: string
  /** The content items: `ContentItem[]`, the array position being the index id. */
  docs: string
  count: number
}

/** Page → worker. */
export type WorkerRequest =
  { type: 'init'; manifestUrl: string } | { type: 'search'; id: number; term: string }

/** Worker → page. `took` is the query time inside the worker (ms). */
export type WorkerResponse =
  | { type: 'ready'; count: number; loadMs: number }
  | { type: 'results'; id: number; term: string; items: ContentItem[]; took: number }
  | { type: 'error'; message: string }
