/**
 * Maps gatsby-source-drupal nodes (Drupal JSON:API entities) to the site's domain types, with
 * the mapper of each type's module in gatsby/content/. Pure: no Gatsby actions here, so the
 * mapping is unit-tested on plain objects (gatsby/source/mapping.test.ts). See docs/content-model.md
 * for the contract.
 */
import { BY_DRUPAL_TYPE } from '../content'
import type { DrupalNode, MapContext } from '../content/fields'

export {
  aliasToPath,
  eventRange,
  linkUrl,
  localDate,
  type DrupalNode,
  type MapContext,
} from '../content/fields'

export interface DomainNode {
  type: string
  fields: Record<string, unknown>
}

/** Drupal node types (gatsby-source-drupal's `internal.type`) that become domain nodes. */
export const MAPPED_DRUPAL_TYPES = [...BY_DRUPAL_TYPE.keys()]

/** Is `type` one of gatsby-source-drupal's node types (`node__store`, `file__file`: `__`)? */
export const isDrupalType = (type: string) => type.includes('__')

/** Content-entity node types gatsby-source-drupal makes: a bundle has one of these prefixes. */
const BUNDLE_PREFIXES = ['node__', 'paragraph__', 'taxonomy_term__', 'block_content__']

/**
 * A Drupal content type the registry lacks (a site builder added it in Drupal): its content is
 * left out of the site, with a warning (gatsby-node.ts).
 */
export const isUnknownBundle = (type: string): boolean =>
  !BY_DRUPAL_TYPE.has(type) && BUNDLE_PREFIXES.some((prefix) => type.startsWith(prefix))

/**
 * Whether a Drupal node's content is on the site: published, or anything at all on the preview
 * server (PREVIEW=1, sourced with an account that sees unpublished content and drafts).
 */
export const isShown = (node: DrupalNode, preview = false): boolean =>
  preview || node.status !== false

export function mapDrupalNode(node: DrupalNode, ctx: MapContext): DomainNode | null {
  if (!isShown(node, ctx.preview)) return null
  const type = BY_DRUPAL_TYPE.get(node.internal.type)
  const fields = type?.map(node, ctx)
  return type && fields ? { type: type.domain, fields } : null
}
