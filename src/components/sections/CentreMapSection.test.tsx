import React from 'react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { CollectionsProvider } from '../collections/CollectionsContext'
import { CentreMapSection } from './CentreMapSection'

const rect = (shop: string, x: number) => ({
  shopNumber: shop,
  shape: `<rect x="${x}" y="0" width="10" height="10"></rect>`,
  box: { x, y: 0, width: 10, height: 10 },
})
const level = (id: string, name: string, shops: string[]) => ({
  id,
  name,
  plan: {
    viewBox: '0 0 100 20',
    drawing: '',
    points: [],
    units: shops.map((shop, i) => rect(shop, i * 20)),
  },
})
const section = {
  heading: 'Find a store',
  text: null,
  levels: [level('g', 'Ground floor', ['G1', 'G2']), level('l1', 'Level 1', ['L1', 'L2'])],
} as unknown as Queries.SectionCentreMapFieldsFragment

const store = (title: string, slug: string, shopNumber: string) =>
  ({ title, path: `/stores/${slug}/`, shopNumber, categories: [] }) as never
const stores = [
  store('Willow & Wren', 'willow-and-wren', 'G1'),
  store('Wren Kids', 'wren-kids', 'L2'),
  store('Oak Table', 'oak-table', 'L1'),
]

function renderMap() {
  return render(
    <CollectionsProvider value={{ mapStores: stores, categories: [] }}>
      <CentreMapSection section={section} />
    </CollectionsProvider>,
  )
}

beforeEach(() => {
  jest
    .mocked(useStaticQuery)
    .mockReturnValue({ siteSettings: { centreMapUrl: null }, allMenuItem: { nodes: [] } })
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never
  // jsdom lays nothing out, so it has no scrolling to do.
  Element.prototype.scrollIntoView = jest.fn()
  window.history.replaceState(null, '', '/centre-map/')
})

const plan = (name: string) => screen.queryByRole('group', { name: `Floor plan: ${name}` })

describe('a centre map of two levels', () => {
  it('shows one level at a time, the first to start with, and the one a visitor picks', () => {
    renderMap()
    const levels = screen.getByRole('group', { name: 'Levels' })
    expect(within(levels).getByRole('button', { name: 'Ground floor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(plan('Ground floor')).not.toBeNull()
    expect(plan('Level 1')).toBeNull()
    fireEvent.click(within(levels).getByRole('button', { name: 'Level 1' }))
    expect(plan('Level 1')).not.toBeNull()
    expect(plan('Ground floor')).toBeNull()
  })

  it('says how many stores a search found on each level', () => {
    renderMap()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a store on the map' }), {
      target: { value: 'wren' },
    })
    const levels = screen.getByRole('group', { name: 'Levels' })
    expect(
      within(levels)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ground floor (1 found)', 'Level 1 (1 found)'])
  })

  it('opens on the level of the store a link names, and lists each store with its level', async () => {
    window.history.replaceState(null, '', '/centre-map/?store=oak-table')
    renderMap()
    await act(async () => {})
    expect(plan('Level 1')).not.toBeNull()
    expect(screen.getByRole('link', { name: /^Shop L1, Oak Table/ })).toHaveFocus()
    expect(screen.getByText('Shop L1, Level 1')).toBeInTheDocument()
  })
})
