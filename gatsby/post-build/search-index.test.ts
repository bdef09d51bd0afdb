/** @jest-environment node */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import FlexSearch from 'flexsearch'
import {
  buildSearchIndex,
  entityValues,
  onPostBuildSearchIndex,
  recordedEntities,
  searchEntities,
  searchFiles,
  writeSearchFiles,
  type SearchContent,
  type SearchEntity,
} from './search-index'
import { CONTENT_TYPES, INDEX_KEYS, INDEX_OPTIONS } from '../../src/lib/search/types'
import { SEARCHED_TYPES } from '../content'
import { STORE_LINK_FIELDS } from '../content/store-links'

const TODAY = '2026-11-21'

const thumb = (src: string) => ({
  localFile: { childImageSharp: { gatsbyImageData: { images: { fallback: { src } } } } },
})

function content(): SearchContent {
  return {
    allStore: {
      nodes: [
        {
          id: 'store-uuid-1',
          title: 'Willow & Wren',
          path: '/stores/willow-and-wren/',
          about: '<p>Knitwear and <strong>homewares</strong> from local makers.</p>',
          shopNumber: '42',
          phone: null,
          website: 'willow.example.com.au',
          metaDescription: null,
          categories: [{ name: 'Womens Clothing' }],
          thumbnail: thumb('/static/abc/200/willow.jpg'),
        },
      ],
    },
    allGift: {
      nodes: [
        {
          id: 'gift-uuid-1',
          title: 'Cashmere Scarf',
          path: '/stores/willow-and-wren/gift/cashmere-scarf/',
          description: '<p>Soft &amp; warm.</p>',
          store: { title: 'Willow & Wren' },
          categories: [{ name: 'Accessories' }],
          recipients: [{ name: 'For Her' }],
        },
      ],
    },
    allOffer: {
      nodes: [
        {
          id: 'offer-current',
          title: 'Up to 50% off winter knits',
          path: '/offers/up-to-50-off-winter-knits/',
          details: '<p>Selected knits.</p>',
          terms: null,
          store: { title: 'Willow & Wren' },
          publishDate: null,
          expiryDate: '2026-12-21',
        },
        {
          id: 'offer-expires-today',
          title: 'Last day: 30% off bed linen',
          path: '/offers/last-day/',
          publishDate: null,
          expiryDate: TODAY,
        },
        {
          id: 'offer-expired',
          title: 'End of season menswear sale',
          path: '/offers/end-of-season/',
          publishDate: null,
          expiryDate: '2026-11-20',
        },
        {
          id: 'offer-future',
          title: 'Christmas gift packs from $29',
          path: '/offers/christmas-gift-packs/',
          publishDate: '2026-11-26',
          expiryDate: '2026-12-31',
        },
      ],
    },
    allArticle: {
      nodes: [
        {
          id: 'article-current',
          title: 'Extended trading hours for Christmas',
          path: '/whats-on/news/extended-trading-hours/',
          articleType: 'news',
          summary: 'Open late.',
          body: '<p>The <em>quokka</em> mascot visits.</p>',
          metaDescription: null,
          publishDate: '2026-11-18',
          expiryDate: '2026-12-31',
        },
        {
          id: 'article-published-today',
          title: 'Boxing Day sale preview',
          path: '/whats-on/news/boxing-day/',
          articleType: 'news',
          publishDate: TODAY,
          expiryDate: null,
        },
        {
          id: 'article-future',
          title: 'Coming soon: Lunar New Year',
          path: '/whats-on/news/lunar-new-year/',
          articleType: 'news',
          publishDate: '2026-12-01',
          expiryDate: null,
        },
        {
          id: 'article-expired',
          title: 'Car park upgrade complete',
          path: '/whats-on/news/car-park/',
          articleType: 'news',
          publishDate: '2026-10-01',
          expiryDate: '2026-11-11',
        },
      ],
    },
    allEvent: {
      nodes: [
        {
          id: 'event-1',
          title: 'Santa Photos',
          path: '/whats-on/events/santa-photos/',
          summary: 'Photos with Santa.',
          body: '<p>Book ahead.</p>',
          metaDescription: null,
        },
      ],
    },
    allJobListing: {
      nodes: [
        {
          id: 'job-1',
          title: 'Barista',
          path: '/jobs/barista/',
          body: '<p>Make coffee.</p>',
          terms: null,
          employer: { title: 'Daily Grind Cafe' },
        },
      ],
    },
    allPage: {
      nodes: [
        {
          id: 'page-1',
          title: 'Centre information',
          path: '/information/',
          metaDescription: null,
          sections: [
            { __typename: 'SectionText', text: '<h2>Leasing</h2><p>Call the leasing team.</p>' },
            { __typename: 'SectionSpacer' },
          ],
        },
      ],
    },
    allHomepage: {
      nodes: [
        {
          id: 'home-1',
          title: 'Welcome',
          path: '/welcome-canberra-outlet/',
          metaTitle: null,
          metaDescription: 'The only outlet centre in the city.',
          sections: [{ __typename: 'SectionInstagramBanner', heading: "Let's get social" }],
        },
      ],
    },
  }
}

describe('entityValues', () => {
  it('strips markup and decodes entities', () => {
    expect(entityValues({ body: '<p>Soft &amp; <strong>warm</strong>.</p>' })).toBe('Soft & warm.')
  })

  it('leaves out id and type, at any depth, and keeps nested text', () => {
    const values = entityValues({
      id: 'uuid-secret-id',
      type: 'Store',
      title: 'Willow',
      categories: [{ id: 'cat-id', name: 'Fashion' }],
      store: { id: 'store-id', type: 'node', title: 'Parent store' },
    })
    expect(values).toBe('Willow Fashion Parent store')
    expect(values).not.toMatch(/uuid-secret-id|Store\b|cat-id|store-id|node/)
  })

  it('skips numbers, booleans, nulls and the thumbnail URL', () => {
    expect(
      entityValues({ title: 'A', price: 49.95, giftCards: true, phone: null, thumb: '/x.jpg' }),
    ).toBe('A')
  })
})

describe('searchEntities', () => {
  const entities = searchEntities(content(), TODAY)
  const ids = entities.map((e) => e.id)

  it('has every content type', () => {
    expect(new Set(entities.map((e) => e.type))).toEqual(new Set(CONTENT_TYPES))
  })

  it('leaves out offers and articles a visitor cannot see', () => {
    expect(ids).not.toContain('offer-expired')
    expect(ids).not.toContain('offer-future')
    expect(ids).not.toContain('article-future')
    expect(ids).not.toContain('article-expired')
  })

  it('keeps the boundary days: an offer expiring today, an article published today', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        'offer-current',
        'offer-expires-today',
        'article-current',
        'article-published-today',
      ]),
    )
  })

  it('gives stores their thumbnail and does not index dates or image data', () => {
    const store = entities.find((e) => e.type === 'Store') as SearchEntity
    expect(store.thumb).toBe('/static/abc/200/willow.jpg')
    expect(entityValues(store)).not.toContain('static')
    const offer = entities.find((e) => e.id === 'offer-current') as SearchEntity
    expect(entityValues(offer)).not.toContain('2026')
  })

  it('indexes page section text', () => {
    const page = entities.find((e) => e.type === 'BasicPage') as SearchEntity
    expect(entityValues(page)).toContain('Call the leasing team.')
    expect(entityValues(page)).not.toContain('SectionText')
  })
})

describe('buildSearchIndex', () => {
  async function roundTrip() {
    const built = await buildSearchIndex(searchEntities(content(), TODAY))
    const index = new FlexSearch.Index(INDEX_OPTIONS)
    for (const key of INDEX_KEYS) {
      if (built.index[key] != null) index.import(key, built.index[key] as unknown as string)
    }
    const find = (term: string) =>
      index.search(term, { limit: 100 }).map((i) => built.docs[Number(i)].id)
    return { built, find }
  }

  it('exports every index part and one content item per entity', async () => {
    const { built } = await roundTrip()
    expect(Object.keys(built.index)).toEqual([...INDEX_KEYS])
    expect(built.docs.find((d) => d.type === 'Store')).toEqual({
      id: 'store-uuid-1',
      type: 'Store',
      title: 'Willow & Wren',
      path: '/stores/willow-and-wren/',
      thumb: '/static/abc/200/willow.jpg',
    })
    expect(built.docs.find((d) => d.type === 'Event')).not.toHaveProperty('thumb')
  })

  it('finds a substring in the middle of a word (full tokenising)', async () => {
    const { find } = await roundTrip()
    expect(find('nitwea')).toEqual(['store-uuid-1'])
  })

  it('finds a word of an article body, with markup stripped', async () => {
    const { find } = await roundTrip()
    expect(find('quokka')).toEqual(['article-current'])
    expect(find('strong')).toEqual([])
    expect(find('em')).not.toContain('article-current')
  })

  it('does not find hidden items or ids', async () => {
    const { find } = await roundTrip()
    expect(find('menswear')).toEqual([])
    expect(find('Lunar')).toEqual([])
    expect(find('uuid')).toEqual([])
  })
})

describe('searchFiles and writeSearchFiles', () => {
  it('names the data files by their content hash; the manifest points at them', async () => {
    const built = await buildSearchIndex(searchEntities(content(), TODAY))
    const { manifest, files } = searchFiles(built)
    expect(Object.keys(files)).toEqual([
      expect.stringMatching(/^index-[0-9a-f]{20}\.json$/),
      expect.stringMatching(/^docs-[0-9a-f]{20}\.json$/),
    ])
    expect(manifest.index).toBe(`../static/search/${Object.keys(files)[0]}`)
    expect(manifest.count).toBe(built.docs.length)
    expect(searchFiles(built).files).toEqual(files)
    const changed = searchFiles({ ...built, docs: built.docs.slice(1) })
    expect(changed.manifest.docs).not.toBe(manifest.docs)
    expect(changed.manifest.index).toBe(manifest.index)
  })

  it('writes the files and the manifest and removes data files of earlier builds', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'))
    try {
      await fs.mkdir(path.join(dir, 'static', 'search'), { recursive: true })
      await fs.writeFile(path.join(dir, 'static', 'search', 'index-0123abcd.json'), '{}')
      const built = await buildSearchIndex(searchEntities(content(), TODAY))
      const out = searchFiles(built)
      await writeSearchFiles(dir, out)
      const written = (await fs.readdir(path.join(dir, 'static', 'search'))).sort()
      expect(written).toEqual(Object.keys(out.files).sort())
      const manifest = JSON.parse(
        await fs.readFile(path.join(dir, 'search', 'manifest.json'), 'utf8'),
      )
      expect(manifest).toEqual(out.manifest)
      const docsFile = path.join(dir, 'search', manifest.docs)
      expect(JSON.parse(await fs.readFile(docsFile, 'utf8'))).toEqual(built.docs)

      // The same index again: no file is written (their modification times stay).
      const past = new Date(Date.now() - 60_000)
      const paths = [docsFile, path.join(dir, 'search', 'manifest.json')]
      for (const file of paths) await fs.utimes(file, past, past)
      await writeSearchFiles(dir, out)
      for (const file of paths) expect((await fs.stat(file)).mtimeMs).toBe(past.getTime())
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})

describe('the incremental search index (onPostBuildSearchIndex with a record)', () => {
  const store = (title: string) => ({
    id: 'store-1',
    title,
    path: '/stores/willow-and-wren/',
    about: null,
    thumbnail: null,
  })
  const gift = {
    id: 'gift-1',
    title: 'Cashmere Scarf',
    path: '/stores/willow-and-wren/gift/scarf/',
  }
  const other = { id: 'store-2', title: 'Tallulah', path: '/stores/tallulah/', thumbnail: null }

  /** A site's nodes and the content its query returns, kept together. */
  function site() {
    const content: Record<string, Record<string, unknown>[]> = {
      Store: [store('Willow & Wren'), other],
      Gift: [{ ...gift, store: { title: 'Willow & Wren' } }],
    }
    const digests: Record<string, string> = { 'store-1': 'a', 'store-2': 'b', 'gift-1': 'c' }
    const category = { id: 'cat-1', internal: { type: 'Category', contentDigest: 'x' } }
    const nodes = () => [
      ...content.Store.map((n) => ({
        id: String(n.id),
        internal: { type: 'Store', contentDigest: digests[String(n.id)] },
      })),
      // The gift's node holds its store's id (a link), not its title.
      ...content.Gift.map((n) => ({
        id: String(n.id),
        store: 'store-1',
        internal: { type: 'Gift', contentDigest: digests[String(n.id)] },
      })),
      category,
      {
        id: 'build',
        internal: { type: 'SiteBuildMetadata', contentDigest: String(Math.random()) },
      },
    ]
    const queried: string[] = []
    const graphql = (async (query: string) => {
      const data: Record<string, { nodes: unknown[] }> = {}
      for (const [type, list] of Object.entries(content)) {
        const m = new RegExp(
          `all${type}(\\(filter: \\{ id: \\{ in: (\\[[^\\]]*\\]) \\} \\}\\))?`,
        ).exec(query)
        if (!m) continue
        const ids = m[2] ? (JSON.parse(m[2]) as string[]) : null
        const nodes = list.filter((n) => !ids || ids.includes(String(n.id)))
        queried.push(...nodes.map((n) => String(n.id)))
        data[`all${type}`] = { nodes }
      }
      return { data }
    }) as unknown as Parameters<typeof onPostBuildSearchIndex>[0]['graphql']
    return { content, digests, category, nodes, queried, graphql }
  }

  /** What the last run said it did with the index ("updated", or "built whole (why)"). */
  let lastInfo = ''
  const reporter = {
    info: (message: string) => (lastInfo = message),
    panicOnBuild: () => {},
  } as unknown as Parameters<typeof onPostBuildSearchIndex>[0]['reporter']
  const indexWas = () => /index (updated|built whole[^(]*(\([^)]*\))?)/.exec(lastInfo)?.[1]

  async function run(s: ReturnType<typeof site>, publicDir: string, recordFile?: string) {
    s.queried.length = 0
    await onPostBuildSearchIndex({
      graphql: s.graphql,
      reporter,
      getNodes: s.nodes,
      publicDir,
      today: TODAY,
      recordFile,
    })
    return [...s.queried].sort()
  }

  async function published(publicDir: string) {
    const manifest = JSON.parse(
      await fs.readFile(path.join(publicDir, 'search', 'manifest.json'), 'utf8'),
    )
    const read = (rel: string) => fs.readFile(path.join(publicDir, 'search', rel), 'utf8')
    return { manifest, index: await read(manifest.index), docs: await read(manifest.docs) }
  }

  let dir: string
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-incremental-'))
  })
  afterEach(() => fs.rm(dir, { recursive: true, force: true }))

  const out = () => path.join(dir, 'public')
  const record = () => path.join(dir, 'record.json')
  /** A site indexed once, with a record. */
  async function indexedOnce() {
    const s = site()
    await run(s, out(), record())
    return s
  }

  /** The same content indexed from scratch (no record). */
  async function fullRun(s: ReturnType<typeof site>) {
    const cold = path.join(dir, 'cold')
    await run(s, cold)
    return published(cold)
  }

  it('queries only what changed, and whoever mentions it, and publishes what a full run does', async () => {
    const s = site()
    expect(await run(s, out(), record())).toEqual(['gift-1', 'store-1', 'store-2'])
    // Nothing changed (Gatsby's build nodes aside): nothing queried.
    expect(await run(s, out(), record())).toEqual([])
    // The store's title: the store, and its gift (whose text has the store's title).
    s.content.Store[0] = store('Willow and Wren Home')
    s.content.Gift[0] = { ...gift, store: { title: 'Willow and Wren Home' } }
    s.digests['store-1'] = 'a2'
    expect(await run(s, out(), record())).toEqual(['gift-1', 'store-1'])
    expect(indexWas()).toBe('updated')
    const incremental = await published(out())
    expect(incremental.docs).toContain('Willow and Wren Home')
    expect(incremental).toEqual(await fullRun(s))
  })

  it('keeps the indexed entities in the index order, which the search bench grows', async () => {
    await indexedOnce()
    const entities = await recordedEntities(record())
    const { docs } = await published(out())
    expect(entities?.map((e) => [e.id, e.title])).toEqual(
      (JSON.parse(docs) as { id: string; title: string }[]).map((d) => [d.id, d.title]),
    )
    expect(await recordedEntities(path.join(dir, 'missing.json'))).toBeNull()
  })

  it('builds the index whole, and the same, when the published one is not the one recorded', async () => {
    const s = await indexedOnce()
    const { manifest } = await published(out())
    await fs.writeFile(path.join(out(), 'search', manifest.index), '{"reg":{}}')
    s.content.Store[1] = { ...other, title: 'Tallulah Kids' }
    s.digests['store-2'] = 'b2'
    expect(await run(s, out(), record())).toEqual(['store-2'])
    expect(indexWas()).toMatch(/^built whole \(index-[0-9a-f]+\.json is not the index/)
    expect(await published(out())).toEqual(await fullRun(s))
  })

  it('moves the other entries when a new one sorts before them, as a full run numbers them', async () => {
    const s = await indexedOnce()
    s.content.Store.unshift({ ...other, id: 'store-0', title: 'Acorn', path: '/stores/acorn/' })
    s.digests['store-0'] = 'z'
    expect(await run(s, out(), record())).toEqual(['store-0'])
    expect(indexWas()).toBe('updated')
    const incremental = await published(out())
    expect(JSON.parse(incremental.docs)[0].title).toBe('Acorn')
    expect(incremental).toEqual(await fullRun(s))
  })

  it('drops a removed node and redoes those that mentioned it', async () => {
    const s = await indexedOnce()
    s.content.Store.shift()
    s.content.Gift[0] = { ...gift, store: null }
    expect(await run(s, out(), record())).toEqual(['gift-1'])
    expect(indexWas()).toBe('updated')
    const incremental = await published(out())
    expect(incremental.docs).not.toContain('Willow')
    expect(incremental).toEqual(await fullRun(s))
  })

  it("does not redo anything when only gatsby-source-drupal's own node of a category changed", async () => {
    const s = site()
    const raw = { id: 'term-1', internal: { type: 'taxonomy_term__category', contentDigest: 'r1' } }
    const nodes = s.nodes
    s.nodes = () => [...nodes(), raw]
    await run(s, out(), record())
    raw.internal.contentDigest = 'r2'
    expect(await run(s, out(), record())).toEqual([])
    expect(indexWas()).toBe('updated')
  })

  it('queries everything when anything else an entry may read changed (a category)', async () => {
    const s = await indexedOnce()
    s.category.internal.contentDigest = 'y'
    expect(await run(s, out(), record())).toEqual(['gift-1', 'store-1', 'store-2'])
  })
})

test('no search entry reads a Store field resolved from StoreLinks, which the incremental index ignores', () => {
  const selected = SEARCHED_TYPES.map((type) => type.search.fields).join(' ')
  for (const field of STORE_LINK_FIELDS) expect(selected).not.toMatch(new RegExp(`\\b${field}\\b`))
})
