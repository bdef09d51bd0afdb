import { menuTree } from './menu'

const item = (drupalId: string, weight: number, parentId: string | null = null, menu = 'main') => ({
  drupalId,
  menu,
  title: drupalId,
  url: `/${drupalId}`,
  weight,
  parentId,
})

describe('menuTree', () => {
  it('nests children under their parent, sorted by weight, per menu', () => {
    const tree = menuTree(
      [
        item('b', 2),
        item('a', 1),
        item('news', 1, 'b'),
        item('events', 0, 'b'),
        item('f', 0, null, 'footer'),
      ],
      'main',
    )
    expect(tree.map((n) => n.drupalId)).toEqual(['a', 'b'])
    expect(tree[1].children.map((n) => n.drupalId)).toEqual(['events', 'news'])
  })

  it('keeps an item whose parent is missing at the top level', () => {
    expect(menuTree([item('orphan', 0, 'gone')], 'main').map((n) => n.drupalId)).toEqual(['orphan'])
  })
})
