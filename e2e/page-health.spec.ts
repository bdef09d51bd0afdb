// Every page type loads cleanly and cheaply: no console errors and no hydration
// warnings; the carousel library and its markup only where there is a carousel; every image
// with its dimensions; the largest contentful paint image fetched early (eager with high
// priority, or preloaded); fonts preloaded; layout shift under 0.04.
import type { Page } from '@playwright/test'

import { PAGE_TYPES } from '../toolkit/page-types.cjs'
import {
  collectConsoleErrors,
  expect,
  test,
  url,
  type OpenPage,
  type ViewportName,
} from './support/fixtures'

/** Records layout shifts and the LCP element from the start of the page's life. */
const OBSERVE = `
  window.__cls = 0
  window.__lcp = null
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  // Read when the entry comes: the slider replaces the server-rendered hero image later, and
  // an entry's element is null once its element has left the page.
  new PerformanceObserver((list) => {
    const entries = list.getEntries()
    const entry = entries[entries.length - 1]
    const element = entry.element
    window.__lcp = {
      tag: element ? element.tagName.toLowerCase() : null,
      src: entry.url || null,
      loading: element ? element.getAttribute('loading') : null,
      fetchPriority: element ? element.getAttribute('fetchpriority') : null,
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
`

interface LcpInfo {
  /** The element's tag when the entry came; null if no entry came at all. */
  tag: string | null
  /** The image's address, for an image (null for text). */
  src: string | null
  loading: string | null
  fetchPriority: string | null
  preloaded: boolean
}

async function lcpInfo(page: Page): Promise<LcpInfo> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __lcp: Omit<LcpInfo, 'preloaded'> | null }).__lcp
    const src = seen?.src ?? null
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')]
    const preloaded =
      !!src &&
      preloads.some((link) => {
        const srcset = link.getAttribute('imagesrcset') ?? ''
        const href = link.getAttribute('href') ?? ''
        const path = new URL(src, location.href).pathname
        return (
          srcset.includes(path) || (href !== '' && new URL(href, location.href).pathname === path)
        )
      })
    return { tag: null, loading: null, fetchPriority: null, ...seen, src, preloaded }
  })
}

async function visit(openPage: OpenPage, path: string, viewport: ViewportName) {
  const page = await openPage(viewport)
  const problems = collectConsoleErrors(page, { warnings: true })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.addInitScript(OBSERVE)
  const response = await page.goto(url(path), { waitUntil: 'load' })
  // Let hydration, on-demand chunks and lazy carousels settle, then look further down.
  await page.waitForLoadState('networkidle')
  const lcp = await lcpInfo(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  return { page, problems, scripts, response, lcp }
}

// The 404 page type is visited at an unknown address, as visitors meet it.
const VISITS = PAGE_TYPES.map((type) =>
  type.path === '/404/' ? { ...type, path: '/no-such-page-here/' } : type,
)

for (const { name, path } of VISITS) {
  test.describe(`${name} (${path})`, () => {
    test('the server-rendered HTML carries the global styles (no shift when scripts run)', async ({
      openPage,
    }) => {
      const page = await openPage('mobile', { javaScriptEnabled: false })
      await page.goto(url(path), { waitUntil: 'load' })
      const body = await page.evaluate(() => {
        const style = getComputedStyle(document.body)
        return { margin: style.margin, font: style.fontFamily.split(',')[0].trim() }
      })
      expect(body).toEqual({ margin: '0px', font: expect.stringMatching(/Lato/) })
    })

    for (const viewport of ['mobile', 'desktop'] as const) {
      test(`on ${viewport}: no console errors or hydration warnings; slider code only with a carousel`, async ({
        openPage,
      }) => {
        const { page, problems, scripts, response } = await visit(openPage, path, viewport)
        expect(response?.status()).toBe(path === '/no-such-page-here/' ? 404 : 200)
        // An unknown address answers 404 on purpose (and Gatsby's loader then asks for the
        // address's page data, also 404): the browser logs those responses; nothing else.
        const expected404 = /Failed to load resource: the server responded with a status of 404/
        expect(
          problems.errors.filter((e) => !(path === '/no-such-page-here/' && expected404.test(e))),
        ).toEqual([])

        const carousels = await page.locator('[aria-roledescription="carousel"]').count()
        const sliderLoaded = scripts.some((script) => /\/react-slick-[0-9a-f]+\.js$/.test(script))
        const html = await (await page.request.get(url(path))).text()
        if (carousels === 0) {
          expect(sliderLoaded).toBe(false)
          expect(html).not.toMatch(/class="[^"]*\bslick-/)
        }
      })
    }

    test('images have dimensions, the LCP image is fetched early, fonts are preloaded, CLS ≤ 0.04', async ({
      openPage,
    }) => {
      const { page, lcp } = await visit(openPage, path, 'mobile')
      // A plain <img> carries width and height; a gatsby-plugin-image wrapper reserves the
      // image's box itself (an aspect-ratio sizer, or a fixed width and height).
      const withoutSize = await page.evaluate(() => {
        const plain = [...document.querySelectorAll('img')]
          .filter((img) => !img.closest('noscript, .gatsby-image-wrapper'))
          .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')))
        const wrappers = [...document.querySelectorAll<HTMLElement>('.gatsby-image-wrapper')]
          .filter((wrapper) => !wrapper.closest('noscript'))
          .filter((wrapper) => {
            const sizer = wrapper.querySelector(
              ':scope > div > canvas[width][height], :scope > div[style*="padding-top"]',
            )
            const fixed = wrapper.style.width !== '' && wrapper.style.height !== ''
            const fullWidthOrConstrained = !!sizer
            return !(fixed || fullWidthOrConstrained)
          })
        return [...plain, ...wrappers].map((element) => element.outerHTML.slice(0, 160))
      })
      expect(withoutSize).toEqual([])

      // Every page paints a largest element; when it is an image, it was asked for early.
      expect(lcp.tag).not.toBeNull()
      if (lcp.src) {
        const early = lcp.loading !== 'lazy' && (lcp.fetchPriority === 'high' || lcp.preloaded)
        expect({ lcp: lcp.src, early }).toEqual({ lcp: lcp.src, early: true })
      }

      const fonts = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => ({
          href: link.getAttribute('href') ?? '',
          crossorigin: link.hasAttribute('crossorigin'),
        })),
      )
      expect(fonts.length).toBe(4)
      for (const font of fonts) {
        expect(font.href).toMatch(/^\/static\/.+-[0-9a-f]{20,}\.woff2$/)
        expect(font.crossorigin).toBe(true)
      }

      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls).toBeLessThanOrEqual(0.04)
    })
  })
}

// Fonts are swapped in when they arrive (font-display: swap): text first shows in a fallback
// font with other metrics. On a phone the info strip's links once stood on lines as tall as
// the fallback font made them, so when the web fonts came the header lost 4 px and the page
// below it moved up (Lighthouse: a layout shift of 0.064 on job detail).
test('on a phone the header keeps its height when the web fonts arrive late', async ({
  openPage,
}) => {
  const page = await openPage('mobile')
  let release = () => {}
  const fontsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.woff2$/, async (route) => {
    await fontsHeld
    await route.continue()
  })
  const job = PAGE_TYPES.find((type) => type.name === 'job detail')!.path
  await page.goto(url(job), { waitUntil: 'domcontentloaded' })
  const mainTop = () => page.getByRole('main').evaluate((main) => main.getBoundingClientRect().top)
  const webFontsLoaded = () =>
    page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').length)
  expect(await webFontsLoaded()).toBe(0)
  const before = await mainTop()

  release()
  await expect.poll(webFontsLoaded).toBe(4)
  await page.evaluate(() => document.fonts.ready)
  expect(await mainTop()).toBe(before)
})
