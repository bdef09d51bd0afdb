/** @jest-environment node */
import type { DrupalNode } from '../source/mapping'
import { storeLinks } from './store-links'

const term = (id: string, tid: number): DrupalNode => ({
  id,
  drupal_internal__tid: tid,
  internal: { type: 'taxonomy_term__category' },
})
const store = (id: string, title: string, terms: string[], status = true): DrupalNode => ({
  id,
  title,
  status,
  internal: { type: 'node__store' },
  relationships: { field_category___NODE: terms },
})
const item = (
  type: 'offer' | 'gift',
  id: string,
  storeId: string,
  { status = true, title = id, expiry = '2027-01-01' } = {},
): DrupalNode => ({
  id,
  status,
  title,
  field_expiry_date: expiry,
  internal: { type: `node__${type}` },
  relationships: { field_store___NODE: storeId },
})
const domainId = (id: string) => `d:${id}`

const NODES = [
  term('t-fashion', 1),
  term('t-shoes', 2),
  term('t-home', 3),
  store('s-zed', 'Zed Shoes', ['t-shoes', 't-fashion']),
  store('s-alpha', 'Alpha Apparel', ['t-fashion']),
  store('s-bed', 'Bed Barn', ['t-home']),
  store('s-mid', 'Mid Fashion', ['t-fashion', 't-shoes']),
  store('s-gone', 'Gone Fashion', ['t-fashion'], false),
  item('offer', 'o-late', 's-zed', { title: 'A late one', expiry: '2027-03-01' }),
  item('offer', 'o-2', 's-alpha'),
  item('offer', 'o-soon', 's-zed', { title: 'Soon', expiry: '2026-12-24' }),
  item('offer', 'o-draft', 's-zed', { status: false, expiry: '2026-12-01' }),
  item('gift', 'g-socks', 's-zed', { title: 'Socks' }),
  item('gift', 'g-boots', 's-zed', { title: 'boots' }),
  item('gift', 'g-2', 's-gone'),
]

describe('storeLinks (what each store page lists of other content)', () => {
  const links = storeLinks(NODES, domainId)

  it('has one entry per published store, keyed by its domain id', () => {
    expect([...links.keys()].sort()).toEqual(['d:s-alpha', 'd:s-bed', 'd:s-mid', 'd:s-zed'])
  })

  it("lists a store's published offers, soonest expiry first, and its gifts by name", () => {
    expect(links.get('d:s-zed')).toMatchObject({
      offers: ['d:o-soon', 'd:o-late'],
      gifts: ['d:g-boots', 'd:g-socks'],
    })
    expect(links.get('d:s-alpha')).toMatchObject({ offers: ['d:o-2'], gifts: [] })
  })

  it('lists similar stores (sharing a category) by name, never the store itself', () => {
    // Mid Fashion shares two categories with Zed Shoes, Alpha Apparel one; Bed Barn none.
    expect(links.get('d:s-zed')?.similarStores).toEqual(['d:s-alpha', 'd:s-mid'])
    expect(links.get('d:s-alpha')?.similarStores).toEqual(['d:s-mid', 'd:s-zed'])
    expect(links.get('d:s-bed')?.similarStores).toEqual([])
  })

  it('leaves out unpublished stores from every list', () => {
    for (const entry of links.values()) expect(entry.similarStores).not.toContain('d:s-gone')
  })
})
