import {
  giftCategoryUrl,
  linkKind,
  opensInNewTab,
  storesCategoryUrl,
  withTrailingSlash,
  isSafeLinkTarget,
} from './links'

describe('link rule', () => {
  it.each([
    ['/stores', 'internal'],
    ['/whats-on?filter=events', 'internal'],
    ['#leasing-contact', 'hash'],
    ['https://www.facebook.com/x', 'external'],
    ['mailto:info@example.com.au', 'external'],
    ['tel:0261001234', 'external'],
    ['/sites/default/files/centre-map.pdf', 'file'],
  ] as const)('%s is %s', (to, kind) => {
    expect(linkKind(to)).toBe(kind)
  })

  it('opens external web pages and files in a new tab, but not mail or phone links', () => {
    expect(opensInNewTab('https://www.instagram.com/x')).toBe(true)
    expect(opensInNewTab('/sites/default/files/centre-map.pdf')).toBe(true)
    expect(opensInNewTab('mailto:a@b.c')).toBe(false)
    expect(opensInNewTab('/stores')).toBe(false)
  })

  it('adds the trailing slash before a query or hash, not to files', () => {
    expect(withTrailingSlash('/stores?category=1')).toBe('/stores/?category=1')
    expect(withTrailingSlash('/information#leasing-contact')).toBe('/information/#leasing-contact')
    expect(withTrailingSlash('/offers/')).toBe('/offers/')
    expect(withTrailingSlash('/files/map.pdf')).toBe('/files/map.pdf')
  })
})

describe('category links', () => {
  test('storesCategoryUrl: /stores/?category={tid}, or /stores/ without a tid', () => {
    expect(storesCategoryUrl(20)).toBe('/stores/?category=20')
    expect(storesCategoryUrl(null)).toBe('/stores/')
    expect(storesCategoryUrl(undefined)).toBe('/stores/')
  })
  test('giftCategoryUrl: {gift page path}?category={id}', () => {
    expect(giftCategoryUrl('/gift-generator', 62)).toBe('/gift-generator/?category=62')
    expect(giftCategoryUrl('/gift-generator/', 61)).toBe('/gift-generator/?category=61')
    expect(giftCategoryUrl('/gifts?x=1', 64)).toBe('/gifts/?x=1&category=64')
  })
})

describe('link rule, more cases', () => {
  it.each([
    ['//cdn.example.com/x.js', 'external'],
    ['  /stores  ', 'internal'],
    ['HTTPS://EXAMPLE.COM', 'external'],
    ['/sites/default/files/2026-11/menu.pdf', 'file'],
    ['/sites/other/files/x.pdf', 'internal'],
    ['#', 'hash'],
  ] as const)('%s is %s', (to, kind) => {
    expect(linkKind(to)).toBe(kind)
  })
})

describe('safe link targets', () => {
  it.each([
    '/stores/',
    '#top',
    '?q=1',
    'https://a.example',
    'http://a.example',
    'mailto:a@b.c',
    'tel:0255500100',
    'stores',
  ])('%s is safe', (to) => expect(isSafeLinkTarget(to)).toBe(true))
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
  ])('%j is not', (to) => expect(isSafeLinkTarget(to)).toBe(false))
})
