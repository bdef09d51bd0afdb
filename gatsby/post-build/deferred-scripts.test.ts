import {
  LOADER,
  deferScripts,
  deferredList,
  listBlock,
  needsScriptsAtOnce,
  restoreScriptTags,
} from './deferred-scripts'

const GATSBY_TAGS =
  '<script src="/webpack-runtime-1.js" async></script>' +
  '<script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script>'
const page = (body: string) =>
  `<html><head><title>t</title></head><body><div id="___gatsby">x</div>` +
  `<script type="application/ld+json">{"@type":"Store"}</script>` +
  `<script>window.___chunkMapping={}</script>${body}</body></html>`
const PRELOADS = [
  { href: '/component---src-templates-store-tsx-4.js', as: 'script' as const },
  {
    href: '/page-data/stores/acme/page-data.json',
    as: 'fetch' as const,
    crossOrigin: 'anonymous' as const,
    withQuery: true as const,
  },
  { href: '/page-data/app-data.json', as: 'fetch' as const, crossOrigin: 'anonymous' as const },
]

describe('deferScripts', () => {
  it('replaces the start-up script tags with the list and the loader, in their place', () => {
    const html = deferScripts(page(GATSBY_TAGS), PRELOADS)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(
      '<script>window.___chunkMapping={}</script><script type="application/json"',
    )
    expect(html).toContain(`<script data-script-loader>${LOADER}</script></body>`)
    expect(deferredList(html)).toEqual({
      scripts: ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'],
      preloads: PRELOADS,
    })
  })

  it('leaves JSON-LD, inline scripts, other sites and modules as they are', () => {
    const other =
      '<script src="https://www.googletagmanager.com/gtm.js" async></script>' +
      '<script type="module" src="/m.js"></script>'
    const html = deferScripts(page(other + GATSBY_TAGS), [])
    expect(html).toContain(other)
    expect(html).toContain('<script type="application/ld+json">{"@type":"Store"}</script>')
    expect(deferredList(html)?.scripts).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
    ])
  })

  it('changes nothing on a page without start-up script tags', () => {
    expect(deferScripts(page(''), PRELOADS)).toBe(page(''))
  })

  it('writes a list nothing in it can break out of', () => {
    const block = listBlock({ scripts: ['/a</script><script>alert(1)//.js'], preloads: [] })
    expect(block.match(/<\/script>/g)).toHaveLength(2)
    expect(deferredList(block)?.scripts).toEqual(['/a</script><script>alert(1)//.js'])
  })
})

describe('restoreScriptTags', () => {
  it("gives back Gatsby's tags, so a later build's run starts from the same HTML", () => {
    const original = page(GATSBY_TAGS)
    const deferred = deferScripts(original, PRELOADS)
    expect(restoreScriptTags(deferred)).toBe(original)
    expect(deferScripts(restoreScriptTags(deferred), PRELOADS)).toBe(deferred)
  })

  it('leaves a page without a list alone', () => {
    expect(restoreScriptTags(page(GATSBY_TAGS))).toBe(page(GATSBY_TAGS))
  })
})

describe('needsScriptsAtOnce', () => {
  const siteSearch = '<form action="/search/" method="get" role="search" aria-label="Site search">'
  it('is true for pages with a form of their own', () => {
    expect(needsScriptsAtOnce(page(`${siteSearch}<form method="post" novalidate>`))).toBe(true)
    expect(needsScriptsAtOnce(page(`${siteSearch}<form role="search" method="get">`))).toBe(true)
  })

  it('is false for forms that take over early input, true as soon as another form is there', () => {
    const filters =
      '<form role="search" method="get" data-early-input="" aria-label="Find a store">'
    expect(needsScriptsAtOnce(page(siteSearch + filters))).toBe(false)
    expect(needsScriptsAtOnce(page(`${filters}<form method="post" novalidate>`))).toBe(true)
    // The attribute, not a look-alike in another attribute's value.
    expect(needsScriptsAtOnce(page('<form aria-label="x-data-early-input-y" method="get">'))).toBe(
      true,
    )
  })

  it("is false when the only forms are the header's site search (the search page's own included)", () => {
    expect(needsScriptsAtOnce(page(siteSearch + siteSearch))).toBe(false)
    expect(needsScriptsAtOnce(page(''))).toBe(false)
  })

  it('reads the site search under a path prefix', () => {
    const prefixed = '<form action="/centre/search/" method="get" role="search">'
    expect(needsScriptsAtOnce(page(prefixed), '/centre')).toBe(false)
    expect(needsScriptsAtOnce(page(prefixed))).toBe(true)
  })
})

describe('the loader (in the browser)', () => {
  let frames: FrameRequestCallback[]

  beforeEach(() => {
    frames = []
    jest.useFakeTimers()
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    document.head.innerHTML = ''
    document.body.innerHTML = listBlock({
      scripts: ['/webpack-runtime-1.js', '/app-3.js'],
      preloads: PRELOADS,
    }).replace(/<script data-script-loader>[\s\S]*<\/script>/, '')
  })

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  const requested = () => ({
    scripts: [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('as'),
      l.getAttribute('crossorigin'),
    ]),
  })
  const run = () => new Function(LOADER)()
  const setReadyState = (state: DocumentReadyState) =>
    jest.spyOn(document, 'readyState', 'get').mockReturnValue(state)
  /** Lets the loader's promises settle, then paints every frame it asks for and runs its timers. */
  const paint = async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.resolve()
      await Promise.resolve()
      const due = frames.splice(0)
      due.forEach((frame) => frame(0))
    }
    jest.runAllTimers()
  }

  it('requests nothing while the page loads, then everything after the load event and two frames', async () => {
    setReadyState('interactive')
    run()
    expect(requested().scripts).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(requested().scripts).toEqual([])
    await Promise.resolve()
    await Promise.resolve()
    frames.splice(0).forEach((frame) => frame(0))
    jest.runAllTimers()
    expect(requested().scripts).toEqual([])
    await paint()
    expect(requested()).toEqual({
      scripts: ['/webpack-runtime-1.js', '/app-3.js'],
      preloads: [
        ['/component---src-templates-store-tsx-4.js', 'script', null],
        ['/page-data/stores/acme/page-data.json', 'fetch', 'anonymous'],
        ['/page-data/app-data.json', 'fetch', 'anonymous'],
      ],
    })
  })

  it.each([
    ['?category=20', '/page-data/stores/acme/page-data.json?category=20'],
    [
      '?utm_source=news&utm_medium=email',
      '/page-data/stores/acme/page-data.json?utm_source=news&utm_medium=email',
    ],
    ['?', '/page-data/stores/acme/page-data.json'],
  ])(
    "asks for the page's own data with the visit's query string %s, as Gatsby's loader will",
    (search, pageData) => {
      window.history.replaceState(null, '', `/stores/acme/${search}`)
      setReadyState('complete')
      jest.spyOn(document, 'hidden', 'get').mockReturnValue(true)
      run()
      expect(requested().preloads.map(([href]) => href)).toEqual([
        '/component---src-templates-store-tsx-4.js',
        pageData,
        '/page-data/app-data.json',
      ])
      window.history.replaceState(null, '', '/')
    },
  )

  it.each(['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll'])(
    'requests everything at once on a first %s, and only once',
    async (type) => {
      setReadyState('interactive')
      run()
      window.dispatchEvent(new Event(type))
      expect(requested().scripts).toEqual(['/webpack-runtime-1.js', '/app-3.js'])
      window.dispatchEvent(new Event('keydown'))
      window.dispatchEvent(new Event('load'))
      await paint()
      expect(requested().scripts).toHaveLength(2)
      expect(requested().preloads).toHaveLength(3)
    },
  )

  it('starts after two frames when it runs after the page has loaded', async () => {
    setReadyState('complete')
    run()
    expect(requested().scripts).toEqual([])
    await paint()
    expect(requested().scripts).toHaveLength(2)
  })

  it("waits for the first screen's images to be decoded and the fonts to be ready", async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<img src="/banner.avif" alt=""><img src="/below.avif" alt="" loading="lazy">',
    )
    const [banner, below] = [...document.images]
    let decoded = () => {}
    const bannerDecode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)))
    const belowDecode = jest.fn(() => new Promise<void>(() => {}))
    Object.assign(banner, { decode: bannerDecode })
    Object.assign(below, { decode: belowDecode })
    let fontsReady = () => {}
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready: new Promise<void>((resolve) => (fontsReady = resolve)) },
    })
    try {
      setReadyState('complete')
      run()
      await paint()
      expect(bannerDecode).toHaveBeenCalled()
      expect(belowDecode).not.toHaveBeenCalled()
      expect(requested().scripts).toEqual([])
      decoded()
      await paint()
      expect(requested().scripts).toEqual([])
      fontsReady()
      await paint()
      expect(requested().scripts).toHaveLength(2)
    } finally {
      delete (document as { fonts?: unknown }).fonts
    }
  })

  it('waits for the first contentful paint where the browser reports it', async () => {
    let report: (names: string[]) => void = () => {}
    const disconnect = jest.fn()
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = (names) =>
          callback(
            { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
            this,
          )
      }
      observe = jest.fn()
      disconnect = disconnect
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: FakeObserver,
    })
    try {
      setReadyState('complete')
      run()
      await paint()
      report(['first-paint'])
      await paint()
      expect(requested().scripts).toEqual([])
      report(['first-contentful-paint'])
      await paint()
      expect(disconnect).toHaveBeenCalled()
      expect(requested().scripts).toHaveLength(2)
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
    }
  })

  it('does not wait for a frame in a hidden tab', () => {
    setReadyState('complete')
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    run()
    expect(requested().scripts).toHaveLength(2)
  })
})
