/** @jest-environment node */
import path from 'node:path'
import { createRequire } from 'node:module'
import { copyAlias, copyUuid, multiplyResources, SCALED_TYPES } from './scale-snapshot.mjs'

const require = createRequire(__filename)
interface Res {
  id: string
  type: string
  attributes: { title: string; drupal_internal__nid: number; path: { alias: string } }
  relationships: Record<string, { data: { id: string } }>
}
const { loadSnapshot } = require('../../cms/lib/snapshot.cjs') as {
  loadSnapshot: (dir: string) => { resources: Map<string, Res[]> }
}

describe('the replay content multiplied', () => {
  const { resources } = loadSnapshot(path.join(__dirname, '../../cms/snapshot'))
  const scaled = multiplyResources(resources as never, 10) as unknown as Map<string, Res[]>

  it('has ten times the stores, gifts, offers, events, articles and jobs, and the rest once', () => {
    for (const type of SCALED_TYPES) {
      expect({ type, count: scaled.get(type)!.length }).toEqual({
        type,
        count: resources.get(type)!.length * 10,
      })
    }
    expect(scaled.get('node--page')).toBe(resources.get('node--page'))
    expect(scaled.get('taxonomy_term--category')).toBe(resources.get('taxonomy_term--category'))
    expect(scaled.get('node--store')).toHaveLength(1000)
  })

  it('gives every copy its own uuid, node id and path', () => {
    for (const type of SCALED_TYPES) {
      const items = scaled.get(type)!
      for (const key of [
        (r: Res) => r.id,
        (r: Res) => String(r.attributes.drupal_internal__nid),
        (r: Res) => r.attributes.path.alias,
      ]) {
        expect(new Set(items.map(key)).size).toBe(items.length)
      }
    }
  })

  it('links copy k of a gift to copy k of its store, whose path its own path follows', () => {
    const stores = new Map(scaled.get('node--store')!.map((s) => [s.id, s]))
    const gift = resources.get('node--gift')![0]
    const copy = scaled.get('node--gift')!.find((g) => g.id === copyUuid(gift.id, 3))!
    const store = stores.get(copy.relationships.field_store.data.id)!
    expect(store.id).toBe(copyUuid(gift.relationships.field_store.data.id, 3))
    expect(copy.attributes.path.alias.startsWith(`${store.attributes.path.alias}/gift/`)).toBe(true)
    expect(copy.attributes.title).toBe(`${gift.attributes.title} 4`)
    // Terms and files are shared.
    expect(copy.relationships.field_category.data).toEqual(gift.relationships.field_category.data)
  })

  it('makes slugs unique and keeps the route words', () => {
    expect(copyAlias('/whats-on/news/late-night-shopping', 1)).toBe(
      '/whats-on/news/late-night-shopping-2',
    )
    expect(copyUuid('bba22f6c-0ef2-5e2e-8d72-fcb1885c4c6c', 1)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})
