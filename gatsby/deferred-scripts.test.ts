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

  it('requests nothing while the page loads, then everything after the load event and a frame', () => {
    setReadyState('interactive')
    run()
    expect(requested().scripts).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(requested().scripts).toEqual([])
    frames.forEach((frame) => frame(0))
    jest.runAllTimers()
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
    (type) => {
      setReadyState('interactive')
      run()
      window.dispatchEvent(new Event(type))
      expect(requested().scripts).toEqual(['/webpack-runtime-1.js', '/app-3.js'])
      window.dispatchEvent(new Event('keydown'))
      window.dispatchEvent(new Event('load'))
      frames.forEach((frame) => frame(0))
      jest.runAllTimers()
      expect(requested().scripts).toHaveLength(2)
      expect(requested().preloads).toHaveLength(3)
    },
  )

  it('starts after the next frame when it runs after the page has loaded', () => {
    setReadyState('complete')
    run()
    expect(requested().scripts).toEqual([])
    frames.forEach((frame) => frame(0))
    jest.runAllTimers()
    expect(requested().scripts).toHaveLength(2)
  })

  it('does not wait for a frame in a hidden tab', () => {
    setReadyState('complete')
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    run()
    expect(requested().scripts).toHaveLength(2)
  })
})
