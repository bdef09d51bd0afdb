/** @jest-environment node */
// Gatsby's own datastore (LMDB, in .cache/data/test-datastore-N under jest), fed the way a
// source plugin feeds it: many nodes created in one go, then read straight after, as the
// site's sourceNodes reads what gatsby-source-drupal has just created.
import { getDataStore, getNodesByType } from 'gatsby/dist/datastore'
import { store } from 'gatsby/dist/redux'

import { settledDrupalNodes } from './settled-nodes'

const createNodes = (count: number, type: string, owner: string) => {
  for (let i = 0; i < count; i += 1) {
    store.dispatch({
      type: 'CREATE_NODE',
      plugin: { name: owner },
      payload: {
        id: `${type}-${String(count - i).padStart(4, '0')}`,
        parent: null,
        children: [],
        title: `${type} ${i}`,
        internal: { type, owner, contentDigest: String(i), counter: i },
      },
    })
  }
}

describe('settledDrupalNodes', () => {
  beforeAll(async () => {
    getDataStore()
    store.dispatch({ type: 'DELETE_CACHE' })
    await getDataStore().ready()
  })

  it('lists every Drupal node created before it, stored or still being written, in id order', async () => {
    createNodes(500, 'node__store', 'gatsby-source-drupal')
    createNodes(20, 'taxonomy_term__category', 'gatsby-source-drupal')
    createNodes(300, 'Store', 'default-site-plugin')
    const nodes = await settledDrupalNodes(getNodesByType)
    expect(nodes.filter((n) => n.internal.type === 'node__store')).toHaveLength(500)
    expect(nodes.filter((n) => n.internal.type === 'taxonomy_term__category')).toHaveLength(20)
    expect(nodes).toHaveLength(520)
    expect(nodes.map((n) => (n as unknown as { title: string }).title)).toContain('node__store 499')
    const ids = nodes.map((n) => n.id)
    expect(ids).toEqual([...ids].sort())
  })
})
