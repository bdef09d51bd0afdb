/** @jest-environment node */
// Gatsby's own datastore (LMDB, in .cache/data/test-datastore-N under jest), fed the way a
// source plugin feeds it: many nodes created in one go, then read straight after, as the
// site's sourceNodes reads what gatsby-source-drupal has just created.
import { getDataStore, getNodes } from 'gatsby/dist/datastore'
import { store } from 'gatsby/dist/redux'

import { settledNodes } from './settled-nodes'

const createStores = (count: number) => {
  for (let i = 0; i < count; i += 1) {
    store.dispatch({
      type: 'CREATE_NODE',
      plugin: { name: 'gatsby-source-drupal' },
      payload: {
        id: `store-${i}`,
        parent: null,
        children: [],
        title: `Store ${i}`,
        internal: {
          type: 'node__store',
          owner: 'gatsby-source-drupal',
          contentDigest: String(i),
          counter: i,
        },
      },
    })
  }
}

describe('settledNodes', () => {
  beforeAll(async () => {
    getDataStore()
    store.dispatch({ type: 'DELETE_CACHE' })
    await getDataStore().ready()
  })

  it('lists every node created before it, stored or still being written', async () => {
    createStores(500)
    const nodes = await settledNodes(getNodes)
    expect(nodes.filter((n) => n.internal.type === 'node__store')).toHaveLength(500)
    expect(nodes.map((n) => (n as unknown as { title: string }).title)).toContain('Store 499')
  })
})
