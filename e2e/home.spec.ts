/**
 * Home: carousel slides filtered by date in the browser, the hero slider's
 * controls (pause/play, autoplay, hover), every home block with the demo content, the
 * generic page's sections, slick loaded only where a slider is, and axe on home, a generic
 * page and the not-found page.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'

import {
  PUBLIC_DIR as PUBLIC,
  checkA11y,
  collectConsoleErrors,
  contextOptions,
  expect,
  test,
  url,
} from './support/fixtures'
import { currentSlide, holdCarousel, pauseClock, settleCarousel } from './support/carousel'

/** The Canberra date the site was built for: the demo puts Christmas Day 34 days after it. */
function buildDate(): DateTime {
  const dir = path.join(PUBLIC, 'page-data', 'sq', 'd')
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')).data
    const christmas = data?.openingHours?.holidays?.find(
      (h: { name: string }) => h.name === 'Christmas Day',
    )
    if (christmas) {
      return DateTime.fromISO(christmas.date, { zone: 'Australia/Canberra' }).minus({ days: 34 })
    }
  }
  throw new Error('no opening hours in the built static queries')
}

const slideLabels = (page: Page) =>
  page
    .locator('[data-hero-slider] .slick-slide:not(.slick-cloned) [aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))

const slideTexts = (page: Page) =>
  page
    .locator('[data-hero-slider] .slick-slide:not(.slick-cloned) .visually-hidden')
    .allTextContents()

test.describe('carousel slides are filtered at display time by publish and expiry dates', () => {
  test('on the build day: no dates, expiry-only future, publish-only past, both current', async ({
    page,
  }) => {
    await page.clock.install({ time: buildDate().set({ hour: 12 }).toJSDate() })
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-hero-slider] .slick-initialized')
    expect(await slideTexts(page)).toEqual([
      'Up to 70% off, every day',
      'Christmas gift guide',
      'New in the Homemaker Centre',
      'Santa Photos are here',
    ])
    expect(await slideLabels(page)).toEqual([
      'Slide 1 of 4',
      'Slide 2 of 4',
      'Slide 3 of 4',
      'Slide 4 of 4',
    ])
  })

  test('a month later (same build): the publish-only slide appears, expired ones go', async ({
    page,
  }) => {
    // Build day + 34: after 'Boxing Day sales' is published (+30) and after the Santa slide
    // expired (+33, 5pm); the Christmas gift guide runs until +35.
    await page.clock.install({
      time: buildDate().plus({ days: 34 }).set({ hour: 12 }).toJSDate(),
    })
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-hero-slider] .slick-initialized')
    expect(await slideTexts(page)).toEqual([
      'Up to 70% off, every day',
      'Christmas gift guide',
      'New in the Homemaker Centre',
      'Boxing Day sales',
    ])
  })

  test('the server-rendered HTML holds only the first slide, without slick', () => {
    const html = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8')
    const hero = html.slice(html.indexOf('data-hero-slider'))
    expect(hero).toContain('Slide 1 of 4')
    expect(hero).not.toContain('Slide 2 of 4')
    expect(html).not.toMatch(/class="[^"]*\bslick-track/)
  })
})

test.describe('hero slider controls', () => {
  test('autoplay every 7.5 s, a visible pause/play button, pauses on hover', async ({ page }) => {
    await page.clock.install({ time: buildDate().set({ hour: 12 }).toJSDate() })
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-hero-slider] .slick-initialized')
    const hero = page.locator('[data-hero-slider]')
    const current = () => currentSlide(hero)
    // Freeze the page's clock, then restart autoplay with Pause/Play so its timer starts now.
    await pauseClock(page)
    await hero.getByRole('button', { name: 'Pause slideshow' }).click()
    await settleCarousel(page)
    await hero.getByRole('button', { name: 'Play slideshow' }).click()
    await page.mouse.move(5, 890) // away from the slides
    const first = await current()
    expect(first).toBe('Slide 1 of 4')

    await page.clock.runFor(7400)
    expect(await current()).toBe('Slide 1 of 4')
    await page.clock.runFor(200) // 7.5 s
    await page.clock.runFor(600) // the 500 ms transition
    expect(await current()).toBe('Slide 2 of 4')

    // Hovering the slides pauses autoplay.
    await hero.locator('.slick-list').hover()
    await page.clock.runFor(16000)
    expect(await current()).toBe('Slide 2 of 4')
    await page.mouse.move(5, 890)

    // The visible pause button stops it; play starts it again.
    const pause = hero.getByRole('button', { name: 'Pause slideshow' })
    expect(await pause.isVisible()).toBe(true)
    await pause.click()
    await page.mouse.move(5, 890)
    const play = hero.getByRole('button', { name: 'Play slideshow' })
    expect(await play.isVisible()).toBe(true)
    await page.clock.runFor(16000)
    expect(await current()).toBe('Slide 2 of 4')
    await play.click()
    await page.mouse.move(5, 890)
    await page.clock.runFor(8200)
    expect(await current()).toBe('Slide 3 of 4')

    // Keyboard: Next and Previous.
    await hero.getByRole('button', { name: 'Pause slideshow' }).click()
    await hero.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await page.clock.runFor(700)
    expect(await current()).toBe('Slide 4 of 4')
    await hero.getByRole('button', { name: 'Previous slide' }).focus()
    await page.keyboard.press('Enter')
    await page.clock.runFor(700)
    expect(await current()).toBe('Slide 3 of 4')
    // Slides out of view cannot be reached with the keyboard; the one in view can.
    const states = await hero
      .locator('.slick-slide')
      .evaluateAll((all) =>
        all.map((s) => `hidden=${s.getAttribute('aria-hidden')} inert=${s.hasAttribute('inert')}`),
      )
    const count = (state: string) => states.filter((s) => s === state).length
    expect(states.length).toBeGreaterThanOrEqual(4)
    expect(count('hidden=false inert=false')).toBe(1)
    expect(count('hidden=true inert=true')).toBe(states.length - 1)
  })

  /**
   * The site's carousel defaults: a 200 ms wheel throttle (a sideways gesture moves the
   * slides, src/lib/slides.ts has the rule and its throttle) and a drag threshold of half a
   * slide for a short drag (released within 300 ms), 0.15 of a slide otherwise. The page's
   * clock is stopped, so a drag lasts exactly as long as the test moves the clock on.
   */
  async function frozenHero(page: Page) {
    await page.clock.install({ time: buildDate().set({ hour: 12 }).toJSDate() })
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-hero-slider] .slick-initialized')
    const hero = page.locator('[data-hero-slider]')
    const box = await holdCarousel(page, hero)
    const { middle } = box
    const current = () => currentSlide(hero)
    /** Drags across `part` of the (one) slide's width, leftwards, lasting `ms` on the clock. */
    const drag = async (part: number, ms: number) => {
      const start = box.x + box.width * 0.8 // so that the pointer stays on the slides
      await page.mouse.move(start, middle.y)
      await page.mouse.down()
      await page.mouse.move(start - box.width * part, middle.y, { steps: 8 })
      if (ms) await page.clock.runFor(ms)
      await page.mouse.up()
      await page.clock.runFor(700) // the 500 ms transition
      // Slick ends its transition in a state update, which React renders off the page's
      // clock (on a message channel), and only then starts the 10 ms timer that clears its
      // `animating` flag; until that runs, slick ignores the next drag. Let React render, then
      // move the clock on past that timer.
      await page.waitForTimeout(100)
      await page.clock.runFor(100)
    }
    return { hero, current, middle, drag }
  }

  test('a sideways wheel gesture moves the slides; an upright one scrolls the page', async ({
    page,
  }) => {
    const { current, middle } = await frozenHero(page)
    expect(await current()).toBe('Slide 1 of 4')
    await page.mouse.move(middle.x, middle.y)
    await page.mouse.wheel(120, 0)
    await page.clock.runFor(700)
    expect(await current()).toBe('Slide 2 of 4')
    await page.mouse.wheel(-120, 0)
    await page.clock.runFor(700)
    expect(await current()).toBe('Slide 1 of 4')
    // Shift with an ordinary wheel moves sideways too.
    await page.keyboard.down('Shift')
    await page.mouse.wheel(0, 120)
    await page.keyboard.up('Shift')
    await page.clock.runFor(700)
    expect(await current()).toBe('Slide 2 of 4')
    expect(await page.evaluate(() => window.scrollX)).toBe(0)

    await page.mouse.wheel(0, 300)
    await page.waitForFunction(() => window.scrollY > 0)
    await page.clock.runFor(700)
    expect(await current()).toBe('Slide 2 of 4')
  })

  test('a short drag must cover half a slide to change it, a longer drag 0.15', async ({
    page,
  }) => {
    const { hero, current, drag } = await frozenHero(page)
    await drag(0.3, 0) // short, under half a slide: springs back
    expect(await current()).toBe('Slide 1 of 4')
    await drag(0.6, 0) // short, over half
    expect(await current()).toBe('Slide 2 of 4')
    await drag(0.1, 400) // long, under 0.15
    expect(await current()).toBe('Slide 2 of 4')
    await drag(0.3, 400) // long, over 0.15
    expect(await current()).toBe('Slide 3 of 4')
    await drag(0.3, 299) // still short at 299 ms
    expect(await current()).toBe('Slide 3 of 4')
    // Releasing a drag never follows the link it started on (given time for a navigation to
    // fetch its page and show it); a click does.
    await page.clock.runFor(1000)
    await page.waitForLoadState('networkidle')
    expect(page.url()).toBe(url('/'))
    const link = hero.locator('.slick-active a').first()
    const href = (await link.getAttribute('href'))!
    await link.click()
    await page.clock.runFor(1000)
    await page.waitForURL(url(href))
  })

  test('with prefers-reduced-motion the slider does not autoplay', async ({ openPage }) => {
    const page = await openPage('desktop', { reducedMotion: 'reduce' })
    await page.clock.install({ time: buildDate().set({ hour: 12 }).toJSDate() })
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    await page.waitForSelector('[data-hero-slider] .slick-initialized')
    const hero = page.locator('[data-hero-slider]')
    expect(await hero.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true)
    await page.clock.runFor(20000)
    expect(await currentSlide(hero)).toBe('Slide 1 of 4')
  })

  test('below the medium breakpoint the mobile image is shown', async ({ openPage }) => {
    const page = await openPage('mobile')
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const img = page.locator('[data-hero-slider] img[data-image]').first()
    await page.waitForFunction(() => {
      const shown = document.querySelector<HTMLImageElement>('[data-hero-slider] img[data-image]')
      return !!shown?.currentSrc && shown.complete && shown.naturalWidth > 0
    })
    // Mobile images are about 810x530 (≈1.53:1); desktop banners are 3:1. The file the
    // browser chose, not only the frame it is drawn in (CSS shapes that either way).
    const file = await img.evaluate((i: HTMLImageElement) => i.naturalWidth / i.naturalHeight)
    expect(file).toBeLessThan(2)
    const box = await img.boundingBox()
    expect(box!.width / box!.height).toBeLessThan(2)
  })
})

test('slick is downloaded only by pages with a slider', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(await response.text().catch(() => ''))
    }
  })
  await page.goto(url('/stores/'), { waitUntil: 'networkidle' })
  expect(scripts.some((js) => js.includes('slick-cloned'))).toBe(false)
  expect(await page.evaluate(() => document.querySelector('.slick-track') !== null)).toBe(false)
  await page.goto(url('/'), { waitUntil: 'networkidle' })
  await page.waitForSelector('[data-hero-slider] .slick-initialized')
  expect(scripts.some((js) => js.includes('slick-cloned'))).toBe(true)
})

test.describe('every home block, with the demo content', () => {
  let page: Page

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage(contextOptions('desktop'))
    await page.goto(url('/'), { waitUntil: 'networkidle' })
  })
  test.afterAll(async () => {
    await page.close()
  })

  test('quick store information with the centre map link', async () => {
    const info = page.locator('[data-store-info]')
    expect(await info.getByRole('heading', { name: 'Plan your visit' }).isVisible()).toBe(true)
    expect(await info.locator('[data-map-link]').getAttribute('href')).toMatch(/\.pdf$/)
    expect(await info.locator('[data-hours-tone]').innerText()).toMatch(/^(Open today|Closed for)/)
  })

  test('button sections: halves side by side, full width up to 800 px', async () => {
    const halves = page.locator('[data-buttons-size="halves"] [data-button-tile]')
    expect(await halves.count()).toBe(2)
    const [a, b] = [await halves.nth(0).boundingBox(), await halves.nth(1).boundingBox()]
    expect(Math.round(a!.y)).toBe(Math.round(b!.y))
    expect(a!.width).toBeGreaterThan(400)
    const full = page.locator('[data-buttons-size="full"] [data-button-tile]')
    expect(await full.count()).toBe(2)
    for (const tile of await full.all()) {
      const box = await tile.boundingBox()
      expect(box!.width).toBeLessThanOrEqual(800)
      expect(box!.width).toBeGreaterThan(700)
    }
    expect(await halves.nth(0).getByRole('link').getAttribute('href')).toBe('/stores/')
    expect(await halves.nth(0).innerText()).toContain('Over 100 outlet stores')
    // Decorative images (no alt text) are hidden from assistive technology.
    expect(await halves.nth(0).locator('img[data-image]').getAttribute('alt')).toBe('')
  })

  test('spacers: grey, white and transparent', async () => {
    const colours = await page
      .locator('[data-spacer]')
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-spacer'), getComputedStyle(el).backgroundColor]),
      )
    expect(colours).toEqual([
      ['grey', 'rgb(243, 242, 239)'],
      ['white', 'rgb(255, 255, 255)'],
      ['transparent', 'rgba(0, 0, 0, 0)'],
    ])
  })

  test('store tiles for sport, fashion, home and family', async () => {
    const tiles = page.locator('[data-store-tiles] a')
    expect(await tiles.allInnerTexts()).toEqual(['SPORT', 'FASHION', 'HOME', 'FAMILY'])
    expect(await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/stores/?category=20',
      '/stores/?category=29',
      '/stores/?category=1',
      '/stores/?category=10',
    ])
    expect(await page.locator('[data-store-tiles] img').first().getAttribute('src')).toBe(
      '/images/pillars/sport.jpg',
    )
  })

  test('gift generator promo: four categories linking to the gift page', async () => {
    const tiles = page.locator('[data-gift-promo] a')
    expect(await tiles.allInnerTexts()).toEqual(['FOR HER', 'FOR HIM', 'FOR HOME', 'FOR KIDS'])
    expect(await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/gift-generator/?category=62',
      '/gift-generator/?category=61',
      '/gift-generator/?category=63',
      '/gift-generator/?category=64',
    ])
  })

  test("Instagram banner: Let's get social, with Instagram and Facebook", async () => {
    const banner = page.locator('[data-instagram-banner]')
    expect(await banner.getByRole('heading', { name: "Let's get social" }).isVisible()).toBe(true)
    expect(await banner.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.instagram\.com\//,
    )
    expect(await banner.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\//,
    )
  })

  test('map block: a titled map iframe, heading and text', async () => {
    const block = page.locator('[data-map-block]')
    expect(await block.getByRole('heading', { name: 'Find us' }).isVisible()).toBe(true)
    const frame = block.locator('iframe')
    expect(await frame.getAttribute('title')).toBe('Map: Find us')
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\//)
    expect(await block.innerText()).toContain('45 Wattlebird Drive')
  })

  test('image tile with its caption overlaid', async () => {
    const tile = page.locator('[data-image-tile]')
    expect(await tile.innerText()).toContain('KIDS CLUB COLOURING COMPETITION')
    expect(await tile.getByRole('link').getAttribute('href')).toBe(
      '/kids-club-colouring-competition/',
    )
  })

  test('the hero slider and every block are visible in order', async () => {
    for (const selector of [
      '[data-hero-slider]',
      '[data-store-info]',
      '[data-buttons-size="halves"]',
      '[data-store-tiles]',
      '[data-gift-promo]',
      '[data-buttons-size="full"]',
      '[data-image-tile]',
      '[data-instagram-banner]',
      '[data-map-block]',
    ]) {
      expect(await page.locator(selector).first().isVisible()).toBe(true)
    }
    expect(await page.getByRole('heading', { name: "WHAT'S ON?" }).count()).toBe(1)
  })
})

test.describe('generic content page sections (/about-us/)', () => {
  test('banner, uppercase title, text with image, hero slider, pillars, image tile', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page)
    await page.goto(url('/about-us/'), { waitUntil: 'networkidle' })
    const title = page.getByRole('heading', { level: 1 })
    expect(await title.innerText()).toBe('ABOUT US')
    expect(await page.locator('[data-hero-slider]').isVisible()).toBe(true)
    const pillars = page.locator('[data-pillar] a')
    expect(await pillars.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/stores/?category=20',
      '/stores/?category=10',
      '/stores/?category=29',
      '/stores/', // the demo's home pillar has no category: /stores/
    ])
    expect(await page.getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe(
      '/stores/',
    )
    expect(await page.locator('[data-image-tile] a').getAttribute('href')).toBe(
      '/information/#leasing-contact',
    )
    expect(errors.errors).toEqual([])
  })

  test('the icon grid has three columns on desktop', async ({ page }) => {
    await page.goto(url('/information/'), { waitUntil: 'networkidle' })
    const items = page.locator('[data-icon-grid] > li')
    expect(await items.count()).toBe(9)
    const tops = await items.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    )
    expect(tops[0]).toBe(tops[2])
    expect(tops[3]).toBeGreaterThan(tops[2])
    expect(await items.first().locator('svg').getAttribute('aria-hidden')).toBe('true')
  })
})

test.describe('axe: WCAG 2.2 AA', () => {
  for (const [route, viewport] of [
    ['/', 'desktop'],
    ['/', 'mobile'],
    ['/about-us/', 'desktop'],
    ['/about-us/', 'mobile'],
    ['/this-page-does-not-exist/', 'desktop'],
  ] as const) {
    test(`${route} (${viewport}) has no violations`, async ({ openPage }) => {
      const page = await openPage(viewport)
      await page.goto(url(route), { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      expect(await checkA11y(page, { exclude: ['iframe'] })).toEqual([])
    })
  }
})
