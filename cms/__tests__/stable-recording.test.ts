/** @jest-environment node */
import { stableCollection } from '../lib/stable-recording.cjs'

/** A page as Drupal's JSON:API gives it after `save` number `revision`, at `savedAt`. */
function page(revision: number, savedAt: string, sectionRevision: number) {
  return {
    type: 'node--page',
    id: 'bb69a5e9-b0d0-57a2-b4cd-358b0dacb965',
    links: { self: { href: `/jsonapi/node/page/bb69?resourceVersion=id%3A${revision}` } },
    attributes: {
      drupal_internal__nid: 217,
      drupal_internal__vid: revision,
      revision_timestamp: savedAt,
      changed: '2026-01-26T10:00:00+00:00',
      title: 'Centre information',
      revision_translation_affected: revision === 217 ? true : null,
      path: { alias: '/information', pid: revision + 3, langcode: 'en' },
    },
    relationships: {
      field_content: {
        data: [
          {
            type: 'paragraph--faq',
            id: '184b1add',
            meta: { target_revision_id: sectionRevision, drupal_internal__target_id: 89 },
          },
        ],
        links: {
          self: {
            href: `/jsonapi/node/page/bb69/relationships/field_content?resourceVersion=id%3A${revision}`,
          },
        },
      },
    },
  }
}

describe('a stable recording', () => {
  it('writes the same bytes whatever Drupal numbered and stamped its revisions', () => {
    const installed = stableCollection([page(217, '2026-11-27T05:20:02+00:00', 89)])
    const reinstalled = stableCollection([page(301, '2026-11-28T07:55:18+00:00', 140)])
    expect(JSON.stringify(reinstalled)).toBe(JSON.stringify(installed))
  })

  it("writes revision ids as the entity's id and revision dates as its changed date", () => {
    const [stable] = stableCollection([page(301, '2026-11-28T07:55:18+00:00', 140)])
    expect(stable.attributes.drupal_internal__vid).toBe(217)
    expect(stable.attributes.revision_timestamp).toBe('2026-01-26T10:00:00+00:00')
    expect(stable.attributes.path).toEqual({ alias: '/information', pid: null, langcode: 'en' })
    expect(stable.relationships.field_content.data[0].meta).toEqual({
      target_revision_id: 89,
      drupal_internal__target_id: 89,
    })
    expect(stable.links.self.href).toBe('/jsonapi/node/page/bb69?resourceVersion=id%3A217')
    expect(stable.relationships.field_content.links.self.href).toContain('resourceVersion=id%3A217')
  })

  it('keeps what an editor changed', () => {
    const edited = page(302, '2026-11-28T08:00:00+00:00', 141)
    edited.attributes.title = 'Centre info'
    edited.attributes.changed = '2026-11-28T08:00:00+00:00'
    const [stable] = stableCollection([edited])
    expect(stable.attributes.title).toBe('Centre info')
    expect(stable.attributes.revision_timestamp).toBe('2026-11-28T08:00:00+00:00')
  })

  it('lists a collection in id order, whatever order Drupal answered in', () => {
    const term = (tid: number, id: string) => ({
      type: 'taxonomy_term--category',
      id,
      attributes: { drupal_internal__tid: tid, name: `Term ${tid}` },
    })
    const listed = stableCollection([term(12, 'c'), term(3, 'a'), term(7, 'b')])
    expect(listed.map((t) => t.attributes.drupal_internal__tid)).toEqual([3, 7, 12])
  })
})

describe('decimals, whichever database gave them', () => {
  const gift = (price: string) => ({
    type: 'node--gift',
    id: 'g1',
    attributes: { drupal_internal__nid: 5, field_price: price, title: '24.00' },
  })

  it("writes the recipe's decimal fields as their shortest text", () => {
    const [mariadb] = stableCollection([gift('50.50')])
    const [sqlite] = stableCollection([gift('50.5')])
    expect(mariadb).toEqual(sqlite)
    expect(stableCollection([gift('24.00')])[0].attributes.field_price).toBe('24')
  })

  it('leaves a text field that looks like a number as it is', () => {
    expect(stableCollection([gift('24.00')])[0].attributes.title).toBe('24.00')
  })
})
