import { categoryOptions, type CategoryNode } from './categoryOptions'

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
