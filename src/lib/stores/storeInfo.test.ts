import { shopLocationLabel, websiteHref, websiteLabel } from './storeInfo'

describe('store info panel', () => {
  it('adds https:// to a website without a scheme and hides a missing one', () => {
    expect(websiteHref('www.tallulah.example.com.au')).toBe('https://www.tallulah.example.com.au')
    expect(websiteHref('http://a.example.com.au')).toBe('http://a.example.com.au')
    expect(websiteHref('https://a.example.com.au/x')).toBe('https://a.example.com.au/x')
    expect(websiteHref('//a.example.com.au')).toBe('https://a.example.com.au')
    expect(websiteHref(null)).toBeNull()
    expect(websiteHref('  ')).toBeNull()
  })

  it('never turns a script or data address into a link', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull()
    expect(websiteHref('JavaScript:alert(1)')).toBeNull()
    expect(websiteHref('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(websiteHref('mailto:shop@example.com.au')).toBeNull()
  })

  it('has the website and shop location texts', () => {
    expect(websiteLabel('Tallulah')).toBe('Visit the Tallulah website')
    expect(shopLocationLabel('HC12')).toBe('Store location - Shop number HC12')
  })
})
