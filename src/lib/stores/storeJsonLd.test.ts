import { storeJsonLd } from './storeJsonLd'

describe('store page', () => {
  it('builds schema.org Store JSON-LD contained in the centre', () => {
    const data = storeJsonLd(
      {
        title: 'Tallulah',
        path: '/stores/tallulah/',
        about: '<p>Dresses &amp; more.</p>',
        website: 'www.tallulah.example.com.au',
        phone: '02 5550 1001 (Shop 1)',
        shopNumber: '12',
        logoUrl: '/static/logo.png',
      },
      {
        siteName: 'Molonglo Outlet Centre',
        siteUrl: 'https://example.com.au',
        address: '<p>45 Wattlebird Drive</p>',
      },
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Tallulah',
      url: 'https://example.com.au/stores/tallulah/',
      description: 'Dresses & more.',
      telephone: '02 5550 1001',
      sameAs: 'https://www.tallulah.example.com.au',
      logo: 'https://example.com.au/static/logo.png',
      image: 'https://example.com.au/static/logo.png',
      branchCode: '12',
      containedInPlace: {
        '@type': 'ShoppingCenter',
        name: 'Molonglo Outlet Centre',
        url: 'https://example.com.au/',
        address: '45 Wattlebird Drive',
      },
    })
  })

  it('leaves out what a store does not have', () => {
    const data = storeJsonLd(
      { title: 'Sock Drawer', path: '/stores/sock-drawer/', phone: null, website: null },
      { siteName: 'Centre', siteUrl: 'https://example.com.au' },
    )
    expect(data).not.toHaveProperty('telephone')
    expect(data).not.toHaveProperty('sameAs')
    expect(data).not.toHaveProperty('description')
  })
})
