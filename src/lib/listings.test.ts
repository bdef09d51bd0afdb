import { listingKind } from './listings'

describe('listingKind', () => {
  it("maps the listing paragraph's values to the site's listings", () => {
    expect(listingKind('offers')).toBe('offers')
    expect(listingKind('whats_on')).toBe('whatsOn')
    expect(listingKind('jobs')).toBe('jobs')
    expect(listingKind('trading_hours')).toBe('tradingHours')
  })

  it('knows no other listing', () => {
    expect(listingKind('stores')).toBeNull()
    expect(listingKind('__proto__')).toBeNull()
    expect(listingKind(null)).toBeNull()
  })
})
