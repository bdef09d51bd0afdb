import { pageViewEntry, track, trackPageView } from './tracking'

describe('data layer', () => {
  beforeEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer
  })

  test('a page view pushes view name and path', () => {
    const entry = trackPageView(
      '/stores/',
      'Stores - Molonglo Outlet Centre',
      'Molonglo Outlet Centre',
    )
    expect(entry).toEqual({ event: 'pageview', viewName: 'Stores', path: '/stores/' })
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([entry])
  })

  test('page views append to an existing data layer (the tag manager owns it)', () => {
    const existing = [{ platform: 'gatsby' }]
    ;(window as { dataLayer?: unknown[] }).dataLayer = existing
    trackPageView('/', 'Home - Site', 'Site')
    trackPageView('/offers/', 'Offers - Site', 'Site')
    expect(existing).toEqual([
      { platform: 'gatsby' },
      { event: 'pageview', viewName: 'Home', path: '/' },
      { event: 'pageview', viewName: 'Offers', path: '/offers/' },
    ])
  })

  test('view name falls back to the title, then to the path', () => {
    expect(pageViewEntry('/x/', 'Just a title', 'Site').viewName).toBe('Just a title')
    expect(pageViewEntry('/x/', '', 'Site').viewName).toBe('/x/')
  })

  test('track pushes event, category, action, label and value', () => {
    const target: { dataLayer?: Record<string, unknown>[] } = {}
    track('gift_search', 'Gift guide', 'Find a gift', 'For Her', 8, target)
    track('click', 'Header', 'Search toggle', null, undefined, target)
    track('click', 'Header', 'Bad value', '', Number.NaN, target)
    expect(target.dataLayer).toEqual([
      {
        event: 'gift_search',
        category: 'Gift guide',
        action: 'Find a gift',
        label: 'For Her',
        value: 8,
      },
      { event: 'click', category: 'Header', action: 'Search toggle' },
      { event: 'click', category: 'Header', action: 'Bad value' },
    ])
  })
})
