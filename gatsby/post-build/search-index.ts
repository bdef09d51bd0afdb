/**
 * Site search index, built in onPostBuild.
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
import type { CreatePagesArgs, Reporter } from 'gatsby'
import { stripHtml } from '../../src/lib/text'
import { canberraDay, type Day } from '../../src/lib/dates'
import { SEARCHED_TYPES, SECTION_TYPES } from '../content'
import type { SearchNode } from '../content/types'
import { stampKey } from './file-stamps'
import { buildIndexData, IndexMismatch, updateIndexData, type IndexData } from './search-postings'
import { isDrupalType } from '../source/mapping'
import { STORE_LINKS_TYPE } from '../content/store-links'
import {
  MANIFEST_PATH,
  type ContentItem,
  type ContentType,
  type SearchManifest,
} from '../../src/lib/search/types'

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
  index: IndexData
  docs: ContentItem[]
}

/** Index the entities (id = array position), as FlexSearch exports it (gatsby/post-build/search-postings.ts). */
export async function buildSearchIndex(entities: readonly SearchEntity[]): Promise<BuiltIndex> {
  return {
    index: await buildIndexData(entities.map(entityValues)),
    docs: entities.map(toContentItem),
  }
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

/** Writes `content` to `file` unless the file already holds it (its stamp, and so the steps
 * after it and the next release, then see an unchanged file). */
async function writeIfChanged(file: string, content: string) {
  const before = await fs.readFile(file, 'utf8').catch(() => null)
  if (before !== content) await fs.writeFile(file, content)
}

/**
 * Write the files under `publicDir`, removing data files of earlier builds (their names
 * differ whenever the content does). Files that already hold what they would get are left as
 * they are: most builds change no searchable content.
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
    await writeIfChanged(path.join(dataDir, name), content)
  }
  const manifestFile = path.join(publicDir, ...MANIFEST_PATH.split('/').filter(Boolean))
  await fs.mkdir(path.dirname(manifestFile), { recursive: true })
  await writeIfChanged(manifestFile, JSON.stringify(manifest))
}

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
 * fields, plus what its visibility rule reads), and a sectioned page's sections' text. With
 * `only`, just the nodes of those ids (per domain type); a type not in it is left out.
 */
const searchQuery = (only?: ReadonlyMap<string, readonly string[]>) => /* GraphQL */ `
  query SearchIndexContent {
    ${SEARCHED_TYPES.filter((type) => !only || only.has(type.domain))
      .map((type) => {
        const ids = only?.get(type.domain)
        const filter = ids ? `(filter: { id: { in: ${JSON.stringify(ids)} } })` : ''
        return `all${type.domain}${filter} { nodes { ${type.search.fields}${type.route?.sectioned ? ` sections { ${sectionText()} }` : ''} } }`
      })
      .join('\n    ')}
  }
`

/** What the search query returns: `all{DomainType}` per searched type. */
export type SearchContent = Record<string, { nodes: SearchNode[] }>

/**
 * Each queried node's entity, by node id: null when the visitor cannot see it on `today`
 * (each type's `search.entry` decides: offers and articles leave out what is not visible).
 */
function entitiesById(data: SearchContent, today: Day): Map<string, SearchEntity | null> {
  const out = new Map<string, SearchEntity | null>()
  for (const type of SEARCHED_TYPES) {
    for (const node of data[`all${type.domain}`]?.nodes ?? []) {
      const entity = type.search.entry
        ? type.search.entry(node, today)
        : ({ ...node, type: type.search.type } as SearchEntity)
      out.set(String(node.id), entity)
    }
  }
  return out
}

/** The entities to index, visible ones only, in the query's order. */
export function searchEntities(data: SearchContent, today: Day): SearchEntity[] {
  return [...entitiesById(data, today).values()].filter(
    (entity): entity is SearchEntity => entity !== null,
  )
}

/** The parts of a Gatsby node the incremental index reads. */
export interface IndexedNode {
  id: string
  internal: { type: string; contentDigest: string }
  [field: string]: unknown
}

/**
 * Nodes no entry reads: Gatsby's own (whose digest changes with every build), and what a store
 * page lists (StoreLinks: a store's title orders its neighbours' similar stores; the search
 * fields select none of the fields resolved from it, which a test holds).
 */
const UNREAD_NODES = new Set([
  'Site',
  'SiteBuildMetadata',
  'SitePage',
  'SitePlugin',
  'SiteFunction',
  STORE_LINKS_TYPE,
])

/**
 * The node types the index reads (onPostBuild lists only these): not UNREAD_NODES, nor
 * gatsby-source-drupal's own nodes (`node__store`, `taxonomy_term__category`, `file__file`…):
 * no entry reads them, only the domain nodes made from them (gatsby/content/), which change when
 * what they map changes. Their digests also change without their content: applying a change
 * under fastBuilds gives every node the changed one links to a new digest (the plugin hashes
 * the node with its old digest in it), and at ten times the content that made the index of the
 * first edit after every build a full run.
 */
export const indexReadsType = (type: string) => !isDrupalType(type) && !UNREAD_NODES.has(type)

/**
 * What the index needs to redo after a build, from the nodes and the last run's digests:
 * - `full` when anything an entity may read besides its own node changed (a section, a
 *   category, an image, settings: any other node, UNREAD_NODES and gatsby-source-drupal's own
 *   nodes aside), when the day, the code or the query changed, or with no
 *   record: the `key` says which;
 * - otherwise the searched nodes that changed, were added, or mention the id of one that
 *   changed or went (a gift's text has its store's title), by domain type.
 */
function indexChanges(
  nodes: readonly IndexedNode[],
  before: SearchRecord | null,
  keyParts: unknown[],
): {
  key: string
  /** A hash per other node type: what the key is made of, kept to say why a run is full. */
  others: Record<string, string>
  why?: string
  full: boolean
  changed: Map<string, string[]>
  removed: string[]
} {
  const searchedTypes = new Set(SEARCHED_TYPES.map((type) => type.domain))
  const byType = new Map<string, string[]>()
  for (const n of nodes) {
    const type = n.internal.type
    if (searchedTypes.has(type) || !indexReadsType(type)) continue
    const list = byType.get(type)
    if (list) list.push(`${n.id}:${n.internal.contentDigest}`)
    else byType.set(type, [`${n.id}:${n.internal.contentDigest}`])
  }
  const others: Record<string, string> = {}
  for (const [type, list] of [...byType].sort(([a], [b]) => (a < b ? -1 : 1))) {
    others[type] = stampKey(list.sort())
  }
  const key = stampKey('search-index', keyParts, others, searchQuery())
  const searched = nodes.filter((n) => searchedTypes.has(n.internal.type))
  if (!before || before.key !== key) {
    const types = new Set([...Object.keys(others), ...Object.keys(before?.others ?? {})])
    const changedTypes = [...types].filter((type) => before?.others?.[type] !== others[type])
    const why = !before
      ? 'no record of an earlier run'
      : changedTypes.length
        ? `changed: ${changedTypes.join(', ')}`
        : 'a new day, new code or a new query'
    return { key, others, why, full: true, changed: new Map(), removed: [] }
  }
  const present = new Set(searched.map((n) => n.id))
  const removed = Object.keys(before.digests).filter((id) => !present.has(id))
  const dirty = new Set(
    searched.filter((n) => before.digests[n.id] !== n.internal.contentDigest).map((n) => n.id),
  )
  // Whoever mentions a changed or removed node reads it: redo those too, until none is left.
  let gone = [...dirty, ...removed]
  while (gone.length) {
    const next: string[] = []
    for (const n of searched) {
      if (dirty.has(n.id)) continue
      const text = JSON.stringify(n)
      if (gone.some((id) => text.includes(id))) {
        dirty.add(n.id)
        next.push(n.id)
      }
    }
    gone = next
  }
  const changed = new Map<string, string[]>()
  for (const n of searched) {
    if (!dirty.has(n.id)) continue
    changed.set(n.internal.type, [...(changed.get(n.internal.type) ?? []), n.id])
  }
  return { key, others, full: false, changed, removed }
}

/** The record of the last run (in .cache/): each searched node's digest and entity. */
export interface SearchRecord {
  key: string
  others?: Record<string, string>
  digests: Record<string, string>
  entities: Record<string, SearchEntity | null>
  /** The published index file (under static/search/) and the entity ids in its id order. */
  index?: string
  order?: string[]
}

/**
 * The index the last run published, brought up to date (gatsby/post-build/search-postings.ts): the
 * entries `redone` (queried again) or gone come out with the text they were indexed with, the
 * new and redone ones go in, and the others keep their text and move to their new positions.
 */
async function updatedIndex(
  publicDir: string,
  before: SearchRecord,
  entities: readonly SearchEntity[],
  redone: ReadonlySet<string>,
): Promise<IndexData> {
  if (!before.index || !before.order) throw new IndexMismatch('no record of the last index')
  const text = await fs.readFile(path.join(publicDir, 'static', 'search', before.index), 'utf8')
  if (before.index !== `index-${contentHash(text)}.json`) {
    throw new IndexMismatch(`${before.index} is not the index the last run wrote`)
  }
  const oldPos = new Map(before.order.map((id, i) => [id, i]))
  const keptPos = new Map<number, number>()
  const put = new Map<number, string>()
  entities.forEach((entity, i) => {
    const at = oldPos.get(entity.id)
    if (at !== undefined && !redone.has(entity.id)) keptPos.set(at, i)
    else put.set(i, entityValues(entity))
  })
  const taken = new Map<number, string>()
  before.order.forEach((id, i) => {
    if (keptPos.has(i)) return
    const entity = before.entities[id]
    if (!entity) throw new IndexMismatch(`no record of the text of ${id}`)
    taken.set(i, entityValues(entity))
  })
  const identity = [...keptPos].every(([from, to]) => from === to)
  return updateIndexData(JSON.parse(text) as IndexData, {
    taken,
    put,
    moved: identity ? undefined : (id) => keptPos.get(id) ?? id,
  })
}

/**
 * The entities in the index's order, which is the same whatever the build's history: by
 * searched type, then by path and id (so an incremental run and a full one agree).
 */
function orderedEntities(
  nodes: readonly IndexedNode[],
  entityOf: (id: string) => SearchEntity | null | undefined,
): SearchEntity[] {
  const out: SearchEntity[] = []
  for (const type of SEARCHED_TYPES) {
    const ofType = nodes
      .filter((n) => n.internal.type === type.domain)
      .map((n) => entityOf(n.id))
      .filter((entity): entity is SearchEntity => !!entity)
      .sort((a, b) =>
        a.path !== b.path ? (a.path < b.path ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
      )
    out.push(...ofType)
  }
  return out
}

/**
 * The entities the last run indexed, in the index's order, from its record (`npm run
 * bench:search` grows them into a larger set); null without a record.
 */
export async function recordedEntities(recordFile: string): Promise<SearchEntity[] | null> {
  const record = await readRecord(recordFile)
  if (!record?.order) return null
  return record.order.flatMap((id) => {
    const entity = record.entities[id]
    return entity ? [entity] : []
  })
}

async function readRecord(file: string | undefined): Promise<SearchRecord | null> {
  if (!file) return null
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as SearchRecord
  } catch {
    return null
  }
}

/**
 * onPostBuild: query the content, build the index and publish its files. With `recordFile`,
 * only the nodes that changed since the last run are queried (their images resolved, their
 * sections read): at ten times the content, the query was most of this step's time. The index
 * itself is always built whole from the entities, so its files are those of a full run.
 */
export async function onPostBuildSearchIndex({
  graphql,
  reporter,
  getNodes,
  publicDir = 'public',
  today = canberraDay(),
  recordFile,
  codeKey = '',
}: {
  graphql: CreatePagesArgs['graphql']
  reporter: Pick<Reporter, 'info' | 'panicOnBuild'>
  getNodes: () => readonly IndexedNode[]
  publicDir?: string
  today?: Day
  recordFile?: string
  codeKey?: string
}) {
  const nodes = getNodes()
  const before = await readRecord(recordFile)
  const plan = indexChanges(nodes, before, [today, codeKey])
  const queried = plan.full ? undefined : plan.changed
  let fresh = new Map<string, SearchEntity | null>()
  if (plan.full || plan.changed.size > 0) {
    const result = await graphql<SearchContent>(searchQuery(queried))
    if (result.errors || !result.data) {
      reporter.panicOnBuild('Search index: could not query the content', result.errors)
      return
    }
    fresh = entitiesById(result.data, today)
  }
  const entityOf = (id: string) =>
    fresh.has(id) ? fresh.get(id) : plan.full ? undefined : before?.entities[id]
  const entities = orderedEntities(nodes, entityOf)
  // The published index updated for what changed, or (with no usable record) built whole.
  let index: IndexData | undefined
  let how = 'built whole'
  if (!plan.full && before) {
    try {
      index = await updatedIndex(publicDir, before, entities, new Set(fresh.keys()))
      how = 'updated'
    } catch (error) {
      how = `built whole (${error instanceof Error ? error.message : String(error)})`
    }
  }
  const built = index
    ? { index, docs: entities.map(toContentItem) }
    : await buildSearchIndex(entities)
  const files = searchFiles(built)
  await writeSearchFiles(publicDir, files)
  if (recordFile) {
    const searchedTypes = new Set(SEARCHED_TYPES.map((type) => type.domain))
    const record: SearchRecord = {
      key: plan.key,
      others: plan.others,
      digests: {},
      entities: {},
      index: path.basename(files.manifest.index),
      order: entities.map((entity) => entity.id),
    }
    for (const n of nodes) {
      if (!searchedTypes.has(n.internal.type)) continue
      record.digests[n.id] = n.internal.contentDigest
      record.entities[n.id] = entityOf(n.id) ?? null
    }
    await fs.mkdir(path.dirname(recordFile), { recursive: true })
    await fs.writeFile(recordFile, JSON.stringify(record))
  }
  const sizes = Object.entries(files.files)
    .map(([name, content]) => `${name} ${(Buffer.byteLength(content) / 1024).toFixed(0)} KB`)
    .join(', ')
  const redone = plan.full
    ? `all queried (${plan.why})`
    : `${[...plan.changed.values()].flat().length} queried, ${plan.removed.length} removed`
  reporter.info(`Search index: ${entities.length} items, ${redone}, index ${how} (${sizes})`)
}
