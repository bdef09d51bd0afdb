import { compareNames } from '../text'
import type { StoreLike } from './directoryFilter'
import { cat, couch, courtside, podium, stores, torque } from './sampleStores'
import { similarStores, similarStoresOfEach } from './similarStores'

describe('similar stores', () => {
  it('shares a category id, excludes the store itself, the most shared chosen first, shown by name', () => {
    const gym: StoreLike = { id: 'gym', title: 'Gym', categories: [cat(21, 20), cat(26, 20)] }
    const anchor: StoreLike = { id: 'anchor', title: 'Anchor', categories: [cat(26, 20)] }
    // Podium shares two categories with Gym, one with Courtside and Anchor: with room for two,
    // Gym, then the one sharing one that follows Podium's id ("podium" < "zz-court"), by name.
    const court: StoreLike = { ...courtside, id: 'zz-court' }
    expect(similarStores(podium, [podium, anchor, court, couch, gym], 2).map((s) => s.id)).toEqual([
      'zz-court',
      'gym',
    ])
    expect(similarStores(podium, [podium, anchor, court, couch, gym]).map((s) => s.title)).toEqual([
      'Anchor',
      'Courtside Tennis',
      'Gym',
    ])
  })

  it('matches by category id only (not the parent)', () => {
    const home: StoreLike = { id: 'home', title: 'Home', categories: [cat(1)] }
    expect(similarStores(couch, [home, couch])).toEqual([])
    expect(similarStores(torque, stores)).toEqual([])
    // Another category under the same parent (Sport) is not a shared category.
    const boots: StoreLike = { id: 'boots', title: 'Boots', categories: [cat(25, 20)] }
    expect(similarStores(podium, [podium, boots])).toEqual([])
  })

  const many = Array.from({ length: 40 }, (_, i) => ({
    id: `s${String(i).padStart(2, '0')}`,
    title: `Store ${String(39 - i).padStart(2, '0')}`,
    categories: [cat(26, 20)],
  }))

  it('returns at most 12, each once', () => {
    const result = similarStores(courtside, [...many, ...many])
    expect(result).toHaveLength(12)
    expect(new Set(result.map((s) => s.id)).size).toBe(12)
  })

  it('takes the stores after it in id order, going round, so each store is shown about as often', () => {
    const ids = (store: StoreLike) => similarStores(store, many).map((s) => s.id)
    expect(ids(many[5])).toEqual([
      's17',
      's16',
      's15',
      's14',
      's13',
      's12',
      's11',
      's10',
      's09',
      's08',
      's07',
      's06',
    ])
    expect(new Set(ids(many[35]))).toEqual(
      new Set(['s36', 's37', 's38', 's39', 's00', 's01', 's02', 's03', 's04', 's05', 's06', 's07']),
    )
    const shown = new Map<string, number>()
    for (const store of many) for (const id of ids(store)) shown.set(id, (shown.get(id) ?? 0) + 1)
    expect(new Set(shown.values())).toEqual(new Set([12]))
  })

  it('gives every store, at once, what the rule gives it alone: most shared categories, then the round by id', () => {
    let seed = 5
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const stores = Array.from({ length: 120 }, (_, i) => ({
      id: `r${String(Math.floor(random() * 1000)).padStart(3, '0')}-${i}`,
      title: `Store ${Math.floor(random() * 50)}`,
      categories: Array.from({ length: Math.floor(random() * 4) }, () =>
        cat(1 + Math.floor(random() * 9), 0),
      ),
    }))
    /** The rule, written out plainly: each other store compared with this one. */
    const reference = (store: StoreLike) => {
      const own = new Set(store.categories.map((c) => c.tid))
      const shared = (o: StoreLike) =>
        new Set(o.categories.map((c) => c.tid).filter((t) => own.has(t))).size
      const round = (o: StoreLike) => (o.id > store.id ? 0 : 1)
      return stores
        .filter((o) => o.id !== store.id && shared(o) > 0)
        .sort((a, b) => shared(b) - shared(a) || round(a) - round(b) || (a.id < b.id ? -1 : 1))
        .slice(0, 12)
        .sort((a, b) => compareNames(a.title, b.title) || (a.id < b.id ? -1 : 1))
        .map((o) => o.id)
    }
    const all = similarStoresOfEach(stores)
    expect(all.size).toBe(120)
    for (const store of stores) {
      expect(all.get(store.id)!.map((o) => o.id)).toEqual(reference(store))
      expect(similarStores(store, stores).map((o) => o.id)).toEqual(reference(store))
    }
    expect([...all.values()].filter((list) => list.length === 12).length).toBeGreaterThan(60)
  })

  it("changes no other store's choice when a store is renamed", () => {
    const renamed = many.map((s) => (s.id === 's10' ? { ...s, title: 'Aardvark' } : s))
    for (const store of many) {
      const before = similarStores(store, many).map((s) => s.id)
      const after = similarStores(store, renamed).map((s) => s.id)
      expect(new Set(after)).toEqual(new Set(before))
    }
  })
})
