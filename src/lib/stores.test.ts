import {
  categoryOptions,
  filterStores,
  matchesCategory,
  matchesTerm,
  NO_STORES_MESSAGE,
  OFFERS_SLIDER_SETTINGS,
  phoneParts,
  searchForStoreFilter,
  shopLocationLabel,
  similarStores,
  similarStoresOfEach,
  storeFilterFromSearch,
  storeJsonLd,
  websiteHref,
  websiteLabel,
  type CategoryNode,
  type StoreLike,
} from './stores'
import { resolveResponsive } from './slides'
import { compareNames } from './text'

const cat = (tid: number, parentTid = 0) => ({ tid, parentTid })

const podium: StoreLike = {
  id: 'podium',
  title: 'Podium Sports',
  about: '<p>Team kits and <strong>running</strong> gear.</p>',
  // Duplicate category entries (21 twice), as in the CMS.
  categories: [cat(21, 20), cat(22, 20), cat(26, 20), cat(21, 20)],
}
const couch: StoreLike = {
  id: 'couch',
  title: 'Couch Co',
  about: '<p>Sofas &amp; armchairs, delivered <em>free</em>.</p>',
  categories: [cat(24, 1)],
}
const torque: StoreLike = {
  id: 'torque',
  title: 'Torque Auto Accessories',
  about: null,
  categories: [cat(65), cat(65)],
}
const courtside: StoreLike = {
  id: 'courtside',
  title: 'Courtside Tennis',
  about: '<p>Rackets.</p>',
  categories: [cat(26, 20)],
}
const stores = [podium, couch, torque, courtside]

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

const tree: CategoryNode[] = [
  { tid: 29, name: 'Fashion', weight: 3, parentTid: 0 },
  { tid: 1, name: 'Home', weight: 0, parentTid: 0 },
  { tid: 24, name: 'Furniture', weight: 2, parentTid: 1 },
  { tid: 47, name: 'Homewares', weight: 3, parentTid: 1 },
  { tid: 2, name: 'Appliances', weight: 0, parentTid: 1 },
  { tid: 10, name: 'Family', weight: 1, parentTid: 0 },
  { tid: 12, name: 'Toys & Hobbies', weight: 3, parentTid: 10 },
  { tid: 30, name: 'Womens Clothing', weight: 0, parentTid: 29 },
  { tid: 65, name: 'Automotive', weight: 5, parentTid: 0 },
  { tid: 24, name: 'Furniture', weight: 2, parentTid: 1 },
]

describe('category options', () => {
  it('lists parents by weight, each followed by its children, once each', () => {
    expect(categoryOptions(tree).map((o) => `${'-'.repeat(o.depth)}${o.name}`)).toEqual([
      'Home',
      '-Appliances',
      '-Furniture',
      '-Homewares',
      'Family',
      '-Toys & Hobbies',
      'Fashion',
      '-Womens Clothing',
      'Automotive',
    ])
  })

  it('keeps allowed categories, their descendants and their ancestors', () => {
    expect(categoryOptions(tree, [29, 12, 47]).map((o) => o.tid)).toEqual([1, 47, 10, 12, 29, 30])
    expect(categoryOptions(tree, [])).toHaveLength(9)
    expect(categoryOptions(tree, [999])).toEqual([])
  })
})

describe('store info panel', () => {
  it('adds https:// to a website without a scheme and hides a missing one', () => {
    expect(websiteHref('www.tallulah.example.com.au')).toBe('https://www.tallulah.example.com.au')
    expect(websiteHref('http://a.example.com.au')).toBe('http://a.example.com.au')
    expect(websiteHref('https://a.example.com.au/x')).toBe('https://a.example.com.au/x')
    expect(websiteHref('//a.example.com.au')).toBe('https://a.example.com.au')
    expect(websiteHref(null)).toBeNull()
    expect(websiteHref('  ')).toBeNull()
  })

  it('never turns a script or data address into a link', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull()
    expect(websiteHref('JavaScript:alert(1)')).toBeNull()
    expect(websiteHref('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(websiteHref('mailto:shop@example.com.au')).toBeNull()
  })

  it('has the website and shop location texts', () => {
    expect(websiteLabel('Tallulah')).toBe('Visit the Tallulah website')
    expect(shopLocationLabel('HC12')).toBe('Store location - Shop number HC12')
  })

  it('keeps free-text phones and links their number', () => {
    expect(phoneParts('02 5550 1001 (Shop 1)')).toEqual({
      before: '',
      number: '02 5550 1001',
      href: 'tel:0255501001',
      after: ' (Shop 1)',
    })
    const sentence = phoneParts('Call us on (02) 5550 1041 or visit Shop 41.')
    expect(sentence.before + sentence.number + sentence.after).toBe(
      'Call us on (02) 5550 1041 or visit Shop 41.',
    )
    expect(sentence.href).toBe('tel:0255501041')
    expect(phoneParts('Ask in store')).toEqual({
      before: 'Ask in store',
      number: null,
      href: null,
      after: '',
    })
  })
})

describe('directory URL state', () => {
  it('reads category and term from the query', () => {
    expect(storeFilterFromSearch('?category=20&q=%20shoes%20')).toEqual({
      category: 20,
      term: 'shoes',
    })
    expect(storeFilterFromSearch('?category=abc')).toEqual({ category: null, term: '' })
    expect(storeFilterFromSearch('')).toEqual({ category: null, term: '' })
    expect(storeFilterFromSearch(undefined)).toEqual({ category: null, term: '' })
  })

  it('writes the filter to the query, keeping other parameters', () => {
    expect(searchForStoreFilter({ category: 20, term: 'running shoes' })).toBe(
      '?category=20&q=running+shoes',
    )
    expect(searchForStoreFilter({ category: null, term: '' }, '?category=3&q=x')).toBe('')
    expect(searchForStoreFilter({ category: null, term: 'x' }, '?utm=1&category=3')).toBe(
      '?utm=1&q=x',
    )
  })

  it('round-trips', () => {
    const filter = { category: 47, term: 'lamp & shade' }
    expect(storeFilterFromSearch(searchForStoreFilter(filter))).toEqual(filter)
  })
})

describe('store page', () => {
  it('builds schema.org Store JSON-LD contained in the centre', () => {
    const data = storeJsonLd(
      {
        title: 'Tallulah',
        path: '/stores/tallulah/',
        about: '<p>Dresses &amp; more.</p>',
        website: 'www.tallulah.example.com.au',
        phone: '02 5550 1001 (Shop 1)',
        shopNumber: '12',
        logoUrl: '/static/logo.png',
      },
      {
        siteName: 'Molonglo Outlet Centre',
        siteUrl: 'https://example.com.au',
        address: '<p>45 Wattlebird Drive</p>',
      },
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Tallulah',
      url: 'https://example.com.au/stores/tallulah/',
      description: 'Dresses & more.',
      telephone: '02 5550 1001',
      sameAs: 'https://www.tallulah.example.com.au',
      logo: 'https://example.com.au/static/logo.png',
      image: 'https://example.com.au/static/logo.png',
      branchCode: '12',
      containedInPlace: {
        '@type': 'ShoppingCenter',
        name: 'Molonglo Outlet Centre',
        url: 'https://example.com.au/',
        address: '45 Wattlebird Drive',
      },
    })
  })

  it('leaves out what a store does not have', () => {
    const data = storeJsonLd(
      { title: 'Sock Drawer', path: '/stores/sock-drawer/', phone: null, website: null },
      { siteName: 'Centre', siteUrl: 'https://example.com.au' },
    )
    expect(data).not.toHaveProperty('telephone')
    expect(data).not.toHaveProperty('sameAs')
    expect(data).not.toHaveProperty('description')
  })

  it('configures the offers slider per width', () => {
    const at = (width: number) => resolveResponsive(OFFERS_SLIDER_SETTINGS, width)
    expect(at(1600)).toMatchObject({ slidesToShow: 4, autoplay: false })
    expect(at(1500)).toMatchObject({ slidesToShow: 4, autoplay: false })
    expect(at(1200)).toMatchObject({ slidesToShow: 3, autoplay: false })
    expect(at(1100)).toMatchObject({ slidesToShow: 3 })
    expect(at(900)).toMatchObject({ slidesToShow: 1.2, autoplay: false })
    expect(at(800)).toMatchObject({ slidesToShow: 1.2 })
    expect(at(390)).toMatchObject({ slidesToShow: 1, autoplay: true, autoplaySpeed: 12000 })
  })
})
