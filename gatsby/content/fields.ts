/**
 * Field readers for the content-type modules (gatsby/content/): each reads one kind of Drupal
 * JSON:API value (as gatsby-source-drupal stores it) into a plain domain value. Pure: no
 * Gatsby actions here, so the mappers are unit-tested on plain objects.
 */
import { DateTime } from 'luxon'
import { ZONE as CENTRE_ZONE } from '../../src/lib/dates'
import { isSafeLinkTarget } from '../../src/lib/links'
import { DEFAULT_MAP_EMBED_HOSTS } from '../source/env'
import { createSanitiser, type Sanitiser } from '../source/sanitize-html'
import { nodeLinkMarker } from '../source/node-links'

/** The parts of a gatsby-source-drupal node that the mapping reads. */
export interface DrupalNode {
  id: string
  drupal_id?: string
  drupal_internal__nid?: number
  drupal_internal__tid?: number
  internal: { type: string }
  relationships?: Record<string, string | string[] | undefined>
  drupal_relationships?: Record<string, { data?: unknown }>
  [field: string]: unknown
}

export interface MapContext {
  /** Domain node id for the Drupal node with this Gatsby id. */
  domainId: (drupalGatsbyId: string) => string
  /**
   * Cleans CMS HTML and checks map embed addresses (gatsby/source/sanitize-html.ts), configured from
   * the environment by gatsby-node; without one, the default map-embed allowlist is used.
   */
  sanitiser?: Sanitiser
  /** Says what was wrong with the content and how it was mended (the build log). */
  warn?: (message: string) => void
  /** The preview server: unpublished content is mapped too (see isShown). */
  preview?: boolean
}

let defaultSanitiser: Sanitiser | undefined
export const sanitiserOf = (ctx: MapContext): Sanitiser =>
  ctx.sanitiser ??
  (defaultSanitiser ??= createSanitiser({ mapEmbedHosts: DEFAULT_MAP_EMBED_HOSTS }))

/** Image relationship as stored by the domain types (resolved to a File by a resolver). */
export interface ImageRef {
  alt: string | null
  width: number | null
  height: number | null
  fileNodeId: string
}

export interface LinkValue {
  url: string
  title: string | null
}

// ---------------------------------------------------------------------------------------
// Field readers

export const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null

export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true'

export const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN
  return Number.isFinite(n) ? Math.trunc(n) : null
}

export const decimal = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN
  return v !== null && v !== '' && Number.isFinite(n) ? n : null
}

/**
 * `processed` HTML of a formatted text field (`{ value, format, processed }`), sanitised:
 * every piece of CMS HTML the site renders goes through here (or `sanitiser.html`).
 */
export function richText(v: unknown, ctx: MapContext): string | null {
  const html =
    v && typeof v === 'object' && 'processed' in v
      ? str((v as { processed: unknown }).processed)
      : str(v)
  return sanitiserOf(ctx).html(html)
}

/** Plain string of a text field that might be formatted. */
export function plainText(v: unknown): string | null {
  if (v && typeof v === 'object' && 'value' in v) return str((v as { value: unknown }).value)
  return str(v)
}

/** Drupal path alias to the site route: leading and trailing slash, no double slashes. */
export function aliasToPath(alias: unknown, fallback: string): string {
  const raw = str(alias) ?? fallback
  const path = `/${raw}`.replace(/\/{2,}/g, '/').replace(/\/?$/, '/')
  return path
}

function pathOf(node: DrupalNode): string {
  const alias = (node.path as { alias?: unknown } | undefined)?.alias
  return aliasToPath(alias, `/node/${node.drupal_internal__nid ?? node.drupal_id}`)
}

/**
 * A Drupal link field value (`{ uri, title }`) as a site URL: `internal:/x` → `/x`,
 * `entity:node/5` → kept for gatsby/source/node-links.ts, which puts the node's path in its place,
 * another `entity:` → null, `route:<front>` → `/`, `route:<nolink>` → null; absolute
 * http(s), mailto: and tel: URIs are kept, any other scheme (javascript:, data:…) → null.
 */
export function linkUrl(uri: unknown): string | null {
  const u = str(uri)?.trim()
  if (!u) return null
  if (u === 'route:<nolink>' || u === 'route:<none>' || u === 'route:<button>') return null
  if (u === 'route:<front>' || u === 'internal:/') return '/'
  const nodeLink = nodeLinkMarker(u)
  // Resolved to the node's page once every node is sourced (gatsby/source/node-links.ts).
  if (nodeLink) return nodeLink
  if (u.startsWith('internal:')) {
    const rest = u.slice('internal:'.length)
    return rest.startsWith('/') || rest.startsWith('#') || rest.startsWith('?') ? rest : `/${rest}`
  }
  // Other entities (terms, users…) have no page on the site.
  if (u.startsWith('entity:')) return null
  if (u.startsWith('base:')) return `/${u.slice('base:'.length).replace(/^\/+/, '')}`
  // Anything else is used as the href as it is: only http(s), mailto: and tel: (no
  // javascript:, data: or vbscript: link from the CMS reaches a page).
  return isSafeLinkTarget(u) ? u : null
}

export function link(v: unknown): LinkValue | null {
  if (!v || typeof v !== 'object') return null
  const value = v as { uri?: unknown; title?: unknown }
  const url = linkUrl(value.uri)
  return url ? { url, title: str(value.title) } : null
}

/**
 * A Drupal datetime value in the centre's local time without zone:
 * `2026-11-21` stays a date; `2026-11-21T10:00:00` stays as is; a value with an offset
 * (`2026-11-20T23:00:00+00:00`, as Drupal's JSON:API sends) is converted to Canberra time.
 */
export function localDate(v: unknown): string | null {
  const s = str(v)?.trim()
  if (!s) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(s)) return s.length === 16 ? `${s}:00` : s
  const dt = DateTime.fromISO(s, { setZone: true })
  if (!dt.isValid) return null
  return dt.setZone(CENTRE_ZONE).toFormat("yyyy-MM-dd'T'HH:mm:ss")
}

/**
 * An event's start and end as an editor may have left them: an end before the start (entered
 * backwards) is swapped; only an end is shown on that day; an end the same as the start, or of
 * another kind (a date-only end with a start time), is made consistent, so a range always
 * reads forwards and its calendar file never ends before it starts. Null with no date at all.
 */
export function eventRange(
  startValue: unknown,
  endValue: unknown,
  warn: (problem: string) => void = () => {},
): { startDate: string; endDate: string | null } | null {
  let start = localDate(startValue)
  let end = localDate(endValue)
  if (!start && !end) return null
  if (!start) {
    warn(`it has an end date (${end}) but no start date: it is shown on its end date`)
    return { startDate: end as string, endDate: null }
  }
  if (!end) return { startDate: start, endDate: null }
  const dateOnly = (v: string) => v.length === 10
  // Compare like with like: a date-only end covers its whole day.
  if (dateOnly(end) && !dateOnly(start)) end = `${end}T23:59:59`
  if (!dateOnly(end) && dateOnly(start)) end = end.slice(0, 10)
  if (end < start) {
    warn(`its end (${end}) is before its start (${start}): the two are swapped`)
    ;[start, end] = [end, start]
  }
  return { startDate: start, endDate: end === start ? null : end }
}

// ---------------------------------------------------------------------------------------
// Relationships

export function refIds(node: DrupalNode, field: string): string[] {
  const v = node.relationships?.[`${field}___NODE`]
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string')
  return typeof v === 'string' ? [v] : []
}

/** Linked domain ids, in order, without duplicates (Drupal lets editors repeat a term). */
export function refs(node: DrupalNode, field: string, ctx: MapContext): string[] {
  return [...new Set(refIds(node, field))].map(ctx.domainId)
}

export function ref(node: DrupalNode, field: string, ctx: MapContext): string | null {
  const [first] = refIds(node, field)
  return first ? ctx.domainId(first) : null
}

/** An image field: alt/size from the relationship meta, the file by its Gatsby node id. */
export function image(node: DrupalNode, field: string): ImageRef | null {
  const [fileNodeId] = refIds(node, field)
  if (!fileNodeId) return null
  const data = node.drupal_relationships?.[field]?.data
  const first = (Array.isArray(data) ? data[0] : data) as
    { meta?: Record<string, unknown> } | undefined
  const meta = first?.meta ?? {}
  return {
    alt: str(meta.alt),
    width: int(meta.width),
    height: int(meta.height),
    fileNodeId,
  }
}

// ---------------------------------------------------------------------------------------
// Shared by the content types

/** The fields every routed content type has. */
export const common = (node: DrupalNode) => ({
  drupalId: String(node.drupal_id ?? node.id),
  nid: node.drupal_internal__nid ?? null,
  title: str(node.title) ?? '',
  path: pathOf(node),
})

/** A multi-value list field as strings, empty values left out. */
export const STRING_LIST = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v == null ? [] : [v]).map(str).filter((x): x is string => !!x)
