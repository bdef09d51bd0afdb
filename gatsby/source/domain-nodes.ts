/**
 * The domain nodes: each Drupal entity the site uses gets one as its child, with the fields
 * the components read (docs/content-model.md is the contract; gatsby/content/ maps each
 * bundle). Its CMS HTML is sanitised here, at build time. Entities holding links to nodes
 * get theirs in sourceNodes, once every node is there to link to.
 */
import type { GatsbyNode } from 'gatsby'

import { ROUTED_TYPES } from '../content'
import { STORE_LINKS_TYPE, storeLinks, storeLinksId } from '../content/store-links'
import { loadEnv } from './env'
import {
  MAPPED_DRUPAL_TYPES,
  aliasToPath,
  isShown,
  mapDrupalNode,
  type DrupalNode,
} from './mapping'
import { resolveNodeLinks } from './node-links'
import { createSanitiser, type Sanitiser } from './sanitize-html'
import { settledDrupalNodes } from './settled-nodes'
import { unknownContentWarnings } from './unknown-content'

let sanitiser: Sanitiser | undefined
/** The CMS HTML sanitiser, configured from the environment (map-embed allowlist, site URL). */
function buildSanitiser(): Sanitiser {
  const { mapEmbedHosts, siteUrl } = loadEnv()
  return (sanitiser ??= createSanitiser({ mapEmbedHosts, siteUrl }))
}

type CreateNodeArgs = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0]
type NodeArgs = Pick<
  CreateNodeArgs,
  'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'
>
type SourceNodesArgs = Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0]

/** The domain node of one Drupal node, as its child; false when the node maps to nothing. */
function createDomainNode(
  node: CreateNodeArgs['node'],
  { actions, createNodeId, createContentDigest, reporter }: NodeArgs,
  resolveLinks?: (mapped: Record<string, unknown>, type: string) => Record<string, unknown> | null,
) {
  const domainId = (drupalGatsbyId: string) => createNodeId(`domain:${drupalGatsbyId}`)
  const mapped = mapDrupalNode(node as unknown as DrupalNode, {
    domainId,
    sanitiser: buildSanitiser(),
    warn: (message) => reporter.warn(message),
    preview: loadEnv().preview,
  })
  if (!mapped) return
  const fields = resolveLinks ? resolveLinks(mapped.fields, mapped.type) : { ...mapped.fields }
  if (!fields) {
    const stale = node.children.find((c) => c === domainId(node.id))
    if (stale) actions.deleteNode({ id: stale } as never)
    return
  }
  const child = {
    ...fields,
    id: domainId(node.id),
    parent: node.id,
    children: [],
    internal: { type: mapped.type, contentDigest: createContentDigest(fields) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as never })
}

const NODE_LINK_FORMS = ['"entity:node/', '"internal:/node/']
/** Does a Drupal node hold a link to a node (made into its domain node in sourceNodes)? */
const holdsNodeLinks = (node: object) => {
  const raw = JSON.stringify(node)
  return NODE_LINK_FORMS.some((form) => raw.includes(form))
}

/**
 * Each Drupal entity the site uses gets a domain node as its child (see
 * docs/content-model.md). Its CMS HTML is sanitised here, at build time. Entities holding
 * links to nodes get theirs in sourceNodes, once every node is there to link to.
 */
export function createDomainNodeOf(args: CreateNodeArgs): void {
  if (MAPPED.has(args.node.internal.type) && holdsNodeLinks(args.node)) return
  createDomainNode(args.node, args)
}

/** Drupal node types with a page of their own: what a link to a node can point at. */
export const ROUTED_DRUPAL_TYPES = new Set(ROUTED_TYPES.map((type) => type.drupal))
const MAPPED = new Set(MAPPED_DRUPAL_TYPES)

/** The page path of every shown Drupal node with a page, by node id. */
export function nodePaths(nodes: readonly { internal: { type: string } }[]): Map<number, string> {
  const pathOfNid = new Map<number, string>()
  for (const n of nodes) {
    const drupal = n as unknown as DrupalNode
    if (
      ROUTED_DRUPAL_TYPES.has(n.internal.type) &&
      isShown(drupal, loadEnv().preview) &&
      typeof drupal.drupal_internal__nid === 'number'
    ) {
      const alias = (drupal.path as { alias?: unknown } | undefined)?.alias
      pathOfNid.set(
        drupal.drupal_internal__nid,
        aliasToPath(alias, `/node/${drupal.drupal_internal__nid}`),
      )
    }
  }
  return pathOfNid
}

/** What each store page lists (its offers, gifts and similar stores): ./store-links. */
function createStoreLinkNodes(
  nodes: Awaited<ReturnType<typeof settledDrupalNodes>>,
  { actions, createContentDigest, createNodeId, getNode, getNodesByType }: SourceNodesArgs,
): void {
  const links = storeLinks(
    nodes as unknown as DrupalNode[],
    (id) => createNodeId(`domain:${id}`),
    loadEnv().preview,
  )
  const linkIds = new Set<string>()
  for (const [storeId, fields] of links) {
    const id = storeLinksId(storeId)
    linkIds.add(id)
    const contentDigest = createContentDigest(fields)
    // Unchanged: kept as it is (stateful source nodes are not swept). Gatsby's createNode
    // validates and copies a node before it finds it unchanged (at ten times the content,
    // 1,000 stores' links: an edit's sourcing about 0.45 → 0.36 s).
    if (getNode(id)?.internal.contentDigest === contentDigest) continue
    actions.createNode({
      ...fields,
      store: storeId,
      id,
      internal: { type: STORE_LINKS_TYPE, contentDigest },
    })
  }
  for (const stale of getNodesByType(STORE_LINKS_TYPE)) {
    if (!linkIds.has(stale.id)) actions.deleteNode(stale)
  }
}

/** The Drupal ids of the menu items that have sublinks. */
function menuParentIds(nodes: readonly { internal: { type: string } }[]): Set<string> {
  const parentIds = new Set<string>()
  for (const n of nodes) {
    const parent = (n as unknown as DrupalNode).drupal_parent_menu_item
    if (n.internal.type === 'menu_link_content__menu_link_content' && typeof parent === 'string')
      parentIds.add(parent.replace(/^menu_link_content:/, ''))
  }
  return parentIds
}

/**
 * Links to Drupal nodes (`entity:node/12`) become the linked page's path once every node is
 * sourced; a link to an unpublished or deleted node is left out, with a warning naming it
 * (./node-links). A menu item whose own link is left out goes too, unless it has sublinks:
 * then it stays as their heading. Paths are read from gatsby-source-drupal's own nodes, which
 * all exist when this runs (domain nodes are made by onCreateNode, whose order is not
 * guaranteed). The domain nodes of Drupal nodes holding such links are made here, from the
 * Drupal node, on every build, so a link follows its target's alias, unpublishing and
 * deletion even when the linking node did not change.
 */
export async function sourceDomainNodes(args: SourceNodesArgs): Promise<void> {
  const { actions, getNodesByType, reporter } = args
  // The site keeps its own nodes (Gatsby's stateful source nodes), as gatsby-source-drupal does
  // (patches/): a rebuild does not walk every node to find the untouched ones. Its domain nodes
  // are children of Drupal's, deleted with them and by createDomainNode; its only nodes of its
  // own, the store links, are deleted when their store is gone.
  actions.enableStatefulSourceNodes?.()
  // All of gatsby-source-drupal's nodes, stored (./settled-nodes).
  const nodes = await settledDrupalNodes(getNodesByType)
  // Content of a type no module in gatsby/content/ handles is left out, and named.
  for (const warning of unknownContentWarnings(nodes as unknown as DrupalNode[])) {
    reporter.warn(warning)
  }
  createStoreLinkNodes(nodes, args)
  const pathOfNid = nodePaths(nodes)
  const parentIds = menuParentIds(nodes)
  for (const node of nodes) {
    if (!MAPPED.has(node.internal.type) || !holdsNodeLinks(node)) continue
    createDomainNode(node, args, (mapped, type) => {
      const resolved = resolveNodeLinks(mapped, (nid) => pathOfNid.get(nid))
      for (const nid of resolved.missing) {
        reporter.warn(
          `${type} "${String(mapped.title ?? mapped.heading ?? node.id)}" links to node ${nid}, which is unpublished or deleted: that link is left out.`,
        )
      }
      const orphanLink =
        type === 'MenuItem' &&
        String(mapped.url).startsWith('entity:node/') &&
        resolved.fields.url === null &&
        !parentIds.has(String(mapped.drupalId))
      return orphanLink ? null : resolved.fields
    })
  }
}
