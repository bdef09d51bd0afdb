import {
  pointKind,
  pointLegend,
  pointName,
  mapCategories,
  placeStores,
  planWarnings,
  storeFromSearch,
  storeMatches,
  unitLabel,
  unitName,
  unitOf,
  type PlanUnit,
} from './centre-map'

const box = { x: 0, y: 0, width: 10, height: 10 }
const units: PlanUnit[] = ['G12', '14', 'F7'].map((shopNumber) => ({
  shopNumber,
  shape: '<rect/>',
  box,
}))
const stores = [
  { title: 'Coastal Muse', path: '/stores/coastal-muse/', shopNumber: 'g12', category: 'Fashion' },
  { title: 'Oak Table', path: '/stores/oak-table/', shopNumber: '14', category: null },
  { title: 'Kiosk Co', path: '/stores/kiosk-co/', shopNumber: 'K1', category: 'Food' },
  { title: 'No Number', path: '/stores/no-number/', shopNumber: null },
]

describe('placeStores', () => {
  it('puts each store in the unit of its shop number, case and spaces aside; others are vacant', () => {
    const placed = placeStores(units, stores)
    expect(placed.map((u) => [u.shopNumber, u.store?.title ?? null])).toEqual([
      ['G12', 'Coastal Muse'],
      ['14', 'Oak Table'],
      ['F7', null],
    ])
  })
})

describe('unitName', () => {
  it('reads shop, store and category, or says the unit is vacant', () => {
    const [g12, s14, f7] = placeStores(units, stores)
    expect(unitName(g12)).toBe('Shop G12, Coastal Muse, fashion')
    expect(unitName(s14)).toBe('Shop 14, Oak Table')
    expect(unitName(f7)).toBe('Shop F7, vacant')
  })
})

describe('planWarnings', () => {
  it('names stores whose unit is not on any plan and the vacant units', () => {
    expect(planWarnings(units, stores)).toEqual([
      'Stores whose shop number no floor plan has: Kiosk Co (shop number K1).',
      'Units no store names, shown as vacant: F7.',
    ])
  })

  it('says nothing when plan and stores match', () => {
    expect(planWarnings(units.slice(0, 2), stores.slice(0, 2))).toEqual([])
  })
})

describe('mapCategories', () => {
  it('lists the categories of the stores on the plan, A–Z, each with a swatch', () => {
    expect(mapCategories(placeStores(units, stores))).toEqual([{ name: 'Fashion', swatch: 0 }])
  })
})

describe('unitLabel', () => {
  it("shows the store's name where it fits across the unit, else the shop number", () => {
    const [g12] = placeStores(units, stores)
    expect(unitLabel({ ...g12, box: { ...box, width: 100 } }, 10)).toBe('Coastal Muse')
    expect(unitLabel(g12, 10)).toBe('G12')
  })
})

describe('storeMatches', () => {
  const wren = { title: 'Willow & Wren', path: '/stores/willow-and-wren/', shopNumber: 'G12' }
  it('matches the words of a name, in any case, or the shop number', () => {
    expect(storeMatches(wren, 'wren')).toBe(true)
    expect(storeMatches(wren, 'WILLOW wren')).toBe(true)
    expect(storeMatches(wren, 'g12')).toBe(true)
    expect(storeMatches(wren, 'g1')).toBe(false)
    expect(storeMatches(wren, 'oak')).toBe(false)
    expect(storeMatches(wren, '  ')).toBe(false)
  })

  it('ignores accents', () => {
    expect(storeMatches({ ...wren, title: 'Café Crème' }, 'cafe creme')).toBe(true)
  })
})

describe('storeFromSearch', () => {
  const list = [stores[0], stores[1]]
  it('finds the store whose path ends in ?store=', () => {
    expect(storeFromSearch('?store=oak-table', list)).toBe(stores[1])
    expect(storeFromSearch('?store=OAK-TABLE&x=1', list)).toBe(stores[1])
  })
  it('is null without ?store= or for an unknown store', () => {
    expect(storeFromSearch('', list)).toBeNull()
    expect(storeFromSearch('?store=nowhere', list)).toBeNull()
  })
})

describe('points of interest', () => {
  it('reads the kind from the id, numbered or not', () => {
    expect(pointKind('point-atm')).toBe('atm')
    expect(pointKind('point-atm-2')).toBe('atm')
    expect(pointKind('point-car-park-north')).toBe('car-park')
    expect(pointKind('point-accessible-toilet')).toBe('accessible-toilet')
    expect(pointKind('point-toilets-1')).toBe('toilets')
  })
  it('tells a point of an unknown kind from an id that is no point', () => {
    expect(pointKind('point-fountain')).toBeUndefined()
    expect(pointKind('point-atmosphere')).toBeUndefined()
    expect(pointKind('unit-12')).toBeNull()
  })
  it('names a point by its kind and its own label', () => {
    expect(pointName({ kind: 'entrance', x: 0, y: 0, label: 'Main entrance' })).toBe(
      'Entrance: Main entrance',
    )
    expect(pointName({ kind: 'toilets', x: 0, y: 0 })).toBe('Toilets')
    expect(pointName({ kind: 'atm', x: 0, y: 0, label: 'ATM' })).toBe('ATM')
  })
  it('lists the kinds on the plan in the legend order', () => {
    const at = (kind: string) => ({ kind, x: 0, y: 0 })
    expect(pointLegend([at('entrance'), at('toilets'), at('entrance'), at('atm')])).toEqual([
      'toilets',
      'atm',
      'entrance',
    ])
  })
})

describe('unitOf', () => {
  it('finds a unit by shop number, without case or spaces', () => {
    expect(unitOf(units, 'g 12')).toBe(units[0])
    expect(unitOf(units, 'f7')).toBe(units[2])
    expect(unitOf(units, '15')).toBeNull()
  })
})
