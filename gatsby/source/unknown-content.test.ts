/** @jest-environment node */
import type { DrupalNode } from './mapping'
import { unknownContentWarnings } from './unknown-content'

const node = (type: string, fields: Record<string, unknown>): DrupalNode => ({
  id: `${type}-${String(fields.drupal_internal__nid ?? fields.drupal_internal__id)}`,
  internal: { type },
  ...fields,
})

describe('unknownContentWarnings', () => {
  const page = node('node__page', {
    drupal_internal__nid: 40,
    title: 'Information',
    path: { alias: '/information' },
  })

  it('names a section type no module handles and the page it is on', () => {
    const poll = node('paragraph__poll', {
      drupal_internal__id: 7,
      parent_type: 'node',
      parent_id: '40',
    })
    expect(unknownContentWarnings([page, poll])).toEqual([
      'Drupal content of type paragraph__poll is left out of the site: a section of "Information" (/information/). No module in gatsby/content/ handles paragraph__poll; docs/extending.md says how to add one.',
    ])
  })

  it('finds the page through nested paragraphs and counts repeats once per page', () => {
    const grid = node('paragraph__icon_grid', {
      drupal_internal__id: 8,
      parent_type: 'node',
      parent_id: '40',
    })
    const items = [9, 10].map((id) =>
      node('paragraph__question', {
        drupal_internal__id: id,
        parent_type: 'paragraph',
        parent_id: '8',
      }),
    )
    expect(unknownContentWarnings([page, grid, ...items])).toEqual([
      expect.stringContaining(
        'paragraph__question is left out of the site: a section of "Information" (/information/) (2 items).',
      ),
    ])
  })

  it('names content of an unknown content type by its title and path', () => {
    const landing = node('node__landing', {
      drupal_internal__nid: 41,
      title: 'Summer',
      path: { alias: '/summer' },
    })
    expect(unknownContentWarnings([page, landing])).toEqual([
      expect.stringContaining('node__landing is left out of the site: "Summer" (/summer/).'),
    ])
  })

  it('says nothing when every type is known, or for entities that are not bundles', () => {
    expect(unknownContentWarnings([page, node('file__file', { drupal_internal__fid: 1 })])).toEqual(
      [],
    )
  })
})
