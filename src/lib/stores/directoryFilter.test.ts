import { filterStores, matchesCategory, matchesTerm, NO_STORES_MESSAGE } from './directoryFilter'
import { couch, podium, stores, torque } from './sampleStores'

describe('store directory filters', () => {
  it('has the exact empty message', () => {
    expect(NO_STORES_MESSAGE).toBe(
      "It looks like we couldn't find a store! Broaden your search, or reset your search and try again.",
    )
  })

  it('matches a category or its parent', () => {
    expect(matchesCategory(couch.categories, 24)).toBe(true)
    expect(matchesCategory(couch.categories, 1)).toBe(true)
    expect(matchesCategory(couch.categories, 20)).toBe(false)
    expect(matchesCategory(torque.categories, 65)).toBe(true)
    expect(matchesCategory(torque.categories, null)).toBe(true)
    // A top-level category's parentTid 0 never matches a "category 0".
    expect(matchesCategory(torque.categories, 0)).toBe(false)
  })

  it('matches the term case-insensitively on title plus about text, markup stripped', () => {
    expect(matchesTerm(podium, 'PODIUM')).toBe(true)
    expect(matchesTerm(podium, 'running gear')).toBe(true) // across the <strong> tag
    expect(matchesTerm(couch, 'sofas & armchairs')).toBe(true) // entity decoded
    expect(matchesTerm(couch, 'strong')).toBe(false) // tag names are not text
    expect(matchesTerm(couch, '  delivered   FREE ')).toBe(true)
    expect(matchesTerm(torque, 'auto')).toBe(true)
    expect(matchesTerm(torque, 'sofa')).toBe(false)
    expect(matchesTerm(torque, '   ')).toBe(true)
  })

  it('combines category and term, and never duplicates a store', () => {
    expect(filterStores(stores, { category: null, term: '' }).map((s) => s.id)).toEqual([
      'podium',
      'couch',
      'torque',
      'courtside',
    ])
    expect(filterStores(stores, { category: 20, term: '' }).map((s) => s.id)).toEqual([
      'podium',
      'courtside',
    ])
    expect(filterStores(stores, { category: 21, term: '' }).map((s) => s.id)).toEqual(['podium'])
    expect(filterStores(stores, { category: 20, term: 'rackets' }).map((s) => s.id)).toEqual([
      'courtside',
    ])
    expect(filterStores(stores, { category: 1, term: 'rackets' })).toEqual([])
    expect(filterStores([podium, podium], { category: 21, term: '' })).toHaveLength(1)
  })
})
