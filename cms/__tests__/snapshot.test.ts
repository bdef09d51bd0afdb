/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

import { SECTION_TYPES } from '../../gatsby/content'
import { computeShiftDays } from '../lib/shift-dates.cjs'
import {
  DEFAULT_SNAPSHOT_DIR,
  loadSnapshot,
  type Resource,
  type ResourceIdentifier,
} from '../lib/snapshot.cjs'

const snapshot = loadSnapshot(DEFAULT_SNAPSHOT_DIR)
const fixtures = JSON.parse(
  fs.readFileSync(path.join(DEFAULT_SNAPSHOT_DIR, 'fixtures.json'), 'utf8'),
)
const REF = snapshot.meta.referenceDate

const all = (type: string): Resource[] => snapshot.resources.get(type) ?? []
const byId = new Map<string, Resource>()
for (const list of snapshot.resources.values()) for (const r of list) byId.set(r.id, r)
const ids = (rel: ResourceIdentifier | ResourceIdentifier[] | null | undefined) =>
  rel == null ? [] : Array.isArray(rel) ? rel : [rel]
const byTitle = (type: string, title: string) => {
  const found = all(type).find((r) => r.attributes.title === title)
  if (!found) throw new Error(`${type} "${title}" not found`)
  return found
}
const nidOf = (alias: string) =>
  all('node--page').find((p) => p.attributes.path.alias === alias)?.attributes.drupal_internal__nid
const day = (offset: number) =>
  new Date(Date.parse(`${REF}T00:00:00Z`) + offset * 86400000).toISOString().slice(0, 10)

// Types that a Drupal site references but that are not exported (config entities, users).
const UNSOURCED = new Set([
  'user--user',
  'node_type--node_type',
  'taxonomy_vocabulary--taxonomy_vocabulary',
  'paragraphs_type--paragraphs_type',
  'block_content_type--block_content_type',
])

const BUNDLES = [
  'node--store',
  'node--gift',
  'node--offer',
  'node--article',
  'node--event',
  'node--job_listing',
  'node--page',
  'node--homepage',
  'taxonomy_term--category',
  'taxonomy_term--recipient',
  'menu_link_content--menu_link_content',
  'block_content--opening_hours',
  'block_content--site_settings',
  'file--file',
  ...[
    'text_image',
    'text',
    'icon_grid',
    'icon_item',
    'category_pillars',
    'latest_offers',
    'articles_teaser',
    'gift_guide',
    'embedded_form',
    'hero_slider',
    'store_search',
    'button_section',
    'button_tile',
    'image_tile',
    'store_info',
    'spacer',
    'events_preview',
    'store_tiles',
    'gift_promo',
    'gift_promo_category',
    'latest_news',
    'instagram_banner',
    'map_block',
    'slide',
    'holiday',
    'listing',
  ].map((b) => `paragraph--${b}`),
]

describe('snapshot integrity', () => {
  it('is recorded from a Drupal, on the reference date of the fixtures, with every bundle of the content model', () => {
    expect(snapshot.meta.source).toMatch(/^recorded from (a local Drupal$|https?:\/\/)/)
    expect(REF).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(fixtures.referenceDate).toBe(REF)
    for (const type of BUNDLES) expect(all(type).length).toBeGreaterThan(0)
  })

  it('uses unique UUIDs and Drupal-shaped resources', () => {
    const seen = new Set<string>()
    for (const [type, list] of snapshot.resources) {
      for (const r of list) {
        expect(r.type).toBe(type)
        expect(r.id).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        )
        expect(seen.has(r.id)).toBe(false)
        seen.add(r.id)
        expect(r.links?.self.href.startsWith('__CMS_ORIGIN__/jsonapi/')).toBe(true)
      }
    }
  })

  it('resolves every relationship target inside the snapshot', () => {
    const missing: string[] = []
    for (const list of snapshot.resources.values()) {
      for (const r of list) {
        for (const [field, rel] of Object.entries(r.relationships ?? {})) {
          for (const target of ids(rel.data)) {
            if (target.id === 'virtual' || UNSOURCED.has(target.type)) continue
            const found = byId.get(target.id)
            if (!found || found.type !== target.type) {
              missing.push(`${r.type} ${r.id} ${field} -> ${target.type} ${target.id}`)
            }
          }
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('has every file on disk with the recorded size, and image meta matching the files', () => {
    for (const f of all('file--file')) {
      const { uri, filesize, filename } = f.attributes
      expect(uri.value).toBe(`public://${uri.url.replace('/sites/default/files/', '')}`)
      const onDisk = path.join(snapshot.filesDir, uri.url.replace('/sites/default/files/', ''))
      expect(fs.existsSync(onDisk)).toBe(true)
      expect(fs.statSync(onDisk).size).toBe(filesize)
      expect(path.basename(onDisk)).toBe(filename)
    }
    for (const list of snapshot.resources.values()) {
      for (const r of list) {
        for (const rel of Object.values(r.relationships ?? {})) {
          for (const t of ids(rel.data)) {
            if (t.type !== 'file--file' || !t.meta || !('width' in t.meta)) continue
            expect(typeof t.meta.alt).toBe('string')
            expect(t.meta.width).toBeGreaterThan(0)
            expect(t.meta.height).toBeGreaterThan(0)
            expect(t.meta.drupal_internal__target_id).toBe(
              byId.get(t.id)?.attributes.drupal_internal__fid,
            )
          }
        }
      }
    }
  })

  it('stays small enough to commit and to build', () => {
    let bytes = 0
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name)
        if (e.isDirectory()) walk(p)
        else bytes += fs.statSync(p).size
      }
    }
    walk(DEFAULT_SNAPSHOT_DIR)
    expect(bytes).toBeLessThan(12 * 1024 * 1024)
    const large = all('file--file').filter((f) => {
      const target = byId.get(f.id)
      return target && /banners|slides/.test(f.attributes.uri.url)
    })
    expect(large.length).toBeLessThanOrEqual(20)
  })
})

describe('category tree', () => {
  const terms = all('taxonomy_term--category')
  const tid = (r: Resource) => r.attributes.drupal_internal__tid as number
  const byTid = new Map(terms.map((t) => [tid(t), t]))
  const parentTid = (r: Resource) => {
    const p = ids(r.relationships?.parent.data)[0]
    return p.id === 'virtual' ? 0 : tid(byId.get(p.id) as Resource)
  }
  const expectTerm = (id: number, name: string, parent: number) => {
    const t = byTid.get(id)
    expect(t?.attributes.name).toBe(name)
    expect(parentTid(t as Resource)).toBe(parent)
  }

  it('has the fixed top levels and children', () => {
    expectTerm(1, 'Home', 0)
    expectTerm(10, 'Family', 0)
    expectTerm(20, 'Sport', 0)
    expectTerm(29, 'Fashion', 0)
    expectTerm(58, 'Food', 0)
    expectTerm(65, 'Automotive', 0)
    expectTerm(24, 'Furniture', 1)
    expectTerm(47, 'Homewares', 1)
    expectTerm(53, 'Linen', 1)
    expectTerm(30, 'Womens Clothing', 29)
    expectTerm(36, 'Mens Clothing', 29)
    expectTerm(33, 'Womens Shoes', 29)
    expectTerm(39, 'Mens Shoes', 29)
    expectTerm(44, 'Kids Shoes', 29)
    expectTerm(59, 'Restaurants and Cafes', 58)
    expectTerm(60, 'Supermarkets', 58)
    expect(
      terms
        .filter((t) => parentTid(t) === 0)
        .map(tid)
        .sort((a, b) => a - b),
    ).toEqual([1, 10, 20, 29, 58, 65])
  })

  it('has Outdoor under 28 and 57, Stationary under 50 and 56', () => {
    expect(byTid.get(28)?.attributes.name).toBe('Outdoor')
    expect(byTid.get(57)?.attributes.name).toBe('Outdoor')
    expect(new Set([parentTid(byTid.get(28)!), parentTid(byTid.get(57)!)])).toEqual(
      new Set([20, 10]),
    )
    expect(byTid.get(50)?.attributes.name).toBe('Stationary')
    expect(byTid.get(56)?.attributes.name).toBe('Stationary')
    expect(new Set([parentTid(byTid.get(50)!), parentTid(byTid.get(56)!)])).toEqual(
      new Set([1, 10]),
    )
  })

  it('keeps ids below 66, clear of the recipient ids, and weights within 0..16', () => {
    const weights = new Set<number>()
    for (const t of terms) {
      expect(tid(t)).toBeLessThan(66)
      expect([61, 62, 63, 64]).not.toContain(tid(t))
      expect(t.attributes.weight).toBeGreaterThanOrEqual(0)
      expect(t.attributes.weight).toBeLessThanOrEqual(16)
      weights.add(t.attributes.weight)
    }
    expect(weights.has(0) && weights.has(16)).toBe(true)
    expect(new Set(terms.map(tid)).size).toBe(terms.length)
  })

  it('has the recipients 61-64', () => {
    const recipients = all('taxonomy_term--recipient').map((r) => [
      r.attributes.drupal_internal__tid,
      r.attributes.name,
    ])
    expect(recipients).toEqual([
      [61, 'For Him'],
      [62, 'For Her'],
      [63, 'Home'],
      [64, 'Kids'],
    ])
  })
})

describe('content states', () => {
  const shiftTo = (today: string) => computeShiftDays(REF, today)

  it('has about 100 stores with the variations the site must handle', () => {
    const stores = all('node--store')
    expect(stores.length).toBeGreaterThanOrEqual(95)
    expect(stores.every((s) => s.attributes.path.alias.startsWith('/stores/'))).toBe(true)
    const thumbSizes = stores.map((s) => ids(s.relationships?.field_thumbnail.data)[0].meta)
    expect(thumbSizes.filter((m) => m?.width === 300 && m?.height === 300)).toHaveLength(1)
    expect(thumbSizes.filter((m) => m?.width === 400 && m?.height === 400)).toHaveLength(
      stores.length - 1,
    )
    expect(stores.some((s) => s.relationships?.field_banner.data === null)).toBe(true)
    expect(stores.some((s) => s.attributes.field_phone === null)).toBe(true)
    expect(stores.some((s) => /\(Shop \w+\)/.test(s.attributes.field_phone ?? ''))).toBe(true)
    expect(stores.some((s) => s.attributes.field_website === null)).toBe(true)
    expect(stores.some((s) => /^www\./.test(s.attributes.field_website ?? ''))).toBe(true)
    expect(stores.some((s) => s.attributes.field_gift_cards === false)).toBe(true)
    for (const s of stores) {
      const w = s.attributes.field_website
      if (w) expect(w).toMatch(/^(https:\/\/)?www\.[a-z0-9-]+\.example\.com\.au$/)
    }
    expect(
      stores.some((s) => {
        const cats = ids(s.relationships?.field_category.data).map((c) => c.id)
        return new Set(cats).size < cats.length
      }),
    ).toBe(true)
  })

  it('matches the store fixtures', () => {
    const torque = byTitle('node--store', fixtures.storeNoOffersGiftsSimilar.title)
    const catIds = (r: Resource) =>
      new Set(ids(r.relationships?.field_category.data).map((c) => c.id))
    const torqueCats = catIds(torque)
    const others = all('node--store').filter((s) => s.id !== torque.id)
    expect(others.some((s) => [...catIds(s)].some((c) => torqueCats.has(c)))).toBe(false)
    const refersTo = (type: string, field: string, target: Resource) =>
      all(type).some((r) => ids(r.relationships?.[field]?.data).some((t) => t.id === target.id))
    expect(refersTo('node--offer', 'field_store', torque)).toBe(false)
    expect(refersTo('node--gift', 'field_store', torque)).toBe(false)
    expect(byTitle('node--store', fixtures.storeNullPhone.title).attributes.field_phone).toBeNull()
    expect(
      byTitle('node--store', fixtures.storeSchemelessWebsite.title).attributes.field_website,
    ).toMatch(/^www\./)
    const willow = byTitle('node--store', fixtures.storeWithOffersGiftsJobs.title)
    expect(refersTo('node--offer', 'field_store', willow)).toBe(true)
    expect(refersTo('node--gift', 'field_store', willow)).toBe(true)
    expect(refersTo('node--job_listing', 'field_employer', willow)).toBe(true)
  })

  it('has 60+ gifts in every price range, with boundary prices', () => {
    const gifts = all('node--gift')
    expect(gifts.length).toBeGreaterThanOrEqual(60)
    // Drupal's JSON:API gives decimals as strings without trailing zeros ("50", "50.5").
    const prices = gifts.map((g) => Number(g.attributes.field_price as string))
    for (const p of [50, 50.5, 51, 300, 300.99, 301]) expect(prices).toContain(p)
    const ranges: [number, number][] = [
      [0, 50.99],
      [51, 100.99],
      [101, 150.99],
      [151, 200.99],
      [201, 300.99],
      [301, Infinity],
    ]
    for (const [lo, hi] of ranges) {
      expect(
        prices.filter((p) => Number(p) >= lo && Number(p) <= hi).length,
      ).toBeGreaterThanOrEqual(5)
    }
    expect(gifts.some((g) => g.attributes.field_original_price !== null)).toBe(true)
    expect(gifts.some((g) => g.attributes.field_original_price === null)).toBe(true)
    expect(gifts.some((g) => ids(g.relationships?.field_recipient.data).length > 1)).toBe(true)
    expect(gifts.some((g) => ids(g.relationships?.field_category.data).length > 1)).toBe(true)
    for (const g of gifts) {
      const store = byId.get(ids(g.relationships?.field_store.data)[0].id) as Resource
      expect(g.attributes.path.alias).toMatch(
        new RegExp(`^${store.attributes.path.alias}/gift/[a-z0-9-]+$`),
      )
    }
  })

  it('has current, expired and future offers on the reference date', () => {
    const offers = all('node--offer')
    const visible = (o: Resource, today: string) =>
      o.attributes.field_expiry_date >= today &&
      (o.attributes.field_publish_date === null || o.attributes.field_publish_date <= today)
    expect(offers.filter((o) => visible(o, REF)).length).toBeGreaterThanOrEqual(5)
    expect(offers.some((o) => o.attributes.field_expiry_date < REF)).toBe(true)
    expect(offers.some((o) => (o.attributes.field_publish_date ?? '') > REF)).toBe(true)
    expect(offers.some((o) => o.attributes.field_terms === null)).toBe(true)
    expect(offers.some((o) => o.relationships?.field_banner.data === null)).toBe(true)
    expect(
      byTitle('node--offer', fixtures.offerExpired.title).attributes.field_expiry_date < REF,
    ).toBe(true)
    expect(
      byTitle('node--offer', fixtures.offerFuture.title).attributes.field_publish_date > REF,
    ).toBe(true)
    expect(shiftTo(REF)).toBe(0)
  })

  it('has events past, current and future with every kind of date range', () => {
    const events = all('node--event')
    const start = (e: Resource) => e.attributes.field_start_date as string
    const end = (e: Resource) => (e.attributes.field_end_date as string | null) ?? start(e)
    expect(events.some((e) => end(e).slice(0, 10) < REF)).toBe(true)
    expect(events.some((e) => start(e).slice(0, 10) <= REF && end(e).slice(0, 10) >= REF)).toBe(
      true,
    )
    expect(events.some((e) => start(e).slice(0, 10) > REF)).toBe(true)
    expect(events.some((e) => e.attributes.field_end_date === null)).toBe(true)
    const ranged = events.filter((e) => e.attributes.field_end_date)
    expect(ranged.some((e) => start(e).slice(0, 10) === end(e).slice(0, 10))).toBe(true)
    expect(
      ranged.some(
        (e) =>
          start(e).slice(0, 7) === end(e).slice(0, 7) &&
          start(e).slice(0, 10) !== end(e).slice(0, 10),
      ),
    ).toBe(true)
    expect(
      ranged.some(
        (e) =>
          start(e).slice(0, 4) === end(e).slice(0, 4) &&
          start(e).slice(0, 7) !== end(e).slice(0, 7),
      ),
    ).toBe(true)
    expect(ranged.some((e) => start(e).slice(0, 4) !== end(e).slice(0, 4))).toBe(true)
    // Drupal's JSON:API gives datetimes in the site's zone with their offset.
    for (const e of events)
      expect(start(e)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00$/)
  })

  it('has published, future-dated and expired news and blog articles', () => {
    const articles = all('node--article')
    for (const type of ['news', 'blog']) {
      const ofType = articles.filter((a) => a.attributes.field_article_type === type)
      expect(
        ofType.some(
          (a) => a.attributes.field_publish_date <= REF && !a.attributes.field_expiry_date,
        ),
      ).toBe(true)
      expect(ofType.some((a) => a.attributes.field_publish_date > REF)).toBe(true)
      expect(ofType.some((a) => (a.attributes.field_expiry_date ?? '9999') < REF)).toBe(true)
      expect(ofType.some((a) => (a.attributes.field_expiry_date ?? '') > REF)).toBe(true)
      for (const a of ofType)
        expect(a.attributes.path.alias.startsWith(`/whats-on/${type}/`)).toBe(true)
    }
    expect(
      byTitle('node--article', fixtures.articleFuture.title).attributes.field_publish_date > REF,
    ).toBe(true)
    expect(
      byTitle('node--article', fixtures.articleExpired.title).attributes.field_expiry_date < REF,
    ).toBe(true)
  })

  it('has job listings with and without the form and terms', () => {
    const jobs = all('node--job_listing')
    expect(jobs.length).toBeGreaterThanOrEqual(6)
    expect(jobs.some((j) => j.attributes.field_show_form === true)).toBe(true)
    expect(jobs.some((j) => j.attributes.field_show_form === false)).toBe(true)
    expect(jobs.some((j) => j.attributes.field_terms === null)).toBe(true)
    expect(jobs.some((j) => j.attributes.field_terms !== null)).toBe(true)
    for (const j of jobs) {
      const thumb = ids(j.relationships?.field_thumbnail.data)[0]
      expect([thumb.meta?.width, thumb.meta?.height]).toEqual([550, 360])
    }
  })

  it('has a page for every listing route, using every section type', () => {
    const pages = all('node--page')
    const aliases = pages.map((p) => p.attributes.path.alias)
    for (const a of [
      '/whats-on',
      '/trading-hours',
      '/stores',
      '/offers',
      '/kids-club-colouring-competition',
      '/jobs',
      '/information',
      '/gift-generator',
      '/about-us',
    ]) {
      expect(aliases).toContain(a)
    }
    const sections = (p: Resource) =>
      ids(p.relationships?.field_content.data).map((d) => byId.get(d.id) as Resource)
    const page = (alias: string) => pages.find((p) => p.attributes.path.alias === alias) as Resource
    expect(
      sections(page('/information')).some((s) => s.attributes.field_anchor === 'leasing-contact'),
    ).toBe(true)
    expect(sections(page('/gift-generator')).some((s) => s.type === 'paragraph--gift_guide')).toBe(
      true,
    )
    expect(sections(page('/stores')).some((s) => s.type === 'paragraph--store_search')).toBe(true)
    const form = sections(page('/kids-club-colouring-competition')).find(
      (s) => s.type === 'paragraph--embedded_form',
    )
    expect(form?.attributes.field_form_name).toBe('colouring competition')
    // Every section type the site has (gatsby/content/) is in the demo content somewhere, so
    // the builds and the browser tests cover each one. A type just made by `npm run
    // new:section` has none until an editor adds one: its browser test
    // (e2e/sections/<bundle>.spec.ts) fails until then, so the unit tests let it through.
    const homepage = all('node--homepage')
    const used = new Set([...pages, ...homepage].flatMap((p) => sections(p).map((s) => s.type)))
    const sectionTypes = SECTION_TYPES.map((t) => t.drupal.replace('__', '--'))
    expect(sectionTypes.length).toBeGreaterThan(20)
    const awaitingContent = (type: string) =>
      fs.existsSync(path.join(__dirname, '../../e2e/sections', `${type.split('--')[1]}.spec.ts`))
    expect(sectionTypes.filter((t) => !used.has(t) && !awaitingContent(t))).toEqual([])
  })

  it('has a homepage with every home block and all slide date combinations', () => {
    const [home] = all('node--homepage')
    expect(home.attributes.path.alias).toBe('/welcome-canberra-outlet')
    const blocks = ids(home.relationships?.field_content.data).map((d) => d.type)
    for (const t of [
      'store_info',
      'button_section',
      'spacer',
      'events_preview',
      'store_tiles',
      'gift_promo',
      'latest_news',
      'instagram_banner',
      'map_block',
    ]) {
      expect(blocks).toContain(`paragraph--${t}`)
    }
    const slides = ids(home.relationships?.field_carousel.data).map(
      (d) => byId.get(d.id) as Resource,
    )
    const combo = (s: Resource) =>
      `${s.attributes.field_publish_date ? 'P' : '-'}${s.attributes.field_expiry_date ? 'E' : '-'}`
    expect(new Set(slides.map(combo))).toEqual(new Set(['--', '-E', 'P-', 'PE']))
    const now = `${REF}T12:00:00`
    const visible = (s: Resource) =>
      (!s.attributes.field_publish_date || s.attributes.field_publish_date <= now) &&
      (!s.attributes.field_expiry_date || s.attributes.field_expiry_date >= now)
    expect(slides.filter(visible).length).toBeGreaterThanOrEqual(3)
    expect(slides.filter((s) => !visible(s)).length).toBeGreaterThanOrEqual(3)
    expect(slides.map(visible)).toEqual(
      fixtures.slides.map((s: { visibleOnReferenceDate: boolean }) => s.visibleOnReferenceDate),
    )
    for (const s of slides) {
      const big = ids(s.relationships?.field_image.data)[0].meta
      expect([big?.width, big?.height]).toEqual([2500, 833])
    }
  })

  it('has the menus the site expects', () => {
    const links = all('menu_link_content--menu_link_content')
    const menu = (name: string) =>
      links
        .filter((l) => l.attributes.menu_name === name && !l.attributes.parent)
        .sort((a, b) => a.attributes.weight - b.attributes.weight)
        .map((l) => [l.attributes.title, l.attributes.link.uri])
    expect(menu('main')).toEqual([
      ['Home', 'internal:/'],
      // Picked with the link widget's autocomplete: Drupal stores the node, not its alias.
      ['Stores', `entity:node/${nidOf('/stores')}`],
      ['Offers', `entity:node/${nidOf('/offers')}`],
      ["What's on", `entity:node/${nidOf('/whats-on')}`],
      ['Centre map', `entity:node/${nidOf('/centre-map')}`],
      ['Centre Information', `entity:node/${nidOf('/information')}`],
    ])
    expect(menu('footer').map(([t]) => t)).toEqual([
      'Home',
      'Stores',
      'Offers',
      'News',
      'Events',
      'About Us',
      'Leasing',
      'Work With Us',
    ])
    const whatsOn = links.find((l) => l.attributes.title === "What's on") as Resource
    const children = links.filter((l) => l.attributes.parent === `menu_link_content:${whatsOn.id}`)
    expect(children.map((c) => c.attributes.link.uri).sort()).toEqual([
      'internal:/whats-on?filter=blog',
      'internal:/whats-on?filter=events',
      'internal:/whats-on?filter=news',
    ])
    for (const c of children) {
      expect(c.attributes.field_callout_title).toBeTruthy()
      expect(c.attributes.field_callout_link.uri).toMatch(/^entity:node\/\d+$/)
      expect(c.relationships?.field_callout_image.data).not.toBeNull()
    }
  })

  it('has opening hours with past and upcoming, closed and open holidays', () => {
    const [block] = all('block_content--opening_hours')
    expect(block.attributes.field_default_hours).toBe('10am-6pm')
    const holidays = ids(block.relationships?.field_holidays.data).map(
      (d) => byId.get(d.id) as Resource,
    )
    const h = (name: string, date: string) =>
      holidays.find((x) => x.attributes.field_name === name && x.attributes.field_date === date)
    expect(h('Christmas Day', day(34))?.attributes).toEqual(
      expect.objectContaining({ field_closed: true, field_hours: null }),
    )
    expect(h('Boxing Day', day(35))?.attributes).toEqual(
      expect.objectContaining({ field_closed: false, field_hours: '9am-7pm' }),
    )
    expect(holidays.some((x) => x.attributes.field_date < REF && x.attributes.field_closed)).toBe(
      true,
    )
    expect(holidays.some((x) => x.attributes.field_date < REF && !x.attributes.field_closed)).toBe(
      true,
    )
    expect(holidays.some((x) => x.attributes.field_date > REF && x.attributes.field_closed)).toBe(
      true,
    )
    expect(holidays.some((x) => x.attributes.field_date > REF && !x.attributes.field_closed)).toBe(
      true,
    )
  })

  it('has the site settings', () => {
    const [s] = all('block_content--site_settings')
    expect(s.attributes.field_site_name).toBe(fixtures.centreName)
    expect(s.attributes.field_acknowledgement.processed).toMatch(/Ngunnawal/)
    expect(s.attributes.field_inclusion.processed).toBeTruthy()
    for (const f of [
      'field_facebook',
      'field_instagram',
      'field_newsletter_link',
      'field_kids_club_link',
    ]) {
      expect(s.attributes[f].uri).toMatch(/^https:\/\//)
    }
    const map = byId.get(ids(s.relationships?.field_centre_map.data)[0].id) as Resource
    expect(map.attributes.filemime).toBe('application/pdf')
  })

  it('names only existing content in fixtures.json', () => {
    const aliases = new Set(
      [...snapshot.resources.values()]
        .flat()
        .map((r) => r.attributes.path?.alias)
        .filter(Boolean),
    )
    for (const [key, value] of Object.entries(fixtures)) {
      const v = value as { path?: string }
      if (
        v &&
        typeof v === 'object' &&
        typeof v.path === 'string' &&
        !v.path.startsWith('/sites/')
      ) {
        expect([key, aliases.has(v.path)]).toEqual([key, true])
      }
    }
  })
})
