import { getDataStore } from 'gatsby/dist/datastore'
import { isDrupalType } from './mapping'

/**
 * The nodes of each type `keep` accepts, in id order (the order Gatsby's getNodes() lists
 * them in). Reading a node costs the same whichever way it is read, and at ten times the
 * content a step that needs only some types (gatsby-source-drupal's, or the site's own) would
 * otherwise read all 9,000 nodes, half of them a domain node or SitePage it never looks at.
 */
export function nodesOfTypes<T extends { id: string }>(
  getNodesByType: (type: string) => T[],
  keep: (type: string) => boolean,
): T[] {
  return getDataStore()
    .getTypes()
    .filter(keep)
    .flatMap((type) => getNodesByType(type))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * Every node of gatsby-source-drupal's created so far, once Gatsby has stored them all.
 *
 * Gatsby 5 keeps nodes in LMDB and writes them asynchronously: `createNode` queues the write,
 * and `getNodes()` and `getNodesByType()` list only the nodes already committed (they iterate
 * the database's keys). Gatsby waits for the queue only after every plugin's `sourceNodes`
 * (utils/source-nodes.js), so the site's own `sourceNodes`, which runs right after
 * gatsby-source-drupal's, can see part of what the source plugin has just created: on a busy
 * machine a CI build from Drupal once saw none of the stores, offers, terms or linked menu
 * items, and built store pages without offers, gifts or similar stores and a main menu of two
 * items, without an error (gatsby issues #11033, #30359). Waiting for the datastore's queue
 * first gives the whole set. `ready()` is the datastore's own wait (Gatsby's types export it
 * from gatsby/dist/datastore); the plugin API has none.
 */
export async function settledDrupalNodes<T extends { id: string }>(
  getNodesByType: (type: string) => T[],
): Promise<T[]> {
  await getDataStore().ready()
  return nodesOfTypes(getNodesByType, isDrupalType)
}
