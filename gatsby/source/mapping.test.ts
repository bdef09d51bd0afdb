/** @jest-environment node */
import {
  aliasToPath,
  eventRange,
  linkUrl,
  localDate,
  mapDrupalNode,
  type DrupalNode,
} from './mapping'
import { createSanitiser } from './sanitize-html'

const ctx = { domainId: (id: string) => `domain-${id}` }

const node = (type: string, fields: Record<string, unknown>): DrupalNode => ({
  id: 'n1',
  drupal_id: 'uuid-1',
  drupal_internal__nid: 7,
  internal: { type },
  ...fields,
})

describe('mapDrupalNode', () => {
  it('maps a store without exposing Drupal field names, deduplicating categories', () => {
    const mapped = mapDrupalNode(
      node('node__store', {
        title: 'Harbour & Pine',
        path: { alias: '/stores/harbour-pine' },
        body: { value: '<p>x</p>', processed: '<p>About us</p>' },
        field_website: 'www.harbourpine.example.com.au',
        field_phone: null,
        field_gift_cards: true,
        field_shop_number: '12',
        relationships: {
          field_category___NODE: ['c30', 'c30', 'c33'],
          field_thumbnail___NODE: 'f1',
        },
        drupal_relationships: {
          field_thumbnail: {
            data: { id: 'x', meta: { alt: 'Shopfront', width: 400, height: 400 } },
          },
        },
      }),
      ctx,
    )
    expect(mapped).toEqual({
      type: 'Store',
      fields: expect.objectContaining({
        title: 'Harbour & Pine',
        path: '/stores/harbour-pine/',
        slug: 'harbour-pine',
        about: '<p>About us</p>',
        categories: ['domain-c30', 'domain-c33'],
        website: 'www.harbourpine.example.com.au',
        phone: null,
        giftCards: true,
        shopNumber: '12',
        thumbnail: { alt: 'Shopfront', width: 400, height: 400, fileNodeId: 'f1' },
        banner: null,
      }),
    })
    expect(Object.keys(mapped!.fields).some((k) => k.startsWith('field_'))).toBe(false)
  })

  it('maps gift prices to numbers and keeps a missing original price null', () => {
    const gift = mapDrupalNode(
      node('node__gift', { title: 'Mug', field_price: '300.99', field_original_price: null }),
      ctx,
    )
    expect(gift?.fields).toMatchObject({ price: 300.99, originalPrice: null, recipients: [] })
  })

  it('links a child category to its parent and leaves roots without one', () => {
    const child = mapDrupalNode(
      node('taxonomy_term__category', {
        name: 'Furniture',
        drupal_internal__tid: 24,
        weight: 2,
        relationships: { parent___NODE: ['t1'] },
      }),
      ctx,
    )
    expect(child).toEqual({
      type: 'Category',
      fields: { tid: 24, name: 'Furniture', weight: 2, parentCategory: 'domain-t1' },
    })
    const root = mapDrupalNode(
      node('taxonomy_term__category', { name: 'Home', drupal_internal__tid: 1 }),
      ctx,
    )
    expect(root?.fields.parentCategory).toBeNull()
  })

  it('keeps section order and maps menu parents from drupal_parent_menu_item', () => {
    const page = mapDrupalNode(
      node('node__page', {
        title: 'Information',
        path: { alias: '/information' },
        relationships: { field_content___NODE: ['p2', 'p1'] },
      }),
      ctx,
    )
    expect(page?.fields.sections).toEqual(['domain-p2', 'domain-p1'])
    const item = mapDrupalNode(
      node('menu_link_content__menu_link_content', {
        title: 'Events',
        menu_name: 'main',
        link: { uri: 'internal:/whats-on?filter=events' },
        drupal_parent_menu_item: 'menu_link_content:abc',
        weight: 1,
      }),
      ctx,
    )
    expect(item?.fields).toMatchObject({
      title: 'Events',
      url: '/whats-on?filter=events',
      parentId: 'abc',
    })
  })

  it('sanitises every rich-text field it maps, and the footer address', () => {
    const evil = { processed: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' }
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['node__store', { body: evil }, ['about']],
      ['node__gift', { body: evil }, ['description']],
      ['node__offer', { body: evil, field_terms: evil }, ['details', 'terms']],
      ['node__article', { body: evil }, ['body']],
      ['node__event', { body: evil }, ['body']],
      ['node__job_listing', { body: evil, field_terms: evil }, ['body', 'terms']],
      [
        'block_content__site_settings',
        { field_address: evil, field_acknowledgement: evil, field_inclusion: evil },
        ['address', 'acknowledgement', 'inclusion'],
      ],
      ['paragraph__text_image', { field_text: evil }, ['text']],
      ['paragraph__text', { field_text: evil }, ['text']],
      ['paragraph__store_info', { field_text: evil }, ['text']],
      ['paragraph__map_block', { field_text: evil }, ['text']],
    ]
    for (const [type, fields, keys] of cases) {
      const mapped = mapDrupalNode(node(type, { title: 'x', ...fields }), ctx)
      for (const key of keys)
        expect({ type, key, html: mapped?.fields[key] }).toEqual({ type, key, html: '<p>Hi</p>' })
    }
  })

  it('keeps a map block only when its address is an allowed map embed', () => {
    const map = (url: string) =>
      mapDrupalNode(node('paragraph__map_block', { field_embed_url: url }), ctx)?.fields.embedUrl
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=1%2C2%2C3%2C4'
    expect(map(osm)).toBe(osm)
    expect(map('https://www.google.com/maps/embed?pb=x')).toBe(
      'https://www.google.com/maps/embed?pb=x',
    )
    expect(map('https://evil.example.org/embed')).toBeNull()
    expect(map('javascript:alert(1)')).toBeNull()
    const custom = createSanitiser({ mapEmbedHosts: ['https://maps.example.org/embed/'] })
    expect(
      mapDrupalNode(node('paragraph__map_block', { field_embed_url: osm }), {
        ...ctx,
        sanitiser: custom,
      })?.fields.embedUrl,
    ).toBeNull()
  })

  it('ignores unpublished entities and unknown bundles', () => {
    expect(mapDrupalNode(node('node__store', { status: false, title: 'x' }), ctx)).toBeNull()
    expect(mapDrupalNode(node('node__unknown', { title: 'x' }), ctx)).toBeNull()
  })
})

describe('field helpers', () => {
  it('normalises aliases to trailing-slash routes', () => {
    expect(aliasToPath('/stores/x', '/node/1')).toBe('/stores/x/')
    expect(aliasToPath('stores//x/', '/node/1')).toBe('/stores/x/')
    expect(aliasToPath(null, '/node/1')).toBe('/node/1/')
  })

  it('turns Drupal link URIs into site URLs', () => {
    expect(linkUrl('internal:/stores')).toBe('/stores')
    expect(linkUrl('internal:#leasing-contact')).toBe('#leasing-contact')
    expect(linkUrl('entity:node/12')).toBe('entity:node/12')
    expect(linkUrl('internal:/node/12#top')).toBe('entity:node/12#top')
    expect(linkUrl('entity:taxonomy_term/3')).toBeNull()
    expect(linkUrl('route:<front>')).toBe('/')
    expect(linkUrl('route:<nolink>')).toBeNull()
    expect(linkUrl('https://www.instagram.com/x')).toBe('https://www.instagram.com/x')
    expect(linkUrl('mailto:hello@example.com.au')).toBe('mailto:hello@example.com.au')
  })

  it('drops link fields with a script or data scheme', () => {
    expect(linkUrl('javascript:alert(1)')).toBeNull()
    expect(linkUrl(' JavaScript:alert(1)')).toBeNull()
    expect(linkUrl('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(linkUrl('vbscript:msgbox(1)')).toBeNull()
  })

  it('reads Drupal dates as Canberra local time', () => {
    expect(localDate('2026-11-21')).toBe('2026-11-21')
    expect(localDate('2026-11-21T10:00')).toBe('2026-11-21T10:00:00')
    // 23:30 UTC on the 20th is 10:30 on the 21st in Canberra (AEDT, UTC+11).
    expect(localDate('2026-11-20T23:30:00+00:00')).toBe('2026-11-21T10:30:00')
    expect(localDate('')).toBeNull()
    expect(localDate('not a date')).toBeNull()
  })
})

describe('eventRange', () => {
  const warnings: string[] = []
  const warn = (w: string) => warnings.push(w)
  beforeEach(() => (warnings.length = 0))

  it('keeps a range entered forwards, in Canberra time', () => {
    expect(eventRange('2026-11-26T10:00:00+11:00', '2026-12-28T17:00:00+11:00', warn)).toEqual({
      startDate: '2026-11-26T10:00:00',
      endDate: '2026-12-28T17:00:00',
    })
    expect(eventRange('2026-06-24T00:00:00+00:00', null, warn)).toEqual({
      startDate: '2026-06-24T10:00:00',
      endDate: null,
    })
    expect(warnings).toEqual([])
  })

  it('swaps a range entered backwards, and says so', () => {
    expect(eventRange('2026-12-28T17:00:00+11:00', '2026-11-26T10:00:00+11:00', warn)).toEqual({
      startDate: '2026-11-26T10:00:00',
      endDate: '2026-12-28T17:00:00',
    })
    expect(warnings).toEqual([
      'its end (2026-11-26T10:00:00) is before its start (2026-12-28T17:00:00): the two are swapped',
    ])
  })

  it('shows an event with only an end date on that day', () => {
    expect(eventRange(null, '2026-12-01', warn)).toEqual({ startDate: '2026-12-01', endDate: null })
    expect(warnings).toHaveLength(1)
    expect(eventRange(null, null, warn)).toBeNull()
  })

  it('makes the two ends of one kind, so a calendar file can end after it starts', () => {
    // A date-only end on the start's day covers that day.
    expect(eventRange('2026-12-02T11:00:00', '2026-12-02', warn)).toEqual({
      startDate: '2026-12-02T11:00:00',
      endDate: '2026-12-02T23:59:59',
    })
    expect(eventRange('2026-12-02', '2026-12-04T10:00:00', warn)).toEqual({
      startDate: '2026-12-02',
      endDate: '2026-12-04',
    })
    // An end equal to the start is no range.
    expect(eventRange('2026-12-02', '2026-12-02', warn)).toEqual({
      startDate: '2026-12-02',
      endDate: null,
    })
    expect(warnings).toEqual([])
  })
})
