/** @jest-environment node */
import { nodeLinkMarker, resolveNodeLinks } from './node-links'

describe('nodeLinkMarker', () => {
  it('recognises the forms the link widget stores for a node', () => {
    expect(nodeLinkMarker('entity:node/12')).toBe('entity:node/12')
    expect(nodeLinkMarker('internal:/node/12')).toBe('entity:node/12')
    expect(nodeLinkMarker('internal:/node/12/')).toBe('entity:node/12')
    expect(nodeLinkMarker('entity:node/12#leasing-contact')).toBe('entity:node/12#leasing-contact')
    expect(nodeLinkMarker('internal:/node/7?filter=news')).toBe('entity:node/7?filter=news')
  })

  it('leaves other links alone', () => {
    expect(nodeLinkMarker('internal:/stores')).toBeNull()
    expect(nodeLinkMarker('internal:/node/12/edit')).toBeNull()
    expect(nodeLinkMarker('entity:taxonomy_term/3')).toBeNull()
    expect(nodeLinkMarker('https://example.com/node/12')).toBeNull()
  })
})

describe('resolveNodeLinks', () => {
  const paths = new Map([
    [1, '/stores/willow-and-wren/'],
    [5, '/information/'],
  ])
  const pathOf = (nid: number) => paths.get(nid)

  it("replaces a node link with that node's page path, keeping its hash", () => {
    const { fields, missing } = resolveNodeLinks(
      {
        link: { url: 'entity:node/5#leasing-contact', title: 'Leasing' },
        buttons: [{ title: 'Shop', link: { url: 'entity:node/1', title: null } }],
      },
      pathOf,
    )
    expect(fields).toEqual({
      link: { url: '/information/#leasing-contact', title: 'Leasing' },
      buttons: [{ title: 'Shop', link: { url: '/stores/willow-and-wren/', title: null } }],
    })
    expect(missing).toEqual([])
  })

  it('leaves out a link to a node without a page and names it', () => {
    const { fields, missing } = resolveNodeLinks(
      {
        title: 'Gone',
        url: 'entity:node/99',
        callout: { title: 'Santa', url: 'entity:node/98', image: null },
        link: { url: 'entity:node/97', title: 'x' },
      },
      pathOf,
    )
    expect(fields).toEqual({
      title: 'Gone',
      url: null,
      callout: { title: 'Santa', url: null, image: null },
      link: null,
    })
    expect(missing).toEqual([98, 97, 99])
    expect(JSON.stringify(fields)).not.toContain('/node/')
  })
})
