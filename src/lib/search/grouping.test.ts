import { GROUP_HEADINGS, groupResults } from './grouping'
import type { ContentItem, ContentType } from './types'

const item = (id: string, type: ContentType): ContentItem => ({
  id,
  type,
  title: `Title ${id}`,
  path: `/${id}/`,
})

describe('groupResults', () => {
  it('maps types to their headings; other types under their type name', () => {
    expect(GROUP_HEADINGS).toEqual({
      BasicPage: 'General pages',
      Homepage: 'General pages',
      Event: 'Events',
      Offer: 'Offers',
      Store: 'Stores',
      NewsBlog: 'News and blog',
      Gift: 'Gifts',
      JobListing: 'Jobs',
    })
  })

  it('orders groups General pages, Events, Offers, Stores, then the others', () => {
    const groups = groupResults([
      item('j', 'JobListing'),
      item('s', 'Store'),
      item('g', 'Gift'),
      item('n', 'NewsBlog'),
      item('o', 'Offer'),
      item('e', 'Event'),
      item('h', 'Homepage'),
      item('p', 'BasicPage'),
    ])
    expect(groups.map((g) => g.heading)).toEqual([
      'General pages',
      'Events',
      'Offers',
      'Stores',
      'News and blog',
      'Gifts',
      'Jobs',
    ])
  })

  it('puts basic pages and the homepage together, keeping the result order within a group', () => {
    const [general] = groupResults([
      item('p2', 'BasicPage'),
      item('h', 'Homepage'),
      item('p1', 'BasicPage'),
    ])
    expect(general.items.map((i) => i.id)).toEqual(['p2', 'h', 'p1'])
  })

  it('renders stores as cards and everything else as links', () => {
    const groups = groupResults([item('s', 'Store'), item('o', 'Offer')])
    expect(groups.map((g) => [g.heading, g.layout])).toEqual([
      ['Offers', 'links'],
      ['Stores', 'cards'],
    ])
  })

  it('leaves out empty groups and duplicate items', () => {
    const groups = groupResults([item('s', 'Store'), item('s', 'Store')])
    expect(groups).toHaveLength(1)
    expect(groups[0].items).toHaveLength(1)
    expect(groupResults([])).toEqual([])
  })

  it('puts an unknown type under its own name, after the known groups', () => {
    const odd = { ...item('x', 'Store'), type: 'Brochure' as ContentType }
    expect(groupResults([odd, item('j', 'JobListing')]).map((g) => g.heading)).toEqual([
      'Jobs',
      'Brochure',
    ])
  })
})
