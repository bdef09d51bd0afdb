import {
  canonicalPath,
  nginxRedirectsConf,
  redirectRules,
  redirectsFile,
  type DrupalRedirect,
  type RedirectContext,
} from './redirects'

let rid = 0
const redirect = (source: string, uri: string, status = 301, query: unknown = []) =>
  ({
    id: `uuid-${++rid}`,
    drupal_internal__rid: rid,
    redirect_source: { path: source, query },
    redirect_redirect: { uri },
    status_code: status,
  }) satisfies DrupalRedirect

const pages = new Set([
  '/',
  '/stores/',
  '/stores/toybox-warehouse-outlet/',
  '/stores/toybox-warehouse-outlet/gift/kids-scooter/',
  '/whats-on/events/santa-photos/',
  '/centre-information/',
])
const ctx: RedirectContext = {
  pathOfNid: (nid) =>
    ({
      87: '/stores/toybox-warehouse-outlet',
      133: '/stores/toybox-warehouse-outlet/gift/kids-scooter',
      209: '/whats-on/events/santa-photos',
    })[nid],
  isPage: (path) => pages.has(path),
  isFile: (path) => path === '/sites/default/files/centre-map.pdf',
}

beforeEach(() => {
  rid = 0
})

describe('redirectRules', () => {
  it('sends an old alias to the node’s current page, with the site’s trailing slash', () => {
    const { rules, warnings } = redirectRules(
      [
        redirect('stores/toybox-warehouse', 'internal:/node/87'),
        redirect('stores/toybox-warehouse/gift/kids-scooter', 'internal:/node/133'),
        redirect('christmas', 'entity:node/209', 302),
      ],
      ctx,
    )
    expect(warnings).toEqual([])
    expect(rules).toEqual([
      { from: '/christmas/', to: '/whats-on/events/santa-photos/', status: 302 },
      { from: '/stores/toybox-warehouse/', to: '/stores/toybox-warehouse-outlet/', status: 301 },
      {
        from: '/stores/toybox-warehouse/gift/kids-scooter/',
        to: '/stores/toybox-warehouse-outlet/gift/kids-scooter/',
        status: 301,
      },
    ])
  })

  it('keeps internal paths, their query and fragment, external URLs and files', () => {
    const { rules, warnings } = redirectRules(
      [
        redirect('shop', 'internal:/stores?category=5'),
        redirect('map', 'internal:/sites/default/files/centre-map.pdf'),
        redirect('parking', 'internal:/centre-information#parking'),
        redirect('careers', 'https://jobs.example.com.au/molonglo', 307),
        redirect('home', 'route:<front>'),
      ],
      ctx,
    )
    expect(warnings).toEqual([])
    expect(rules).toEqual([
      { from: '/careers/', to: 'https://jobs.example.com.au/molonglo', status: 307 },
      { from: '/home/', to: '/', status: 301 },
      { from: '/map/', to: '/sites/default/files/centre-map.pdf', status: 301 },
      { from: '/parking/', to: '/centre-information/#parking', status: 301 },
      { from: '/shop/', to: '/stores/?category=5', status: 301 },
    ])
  })

  it('collapses a chain to one hop with the first redirect’s status', () => {
    const { rules, warnings } = redirectRules(
      [
        redirect('a', 'internal:/b', 302),
        redirect('b', 'internal:/c'),
        redirect('c', 'internal:/node/87'),
      ],
      ctx,
    )
    expect(warnings).toEqual([])
    expect(rules).toEqual([
      { from: '/a/', to: '/stores/toybox-warehouse-outlet/', status: 302 },
      { from: '/b/', to: '/stores/toybox-warehouse-outlet/', status: 301 },
      { from: '/c/', to: '/stores/toybox-warehouse-outlet/', status: 301 },
    ])
  })

  it('refuses loops, naming them, and keeps the rest', () => {
    const { rules, warnings } = redirectRules(
      [
        redirect('a', 'internal:/b'),
        redirect('b', 'internal:/a'),
        redirect('self', 'internal:/self/'),
        redirect('into', 'internal:/a'),
        redirect('fine', 'internal:/stores'),
      ],
      ctx,
    )
    expect(rules).toEqual([{ from: '/fine/', to: '/stores/', status: 301 }])
    expect(warnings).toEqual([
      'Redirect 1 from /a is left out: it leads back to itself (/a/ → /b/ → /a/).',
      'Redirect 2 from /b is left out: it leads back to itself (/b/ → /a/ → /b/).',
      'Redirect 3 from /self is left out: it leads back to itself (/self/ → /self/).',
      'Redirect 4 from /into is left out: it leads into a loop (/a/ → /b/ → /a/).',
    ])
  })

  it('refuses a redirect over a page that exists, naming both', () => {
    const { rules, warnings } = redirectRules(
      [redirect('stores/toybox-warehouse-outlet/', 'internal:/node/209')],
      ctx,
    )
    expect(rules).toEqual([])
    expect(warnings).toEqual([
      'Redirect 1 from /stores/toybox-warehouse-outlet/ is left out: /stores/toybox-warehouse-outlet/ is a page of the site, which the redirect (to internal:/node/209) would hide. Delete the redirect or the page.',
    ])
  })

  it('refuses targets that are not pages, unpublished nodes and query-string sources', () => {
    const { rules, warnings } = redirectRules(
      [
        redirect('gone', 'internal:/node/999'),
        redirect('typo', 'internal:/storez'),
        redirect('old', 'internal:/stores', 301, { id: '5' }),
        redirect('nolink', 'route:<nolink>'),
      ],
      ctx,
    )
    expect(rules).toEqual([])
    expect(warnings).toEqual([
      'Redirect 1 from /gone points to node 999, which is unpublished or deleted: it is left out.',
      'Redirect 3 from /old matches a query string, which static hosting cannot match: it is left out.',
      'Redirect 4 from /nolink points to "route:<nolink>", which is not a page: it is left out.',
      'Redirect 2 from /typo points to /storez/, which is not a page of the site: it is left out.',
    ])
  })

  it('sends other status codes as 301, with a warning', () => {
    const { rules, warnings } = redirectRules([redirect('x', 'internal:/stores', 300)], ctx)
    expect(rules).toEqual([{ from: '/x/', to: '/stores/', status: 301 }])
    expect(warnings).toEqual([
      'Redirect 1 from /x has status 300, which is not a redirect here: it is sent as 301.',
    ])
  })
})

describe('canonicalPath', () => {
  it('gives pages a trailing slash and files none', () => {
    expect(canonicalPath('stores//x')).toBe('/stores/x/')
    expect(canonicalPath('/stores/x/')).toBe('/stores/x/')
    expect(canonicalPath('flyer.pdf')).toBe('/flyer.pdf')
    expect(canonicalPath('')).toBe('/')
  })
})

describe('the files', () => {
  const rules = [
    { from: '/christmas/', to: '/whats-on/events/santa-photos/', status: 302 },
    { from: '/flyer.pdf', to: '/sites/default/files/centre-map.pdf', status: 301 },
    { from: '/parking/', to: '/centre-information/#parking', status: 301 },
    { from: '/shop/', to: '/stores/?category=5', status: 301 },
    { from: '/café/', to: 'https://example.com/"$x"', status: 308 },
  ]

  it('_redirects has each page source with and without its trailing slash', () => {
    expect(
      redirectsFile(rules)
        .split('\n')
        .filter((l) => !l.startsWith('#')),
    ).toEqual([
      '/christmas/ /whats-on/events/santa-photos/ 302',
      '/christmas /whats-on/events/santa-photos/ 302',
      '/flyer.pdf /sites/default/files/centre-map.pdf 301',
      '/parking/ /centre-information/#parking 301',
      '/parking /centre-information/#parking 301',
      '/shop/ /stores/?category=5 301',
      '/shop /stores/?category=5 301',
      '/caf%C3%A9/ https://example.com/"$x" 308',
      '/caf%C3%A9 https://example.com/"$x" 308',
      '',
    ])
  })

  it('nginx has the same sources, keeping the query string unless the target has one', () => {
    expect(
      nginxRedirectsConf(rules)
        .split('\n')
        .filter((l) => !l.startsWith('#')),
    ).toEqual([
      'location = "/christmas/" { return 302 "/whats-on/events/santa-photos/$is_args$args"; }',
      'location = "/christmas" { return 302 "/whats-on/events/santa-photos/$is_args$args"; }',
      'location = "/flyer.pdf" { return 301 "/sites/default/files/centre-map.pdf$is_args$args"; }',
      'location = "/parking/" { return 301 "/centre-information/$is_args$args#parking"; }',
      'location = "/parking" { return 301 "/centre-information/$is_args$args#parking"; }',
      'location = "/shop/" { return 301 "/stores/?category=5"; }',
      'location = "/shop" { return 301 "/stores/?category=5"; }',
      'location = "/café/" { return 308 "https://example.com/\\"\\$x\\"$is_args$args"; }',
      'location = "/café" { return 308 "https://example.com/\\"\\$x\\"$is_args$args"; }',
      '',
    ])
  })
})
