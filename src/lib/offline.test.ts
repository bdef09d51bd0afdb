import { OFFLINE_PAGES, offlineHours, pageDataUrl, warmUpUrls } from './offline'

describe('offline', () => {
  it("finds a page's data where Gatsby publishes it", () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json')
    expect(pageDataUrl('/stores/')).toBe('/page-data/stores/page-data.json')
    expect(pageDataUrl('/stores/willow-and-wren/')).toBe(
      '/page-data/stores/willow-and-wren/page-data.json',
    )
  })

  it('saves the current page, what it loaded from the site, and the pages needed most', () => {
    const origin = 'https://www.example.com.au'
    const urls = warmUpUrls(
      `${origin}/stores/willow-and-wren/#hours`,
      [
        `${origin}/app-0123456789abcdef0123.js`,
        'https://www.googletagmanager.com/gtm.js',
        `${origin}/sw.js`,
        `${origin}/app-0123456789abcdef0123.js`,
      ],
      origin,
    )
    expect(urls.slice(0, 2)).toEqual([
      `${origin}/stores/willow-and-wren/`,
      `${origin}/app-0123456789abcdef0123.js`,
    ])
    expect(urls).toContain(`${origin}/trading-hours/`)
    expect(urls).toContain(`${origin}/page-data/trading-hours/page-data.json`)
    expect(urls).toContain(`${origin}/page-data/app-data.json`)
    expect(urls).not.toContain('https://www.googletagmanager.com/gtm.js')
    expect(urls).not.toContain(`${origin}/sw.js`)
    expect(urls).toHaveLength(2 + OFFLINE_PAGES.length * 2 + 1)
  })
})

describe('offlineHours', () => {
  const hours = {
    defaultHours: '10am-6pm',
    holidays: [
      { name: 'Christmas Eve', date: '2026-12-24', hours: '9am-4pm', closed: false },
      { name: 'Christmas Day', date: '2026-12-25T00:00:00', closed: true },
    ],
  }

  it('gives each day from the first, with its holiday', () => {
    const days = offlineHours(hours, '2026-12-23', 4)
    expect(days).toEqual([
      { date: '2026-12-23', label: 'Wednesday 23 December', hours: '10am-6pm' },
      { date: '2026-12-24', label: 'Thursday 24 December', hours: '9am-4pm (Christmas Eve)' },
      { date: '2026-12-25', label: 'Friday 25 December', hours: 'Closed (Christmas Day)' },
      { date: '2026-12-26', label: 'Saturday 26 December', hours: '10am-6pm' },
    ])
  })

  it('carries two weeks by default, across a month end', () => {
    const days = offlineHours(null, '2026-11-28')
    expect(days).toHaveLength(14)
    expect(days.at(-1)).toEqual({
      date: '2026-12-11',
      label: 'Friday 11 December',
      hours: '10am-6pm',
    })
  })
})
