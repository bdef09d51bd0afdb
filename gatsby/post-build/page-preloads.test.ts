/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  injectPagePreloads,
  pageDataSummary,
  pageDataUrl,
  pagePreloads,
  preloadTags,
  searchWorkerStarter,
  searchWorkerUrl,
  withPreloads,
} from './page-preloads'
import { deferredList } from './deferred-scripts'

const chunkMapping = {
  app: ['/app-1.js'],
  'component---src-templates-store-tsx': ['/component---src-templates-store-tsx-2.js'],
  'component---src-pages-search-tsx': ['/component---src-pages-search-tsx-3.js'],
  'search-worker': ['/search-worker-4.js'],
}

describe('pageDataUrl', () => {
  it('is where Gatsby fetches page data from', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json')
    expect(pageDataUrl('/stores/')).toBe('/page-data/stores/page-data.json')
    expect(pageDataUrl('/stores/acme')).toBe('/page-data/stores/acme/page-data.json')
  })
})

describe('pageDataSummary', () => {
  // As Gatsby writes it; the query result names the same keys in its text.
  const pageData = (result: unknown) =>
    JSON.stringify({
      componentChunkName: 'component---src-templates-page-tsx',
      path: '/stores/',
      result: { data: result },
      staticQueryHashes: ['1024726757', '3067011957'],
      slicesMap: {},
    })

  it("reads the page's component and static queries from page data as Gatsby writes it", () => {
    const text = pageData({
      note: 'a store called ,"staticQueryHashes":["1"] and {"componentChunkName":"x"}',
      stores: [{ staticQueryHashes: ['999'] }],
    })
    expect(pageDataSummary(text)).toEqual({
      componentChunkName: 'component---src-templates-page-tsx',
      staticQueryHashes: ['1024726757', '3067011957'],
    })
  })

  it('reads page data of another shape whole', () => {
    const text = JSON.stringify({ staticQueryHashes: ['1'], componentChunkName: 'c', path: '/' })
    expect(pageDataSummary(text)).toEqual({
      staticQueryHashes: ['1'],
      componentChunkName: 'c',
      path: '/',
    })
  })
})

describe('pagePreloads', () => {
  it('lists the component chunk, page data, app data and static queries', () => {
    const preloads = pagePreloads(
      '/stores/acme/',
      {
        componentChunkName: 'component---src-templates-store-tsx',
        staticQueryHashes: ['111', '222'],
      },
      chunkMapping,
    )
    expect(preloads).toEqual([
      { href: '/component---src-templates-store-tsx-2.js', as: 'script' },
      {
        href: '/page-data/stores/acme/page-data.json',
        as: 'fetch',
        crossOrigin: 'anonymous',
        withQuery: true,
      },
      { href: '/page-data/app-data.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/page-data/sq/d/111.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/page-data/sq/d/222.json', as: 'fetch', crossOrigin: 'anonymous' },
    ])
  })

  it('adds the path prefix', () => {
    const [script, data] = pagePreloads(
      '/',
      { componentChunkName: 'component---src-pages-search-tsx' },
      chunkMapping,
      '/centre',
    )
    expect(script.href).toBe('/centre/component---src-pages-search-tsx-3.js')
    expect(data.href).toBe('/centre/page-data/index/page-data.json')
  })

  it('gives nothing for the 404 page or a page without data', () => {
    const data = { componentChunkName: 'component---src-pages-404-tsx' }
    expect(pagePreloads('/404/', data, chunkMapping)).toEqual([])
    expect(pagePreloads('/404.html', data, chunkMapping)).toEqual([])
    expect(pagePreloads('/x/', null, chunkMapping)).toEqual([])
  })
})

describe('searchWorkerStarter', () => {
  it('finds the worker script in the chunk map', () => {
    expect(searchWorkerUrl(chunkMapping)).toBe('/search-worker-4.js')
    expect(searchWorkerUrl({})).toBeNull()
  })

  it('starts the worker, asks for the index and leaves it for the page', () => {
    const posted: unknown[] = []
    const created: string[] = []
    class FakeWorker {
      onmessage: ((e: { data: unknown }) => void) | null = null
      constructor(url: string) {
        created.push(url)
      }
      postMessage(message: unknown) {
        posted.push(message)
        this.onmessage?.({ data: { type: 'ready', count: 3 } })
      }
    }
    const win: Record<string, unknown> = {}
    const run = new Function(
      'Worker',
      'window',
      'location',
      'performance',
      searchWorkerStarter('/search-worker-4.js', '/search/manifest.json'),
    )
    run(FakeWorker, win, { href: 'https://centre.example/search/?q=shoes' }, { mark() {} })
    expect(created).toEqual(['/search-worker-4.js'])
    expect(posted).toEqual([
      { type: 'init', manifestUrl: 'https://centre.example/search/manifest.json' },
    ])
    expect(win.__searchWorker).toMatchObject({ early: [{ type: 'ready', count: 3 }] })
  })
})

describe('injectPagePreloads', () => {
  function site() {
    const dir = mkdtempSync(path.join(tmpdir(), 'preloads-'))
    writeFileSync(path.join(dir, 'chunk-map.json'), JSON.stringify(chunkMapping))
    const page = (route: string, chunk: string, form = '') => {
      mkdirSync(path.join(dir, route), { recursive: true })
      writeFileSync(
        path.join(dir, route, 'index.html'),
        '<html><head><title>t</title></head><body>' +
          `<form action="/search/" method="get" role="search">${form}` +
          '<script src="/app-1.js" async></script></body></html>',
      )
      mkdirSync(path.join(dir, 'page-data', route || 'index'), { recursive: true })
      writeFileSync(
        path.join(dir, 'page-data', route || 'index', 'page-data.json'),
        JSON.stringify({ componentChunkName: chunk, staticQueryHashes: ['9'] }),
      )
    }
    page('search', 'component---src-pages-search-tsx')
    page('stores/acme', 'component---src-templates-store-tsx')
    page('jobs/barista', 'component---src-templates-store-tsx', '<form method="post">')
    return dir
  }

  it('writes the links into the head of a page with a form of its own', async () => {
    const dir = site()
    expect((await injectPagePreloads(dir, { manifestPath: '/search/manifest.json' })).written).toBe(
      3,
    )
    const job = readFileSync(path.join(dir, 'jobs', 'barista', 'index.html'), 'utf8')
    expect(job).toContain(
      '<link data-preload rel="preload" href="/page-data/sq/d/9.json" as="fetch" crossorigin="anonymous" fetchpriority="low"/></head>',
    )
    expect(job).toContain('<script src="/app-1.js" async></script>')
    expect(deferredList(job)).toBeNull()
    expect(job).not.toContain('Worker')
  })

  it("starts the search page's worker from its head, and defers its scripts like other pages", async () => {
    const dir = site()
    await injectPagePreloads(dir, { manifestPath: '/search/manifest.json' })
    const search = readFileSync(path.join(dir, 'search', 'index.html'), 'utf8')
    const head = search.slice(0, search.indexOf('</head>'))
    expect(head).toContain('<script data-preload>')
    expect(head).toContain('new Worker("/search-worker-4.js")')
    expect(search).not.toContain('<script src=')
    expect(search).not.toContain('<link data-preload')
    expect(deferredList(search)).toEqual({
      scripts: ['/app-1.js'],
      preloads: [
        { href: '/component---src-pages-search-tsx-3.js', as: 'script' },
        {
          href: '/page-data/search/page-data.json',
          as: 'fetch',
          crossOrigin: 'anonymous',
          withQuery: true,
        },
        { href: '/page-data/app-data.json', as: 'fetch', crossOrigin: 'anonymous' },
        { href: '/page-data/sq/d/9.json', as: 'fetch', crossOrigin: 'anonymous' },
      ],
    })
    for (const other of ['stores/acme', 'jobs/barista']) {
      expect(readFileSync(path.join(dir, other, 'index.html'), 'utf8')).not.toContain('Worker')
    }
  })

  it('gives other pages the loader, with their scripts and preloads in its list', async () => {
    const dir = site()
    await injectPagePreloads(dir, { manifestPath: '/search/manifest.json' })
    const store = readFileSync(path.join(dir, 'stores', 'acme', 'index.html'), 'utf8')
    expect(store).not.toContain('<script src=')
    expect(store).not.toContain('<link data-preload')
    expect(deferredList(store)).toEqual({
      scripts: ['/app-1.js'],
      preloads: [
        { href: '/component---src-templates-store-tsx-2.js', as: 'script' },
        {
          href: '/page-data/stores/acme/page-data.json',
          as: 'fetch',
          crossOrigin: 'anonymous',
          withQuery: true,
        },
        { href: '/page-data/app-data.json', as: 'fetch', crossOrigin: 'anonymous' },
        { href: '/page-data/sq/d/9.json', as: 'fetch', crossOrigin: 'anonymous' },
      ],
    })
  })

  it('is idempotent and replaces files rather than rewriting them in place', async () => {
    const dir = site()
    await injectPagePreloads(dir, { manifestPath: '/search/manifest.json' })
    const file = path.join(dir, 'search', 'index.html')
    const storeFile = path.join(dir, 'stores', 'acme', 'index.html')
    const once = readFileSync(file, 'utf8')
    const storeOnce = readFileSync(storeFile, 'utf8')
    const inode = statSync(file).ino
    expect((await injectPagePreloads(dir, { manifestPath: '/search/manifest.json' })).written).toBe(
      0,
    )
    expect(readFileSync(file, 'utf8')).toBe(once)
    expect(readFileSync(storeFile, 'utf8')).toBe(storeOnce)
    // A new chunk map (a new build) replaces the old links, in a new file.
    writeFileSync(
      path.join(dir, 'chunk-map.json'),
      JSON.stringify({ ...chunkMapping, 'search-worker': ['/search-worker-5.js'] }),
    )
    await injectPagePreloads(dir, { manifestPath: '/search/manifest.json' })
    const twice = readFileSync(file, 'utf8')
    expect(twice).toContain('/search-worker-5.js')
    expect(twice).not.toContain('/search-worker-4.js')
    expect(twice.match(/data-preload/g)).toHaveLength(once.match(/data-preload/g)!.length)
    expect(statSync(file).ino).not.toBe(inode)
  })
})

describe('withPreloads', () => {
  it('leaves a document without a head alone', () => {
    expect(withPreloads('<p>x</p>', preloadTags([{ href: '/a.js', as: 'script' }]))).toBe(
      '<p>x</p>',
    )
  })
})
