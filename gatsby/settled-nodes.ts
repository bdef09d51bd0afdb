import { getDataStore } from 'gatsby/dist/datastore'

/**
 * Every node created so far, once Gatsby has stored them all.
 *
 * Gatsby 5 keeps nodes in LMDB and writes them asynchronously: `createNode` queues the write,
 * and `getNodes()` lists only the nodes already committed (it iterates the database's keys).
 * Gatsby waits for the queue only after every plugin's `sourceNodes` (utils/source-nodes.js),
 * so the site's own `sourceNodes`, which runs right after gatsby-source-drupal's, can see part
 * of what the source plugin has just created: on a busy machine a CI build from Drupal once
 * saw none of the stores, offers, terms or linked menu items, and built store pages without
 * offers, gifts or similar stores and a main menu of two items, without an error (gatsby
 * issues #11033, #30359). Waiting for the datastore's queue first gives the whole set.
 * `ready()` is the datastore's own wait (Gatsby's types export it from gatsby/dist/datastore);
 * the plugin API has none.
 */
export async function settledNodes<T>(getNodes: () => T[]): Promise<T[]> {
  await getDataStore().ready()
  return getNodes()
}
