import { articleJsonLd, eventJsonLd, jobPostingJsonLd } from './contentJsonLd'
import { jsonLdScript, postalAddress } from './centreJsonLd'
import { formatCmsDate } from '../../gatsby/schema/date-formats'

/** A CMS value as the schema gives it with `format: ISO`. */
const iso = (value: string) => formatCmsDate(value, 'ISO')

const site = {
  siteName: 'Molonglo Outlet Centre',
  siteUrl: 'https://example.com.au',
  addressHtml: '<p>45 Wattlebird Drive<br>Fyshwick ACT 2609</p>',
}

describe('JSON-LD', () => {
  it('reads the centre address', () => {
    expect(postalAddress(site.addressHtml)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '45 Wattlebird Drive',
      addressLocality: 'Fyshwick',
      addressRegion: 'ACT',
      postalCode: '2609',
      addressCountry: 'AU',
    })
    expect(postalAddress('Somewhere')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Somewhere',
      addressCountry: 'AU',
    })
    expect(postalAddress(null)).toBeNull()
  })

  it('describes an event with Canberra offsets', () => {
    const ld = eventJsonLd(
      {
        title: 'Santa Photos',
        path: '/whats-on/events/santa-photos/',
        startIso: iso('2026-11-22T10:00:00'),
        endIso: iso('2026-12-24T16:00:00'),
        summary: 'Photos with Santa.',
      },
      site,
    )
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Santa Photos',
      startDate: '2026-11-22T10:00:00+11:00',
      endDate: '2026-12-24T16:00:00+11:00',
      url: 'https://example.com.au/whats-on/events/santa-photos/',
      location: { '@type': 'Place', address: { addressLocality: 'Fyshwick' } },
      description: 'Photos with Santa.',
    })
    expect(
      eventJsonLd({ title: 'x', path: '/x/', startIso: iso('2026-12-03T17:00:00') }, site),
    ).not.toHaveProperty('endDate')
  })

  it('describes an article', () => {
    const ld = articleJsonLd(
      {
        title: 'Hello',
        path: '/whats-on/blog/hello/',
        articleType: 'blog',
        publishIso: iso('2026-11-21'),
        body: '<p>Body</p>',
        imageUrl: '/static/x.jpg',
      },
      site,
    )
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hello',
      datePublished: '2026-11-21',
      description: 'Body',
      image: ['https://example.com.au/static/x.jpg'],
    })
  })

  it('describes a job posting with the required fields', () => {
    const ld = jobPostingJsonLd(
      {
        title: 'Barista',
        path: '/jobs/barista/',
        body: '<p>Make coffee.</p>',
        datePostedIso: iso('2026-11-11T20:00:00'),
        employer: { title: 'Daily Grind Cafe', path: '/stores/daily-grind-cafe/' },
      },
      site,
      '2026-11-21',
    )
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Barista',
      description: '<p>Make coffee.</p>',
      datePosted: '2026-11-11T20:00:00+11:00',
      hiringOrganization: { name: 'Daily Grind Cafe' },
      jobLocation: { address: { postalCode: '2609', addressCountry: 'AU' } },
    })
    expect(jobPostingJsonLd({ title: 'X', path: '/jobs/x/' }, site, '2026-11-21')).toMatchObject({
      datePosted: '2026-11-21',
      description: 'X',
      hiringOrganization: { name: 'Molonglo Outlet Centre' },
    })
  })

  it('escapes markup in the script text', () => {
    expect(jsonLdScript({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}')
  })
})
