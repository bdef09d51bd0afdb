/**
 * Site search index (spec sections 2 and 7), built in onPostBuild.
 *
 * Every visible content item becomes a ContentItem `{ id, type, title, path, thumb? }`. The
 * FlexSearch index (tokenize 'full': any substring matches) holds, per item, one `values`
 * text: the entity's text values except id and type, markup stripped. Items a visitor cannot
 * see (expired or unpublished offers, future-dated or expired articles) are not indexed.
 *
 * Output (see writeSearchFiles):
 * - public/static/search/index-{hash}.json  the exported index `{ reg, cfg, map, ctx }`
 * - public/static/search/docs-{hash}.json   the content items, array position = index id
 * - public/search/manifest.json             the names of those two files
 * The two data files are named by a hash of their content and live under /static/, which
 * Gatsby hosts cache for a year; the manifest is tiny and revalidated on every use.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import FlexSearch from 'flexsearch'
import type { CreatePagesArgs, Reporter } from 'gatsby'
import { stripHtml } from '../src/lib/text'
import { canberraDay, type Day } from '../src/lib/dates'
import { SEARCHED_TYPES, SECTION_TYPES } from './content'
import type { SearchNode } from './content/types'
import {
  INDEX_KEYS,
  INDEX_OPTIONS,
  MANIFEST_PATH,
  type ContentItem,
  type ContentType,
  type SearchManifest,
} from '../src/lib/search/types'

/**
 * One entity to index: the ContentItem fields plus its other text-bearing fields (plain
 * strings, HTML, nested objects and arrays of them, e.g. a store's category names).
 */
export interface SearchEntity {
  id: string
  type: ContentType
  title: string
  path: string
  thumb?: string | null
  [field: string]: unknown
}

/** Keys whose values are never indexed: identity, and the thumbnail URL (not text). */
const NOT_TEXT = new Set(['id', 'type', 'thumb', '__typename'])

/**
 * The `values` text of an entity: every string value except id and type (at any depth),
 * markup stripped, joined by spaces. Numbers and booleans are not text and are skipped.
 */
export function entityValues(entity: Record<string, unknown>): string {
  const out: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const text = stripHtml(value)
      if (text) out.push(text)
    } else if (Array.isArray(value)) {
      value.forEach(walk)
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) if (!NOT_TEXT.has(key)) walk(v)
    }
  }
  walk(entity)
  return out.join(' ')
}

/** The ContentItem a result renders (no undefined fields, so the JSON stays small). */
function toContentItem(entity: SearchEntity): ContentItem {
  const item: ContentItem = {
    id: entity.id,
    type: entity.type,
    title: entity.title,
    path: entity.path,
  }
  if (entity.thumb) item.thumb = entity.thumb
  return item
}

export interface BuiltIndex {
  /** The exported FlexSearch index, `{ reg, cfg, map, ctx }` as parsed JSON. */
  index: Record<string, unknown>
  docs: ContentItem[]
}

/** Index the entities (id = array position) and export the index with FlexSearch's export. */
export async function buildSearchIndex(entities: readonly SearchEntity[]): Promise<BuiltIndex> {
  const index = new FlexSearch.Index(INDEX_OPTIONS)
  entities.forEach((entity, i) => index.add(i, entityValues(entity)))
  const parts: Record<string, unknown> = {}
  await index.export((key, data) => {
    // FlexSearch hands over each part as JSON text; keep it as data so the file is one JSON.
    parts[String(key)] = data === undefined ? null : JSON.parse(data)
  })
  const exported: Record<string, unknown> = {}
  for (const key of INDEX_KEYS) exported[key] = parts[key] ?? null
  return { index: exported, docs: entities.map(toContentItem) }
}

/** First 20 hex digits of the SHA-256 of the content (webpack's content-hash length). */
function contentHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 20)
}

export interface SearchFiles {
  manifest: SearchManifest
  /** File name (under static/search/) → content. */
  files: Record<string, string>
}

/** The files to publish for a built index. */
export function searchFiles(built: BuiltIndex): SearchFiles {
  const indexJson = JSON.stringify(built.index)
  const docsJson = JSON.stringify(built.docs)
  const indexName = `index-${contentHash(indexJson)}.json`
  const docsName = `docs-${contentHash(docsJson)}.json`
  return {
    manifest: {
      version: 1,
      index: `../static/search/${indexName}`,
      docs: `../static/search/${docsName}`,
      count: built.docs.length,
    },
    files: { [indexName]: indexJson, [docsName]: docsJson },
  }
}

/**
 * Write the files under `publicDir`, removing data files of earlier builds (their names
 * differ whenever the content does).
 */
export async function writeSearchFiles(publicDir: string, { manifest, files }: SearchFiles) {
  const dataDir = path.join(publicDir, 'static', 'search')
  await fs.mkdir(dataDir, { recursive: true })
  for (const name of await fs.readdir(dataDir)) {
    if (!(name in files) && /^(index|docs)-[0-9a-f]+\.json$/.test(name)) {
      await fs.rm(path.join(dataDir, name))
    }
  }
  for (const [name, content] of Object.entries(files)) {
    await fs.writeFile(path.join(dataDir, name), content)
  }
  const manifestFile = path.join(publicDir, ...MANIFEST_PATH.split('/').filter(Boolean))
  await fs.mkdir(path.dirname(manifestFile), { recursive: true })
  await fs.writeFile(manifestFile, JSON.stringify(manifest))
}

/** Not published: the indexed entities of the last build, read by bench/search.mjs. */
const BENCH_ENTITIES_FILE = path.join('.cache', 'search', 'entities.json')

/* ---------- Content from the domain types ---------- */

/** The text of every section type (its module's `searchText`), for sectioned pages. */
const sectionText = () =>
  [
    '__typename',
    ...SECTION_TYPES.filter((type) => type.section.searchText).map(
      (type) => `... on ${type.domain} { ${type.section.searchText} }`,
    ),
  ].join('\n')

/**
 * The domain content the index is built from: each searched type's `search.fields` (text
 * fields, plus what its visibility rule reads), and a sectioned page's sections' text.
 */
const searchQuery = () => /* GraphQL */ `
  query SearchIndexContent {
    ${SEARCHED_TYPES.map(
      (type) =>
        `all${type.domain} { nodes { ${type.search.fields}${type.route?.sectioned ? ` sections { ${sectionText()} }` : ''} } }`,
    ).join('\n    ')}
  }
`

/** What the search query returns: `all{DomainType}` per searched type. */
export type SearchContent = Record<string, { nodes: SearchNode[] }>

/**
 * The entities to index, visible ones only, with `today` the Canberra day of the build: each
 * type's `search.entry` decides (offers and articles leave out what is not visible that day).
 */
export function searchEntities(data: SearchContent, today: Day): SearchEntity[] {
  return SEARCHED_TYPES.flatMap((type) =>
    (data[`all${type.domain}`]?.nodes ?? [])
      .map((node) =>
        type.search.entry ? type.search.entry(node, today) : { ...node, type: type.search.type },
      )
      .filter((entity): entity is SearchEntity => entity !== null),
  )
}

/** onPostBuild: query the content, build the index and publish its files. */
export async function onPostBuildSearchIndex({
  graphql,
  reporter,
  publicDir = 'public',
  today = canberraDay(),
}: {
  graphql: CreatePagesArgs['graphql']
  reporter: Reporter
  publicDir?: string
  today?: Day
}) {
  const result = await graphql<SearchContent>(searchQuery())
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Search index: could not query the content', result.errors)
    return
  }
  const entities = searchEntities(result.data, today)
  const built = await buildSearchIndex(entities)
  const files = searchFiles(built)
  await writeSearchFiles(publicDir, files)
  // The indexed entities, for `npm run bench:search` (which grows them into a 10x set).
  await fs.mkdir(path.dirname(BENCH_ENTITIES_FILE), { recursive: true })
  await fs.writeFile(BENCH_ENTITIES_FILE, JSON.stringify(entities))
  const sizes = Object.entries(files.files)
    .map(([name, content]) => `${name} ${(Buffer.byteLength(content) / 1024).toFixed(0)} KB`)
    .join(', ')
  reporter.info(`Search index: ${entities.length} items (${sizes})`)
}
