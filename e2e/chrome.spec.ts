/**
 * Shared chrome: skip link, unsupported-browser banner, info strip with the live
 * opening hours, the desktop menu split around the logo with callouts, the search toggle,
 * the mobile side menu, the sticky header bar and its scrolled state, the footer, and the
 * metadata in the built HTML. Keyboard only where a visitor would use the keyboard.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'

import {
  PUBLIC_DIR as PUBLIC,
  collectConsoleErrors,
  contextOptions,
  expect,
  test,
  url,
  type OpenPage,
} from './support/fixtures'
import { markDocument, sameDocument } from './support/loading'

const UNSUPPORTED =
  'Your browser is not supported. Please upgrade to the latest version of Firefox or Microsoft Edge.'

type Holiday = { name: string; date: string; hours: string | null; closed: boolean }

/** The opening hours the site was built with (from the layout's static query result). */
function builtHolidays(): Holiday[] {
  const dir = path.join(PUBLIC, 'page-data', 'sq', 'd')
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')).data
    if (data?.openingHours?.holidays) return data.openingHours.holidays
  }
  throw new Error('no opening hours in the built static queries')
}

/** A Canberra wall-clock time on a holiday's date, as an instant. */
function canberra(date: string, time: string): Date {
  return DateTime.fromISO(`${date}T${time}`, { zone: 'Australia/Canberra' }).toJSDate()
}

async function tabUntil(page: Page, predicate: () => Promise<boolean>, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab')
    if (await predicate()) return
  }
  throw new Error('focus never reached the target')
}

const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '')

test.describe('desktop (1440 px), keyboard only', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page)
    await page.goto(url('/about-us/'), { waitUntil: 'networkidle' })
    await page.keyboard.press('Tab')
    expect(await focusedText(page)).toBe('Skip to main content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    expect(errors.errors).toEqual([])
  })

  test('the main menu is split: four links, the centred logo, then the rest', async ({ page }) => {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const navs = page.locator('[data-desktop-nav]')
    const first = navs.nth(0).locator(':scope > ul > li > span > a')
    const rest = navs.nth(1).locator(':scope > ul > li > span > a')
    expect(await first.allInnerTexts()).toEqual(['HOME', 'STORES', 'OFFERS', "WHAT'S ON"])
    expect(await rest.allInnerTexts()).toEqual(['CENTRE MAP', 'CENTRE INFORMATION'])
    const logo = await page
      .getByRole('link', { name: 'Molonglo Outlet Centre home', exact: true })
      .boundingBox()
    expect(logo).not.toBeNull()
    // The logo sits in the middle of the 1440 px bar.
    expect(Math.abs(logo!.x + logo!.width / 2 - 720)).toBeLessThan(40)
    expect(await page.locator('[data-desktop-nav] a[href="/stores/"]').getAttribute('href')).toBe(
      '/stores/',
    )
    const map = page.locator('[data-desktop-nav] a', { hasText: 'Centre map' })
    // The centre map page, which keeps the PDF as a download; it opens in the same tab.
    expect(await map.getAttribute('href')).toBe('/centre-map/')
    expect(await map.getAttribute('target')).toBeNull()
  })

  test('focusing and hovering menu items and sublinks shows their callouts', async ({ page }) => {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const dropdown = page.locator('[data-dropdown="What\'s on"]')
    expect(await dropdown.isVisible()).toBe(false)
    await tabUntil(page, async () => (await focusedText(page)) === "WHAT'S ON")
    expect(await dropdown.isVisible()).toBe(true)
    const callout = dropdown.locator('[data-callout]')
    expect(await callout.innerText()).toContain('Santa Photos')
    const box = await callout.boundingBox()
    expect(Math.round(box!.width)).toBe(384) // 24rem
    expect(box!.height).toBeLessThanOrEqual(240) // up to 15rem

    await page.keyboard.press('Tab') // Events
    expect(await focusedText(page)).toBe('Events')
    expect(await callout.innerText()).toContain('Santa Photos')
    await page.keyboard.press('Tab') // News
    expect(await focusedText(page)).toBe('News')
    expect(await callout.innerText()).toContain('Extended trading hours for Christmas')
    expect(await callout.locator('a').getAttribute('href')).toBe(
      '/whats-on/news/extended-trading-hours-for-christmas/',
    )

    // Escape dismisses the panel and leaves focus on the menu item.
    await page.keyboard.press('Escape')
    expect(await dropdown.isVisible()).toBe(false)
    expect(await focusedText(page)).toBe("WHAT'S ON")

    // Hover: the sublink's callout replaces the previous one.
    await page.getByRole('link', { name: 'Offers', exact: true }).first().focus()
    await page.locator('[data-desktop-nav] a', { hasText: "What's on" }).hover()
    expect(await dropdown.isVisible()).toBe(true)
    await dropdown.getByRole('link', { name: 'Blog' }).hover()
    expect(await callout.innerText()).toContain('10 gift ideas under $50')
    expect(await callout.locator('img').count()).toBeGreaterThan(0)
  })

  test('the search toggle opens a GET form that lands on /search/?q=…', async ({ page }) => {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const toggle = page.getByRole('button', { name: 'Search' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await tabUntil(page, async () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-controls') === 'header-search',
      ),
    )
    await page.keyboard.press('Enter')
    expect(
      await page.getByRole('button', { name: 'Close search' }).getAttribute('aria-expanded'),
    ).toBe('true')
    await page.waitForFunction(() => document.activeElement?.id === 'header-search-q')
    await page.keyboard.type('shoes')
    await Promise.all([page.waitForURL(/\/search\/\?q=shoes$/), page.keyboard.press('Enter')])
    expect(new URL(page.url()).pathname).toBe('/search/')
    expect(new URL(page.url()).searchParams.get('q')).toBe('shoes')
  })

  test('the info strip: Trading Hours with today\u2019s hours, Wifi, Parking, Accessible, map', async ({
    page,
  }) => {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const strip = page.locator('[data-info-strip]')
    const hours = strip.locator('a[href="/trading-hours/"]')
    expect(await hours.innerText()).toMatch(
      /^Trading Hours:\s*(Open today: .+|Closed for .+|Regular opening hours: 10am-6pm)/,
    )
    for (const label of ['Free Wifi', 'Free Parking', 'Accessible']) {
      expect(await strip.getByRole('link', { name: label }).getAttribute('href')).toBe(
        '/information/',
      )
    }
    // The centre map page, which offers the PDF as a download.
    expect(await strip.getByRole('link', { name: /Centre map/ }).getAttribute('href')).toBe(
      '/centre-map/',
    )
  })

  test('the footer: quick links, contact, hours, sign-ups, acknowledgement, inclusion', async ({
    page,
  }) => {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const footer = page.locator('footer')
    const quick = footer.getByRole('navigation', { name: 'Quick links' }).locator('a')
    expect(await quick.allInnerTexts()).toEqual([
      'Home',
      'Stores',
      'Offers',
      'News',
      'Events',
      'About Us',
      'Leasing',
      'Work With Us',
    ])
    expect(await footer.innerText()).toContain('45 Wattlebird Drive')
    expect(await footer.getByRole('link', { name: '02 5550 0100' }).getAttribute('href')).toBe(
      'tel:0255500100',
    )
    expect(await footer.getByRole('link', { name: 'Trading hours' }).getAttribute('href')).toBe(
      '/trading-hours/',
    )
    const vip = footer.locator('[data-signup="newsletter"]')
    expect(await vip.innerText()).toContain('Subscribe & become a VIP today!')
    expect(await vip.getAttribute('href')).toMatch(/^https:\/\/mail\.example\.com\.au\//)
    expect(await vip.getAttribute('target')).toBe('_blank')
    const kids = footer.locator('[data-signup="kids-club"]')
    expect(await kids.innerText()).toContain('Sign up for the kids club')
    expect(await footer.locator('[data-acknowledgement]').innerText()).toContain(
      'Traditional Custodians',
    )
    expect(await footer.locator('[data-inclusion]').innerText()).toContain('inclusive')
  })
})

test.describe('opening hours are computed for the visitor\u2019s Canberra day', () => {
  const holidays = builtHolidays()
  const christmas = holidays.find((h) => h.name === 'Christmas Day')!
  const boxing = holidays.find((h) => h.name === 'Boxing Day')!

  async function messageAt(
    openPage: OpenPage,
    instant: Date,
    viewport: 'desktop' | 'mobile' = 'desktop',
  ) {
    const page = await openPage(viewport)
    await page.clock.install({ time: instant })
    await page.goto(url('/about-us/'), { waitUntil: 'networkidle' })
    const message = page.locator('[data-info-strip] [data-hours-tone]')
    await page.waitForTimeout(200)
    return {
      label: await page.locator('[data-info-strip] a[href="/trading-hours/"]').innerText(),
      text: await message.innerText(),
      tone: await message.getAttribute('data-hours-tone'),
      colour: await message.evaluate((el) => getComputedStyle(el).color),
    }
  }

  test('a closed holiday: Closed for {name}, in red', async ({ openPage }) => {
    const shown = await messageAt(openPage, canberra(christmas.date, '12:00'))
    expect(shown.text).toBe('Closed for Christmas Day')
    expect(shown.tone).toBe('closed')
  })

  test('a holiday that is today in Canberra while UTC is still yesterday', async ({ openPage }) => {
    const instant = canberra(christmas.date, '01:30')
    expect(instant.toISOString().slice(0, 10)).not.toBe(christmas.date)
    expect((await messageAt(openPage, instant)).text).toBe('Closed for Christmas Day')
  })

  test('an open holiday: Open today: {hours} for {name}, in green', async ({ openPage }) => {
    const shown = await messageAt(openPage, canberra(boxing.date, '12:00'))
    expect(shown.text).toBe(`Open today: ${boxing.hours} for Boxing Day`)
    expect(shown.tone).toBe('open')
    expect(shown.colour).not.toBe(
      (await messageAt(openPage, canberra(christmas.date, '12:00'))).colour,
    )
  })

  test('any other day: Open today: 10am-6pm; the compact mobile label is Opening Hours', async ({
    openPage,
  }) => {
    const dayAfter = DateTime.fromISO(boxing.date).plus({ days: 1 }).toISODate()!
    const desktop = await messageAt(openPage, canberra(dayAfter, '12:00'))
    expect(desktop.text).toBe('Open today: 10am-6pm')
    expect(desktop.label).toMatch(/^Trading Hours:/)
    const mobile = await messageAt(openPage, canberra(dayAfter, '12:00'), 'mobile')
    expect(mobile.label).toMatch(/^Opening Hours:/)
    expect(mobile.text).toBe('Open today: 10am-6pm')
  })
})

test.describe('mobile (390 px): the side menu, keyboard only', () => {
  test.use(contextOptions('mobile'))

  test('opens from its button, keeps focus inside, closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    expect(await page.locator('[data-desktop-nav]').first().isVisible()).toBe(false)
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    const panel = page.locator('#side-menu')
    expect(await panel.isVisible()).toBe(false)
    await tabUntil(page, async () => (await focusedText(page)) === 'Menu')
    await page.keyboard.press('Enter')
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    await page.waitForTimeout(350)
    expect(await panel.isVisible()).toBe(true)
    expect(Math.round((await panel.boundingBox())!.width)).toBe(275)
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    const items = panel.getByRole('navigation', { name: 'Main' }).locator('a')
    expect(await items.allInnerTexts()).toEqual([
      'Home',
      'Stores',
      'Offers',
      "What's on",
      'Events',
      'News',
      'Blog',
      'Centre map',
      'Centre Information',
    ])
    expect(await panel.locator('form[action="/search/"] input[name="q"]').count()).toBe(1)
    expect(await panel.getByRole('link', { name: /Instagram/ }).count()).toBe(1)

    // Focus is kept inside however far the visitor tabs, forwards or backwards.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab')
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }

    await page.keyboard.press('Escape')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await focusedText(page)).toBe('Menu')
    await page.waitForTimeout(350)
    expect(await panel.isVisible()).toBe(false)
  })

  test('closes on a route change', async ({ page }) => {
    await page.goto(url('/'), { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    await markDocument(page)
    await button.focus()
    await page.keyboard.press('Enter')
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    const panel = page.locator('#side-menu')
    const stores = panel.getByRole('link', { name: 'Stores', exact: true })
    await stores.focus()
    await Promise.all([page.waitForURL(url('/stores/')), page.keyboard.press('Enter')])
    await page.waitForTimeout(400)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await panel.isVisible()).toBe(false)
    // A client-side navigation (a full load would start with the menu closed anyway).
    expect(await sameDocument(page)).toBe(true)
  })
})

for (const viewport of ['mobile', 'desktop'] as const) {
  test.describe(`the sticky header (${viewport})`, () => {
    test.use(contextOptions(viewport))

    const scrollTo = async (page: Page, y: number) => {
      await page.evaluate((to) => window.scrollTo(0, to), y)
      // Scroll events fire before the next frame; read the state a frame after that.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
    }
    const scrolled = (page: Page) =>
      page.locator('header').evaluate((el) => el.hasAttribute('data-scrolled'))

    test('the scrolled state begins at 5 px; the bar stays in view once the strip has gone', async ({
      page,
    }) => {
      await page.goto(url('/stores/'), { waitUntil: 'networkidle' })
      await page.locator('header[data-sticky]').waitFor({ state: 'attached' })
      const header = page.locator('header')
      const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow)
      const flat = await shadow()

      await scrollTo(page, 4)
      expect(await scrolled(page)).toBe(false)
      await scrollTo(page, 5)
      expect(await scrolled(page)).toBe(true)
      expect(await shadow()).not.toBe(flat)
      await scrollTo(page, 0)
      expect(await scrolled(page)).toBe(false)

      const stripHeight = (await page.locator('[data-info-strip]').boundingBox())!.height
      const headerHeight = (await header.boundingBox())!.height
      await scrollTo(page, 1500)
      expect(await page.evaluate(() => window.scrollY)).toBe(1500)
      expect(await scrolled(page)).toBe(true)
      // The strip has scrolled away; the bar (logo and menus) sits at the top of the screen.
      expect((await page.locator('[data-info-strip]').boundingBox())!.y).toBeLessThanOrEqual(
        -stripHeight + 1,
      )
      const box = (await header.boundingBox())!
      expect(Math.round(box.y + box.height)).toBe(Math.round(headerHeight - stripHeight))
      const logo = header.getByRole('link', { name: /Outlet Centre home$/ })
      const logoBox = (await logo.boundingBox())!
      expect(logoBox.y).toBeGreaterThanOrEqual(0)
      // Nothing of the page is drawn over it: the logo is what a click there would hit.
      expect(
        await page.evaluate(
          ([x, y]) => !!document.elementFromPoint(x, y)?.closest('header'),
          [logoBox.x + logoBox.width / 2, logoBox.y + logoBox.height / 2],
        ),
      ).toBe(true)
      const menu =
        viewport === 'mobile'
          ? page.getByRole('button', { name: 'Menu', exact: true })
          : page.locator('[data-desktop-nav]').getByRole('link', { name: 'Offers', exact: true })
      await Promise.all([
        viewport === 'mobile' ? Promise.resolve() : page.waitForURL(url('/offers/')),
        menu.click(),
      ])
      if (viewport === 'mobile') {
        await page.locator('#side-menu a').first().waitFor()
        expect(await menu.getAttribute('aria-expanded')).toBe('true')
      }
    })

    test("the stylesheet already holds the bar's height: sticking restyles only the header", async ({
      page,
    }) => {
      // Setting the height on the root restyles every element of the page (they all inherit
      // it), which on a slow phone was the largest task after the first paint.
      await page.goto(url('/stores/'), { waitUntil: 'networkidle' })
      await page.locator('header[data-sticky]').waitFor({ state: 'attached' })
      const { inline, computed, bar, margin } = await page.evaluate(() => {
        const root = document.documentElement
        const header = document.querySelector('header')!
        const strip = header.querySelector('[data-info-strip]')!
        return {
          inline: root.style.getPropertyValue('--sticky-header-height'),
          computed: getComputedStyle(root).getPropertyValue('--sticky-header-height').trim(),
          bar: Math.ceil(
            header.getBoundingClientRect().height - strip.getBoundingClientRect().height,
          ),
          margin: getComputedStyle(document.querySelector('main h1')!).scrollMarginTop,
        }
      })
      expect({ inline, computed, margin }).toEqual({
        inline: '',
        computed: `${bar}px`,
        margin: `${bar}px`,
      })
      expect(bar).toBe(viewport === 'mobile' ? 72 : 96)
    })

    test('opening a menu or the search in the stuck bar leaves the page where it was', async ({
      page,
    }) => {
      await page.goto(url('/stores/'), { waitUntil: 'networkidle' })
      await page.locator('header[data-sticky]').waitFor({ state: 'attached' })
      await scrollTo(page, 1500)
      // A store card in the lower two thirds of the screen, and where the visitor sees it.
      const card = await page.evaluate(() =>
        [...document.querySelectorAll('main a[href^="/stores/"]')]
          .find((a) => a.getBoundingClientRect().top > window.innerHeight / 3)!
          .getAttribute('href')!,
      )
      const cardTop = () =>
        page.evaluate(
          (href) =>
            Math.round(
              document.querySelector(`main a[href="${href}"]`)!.getBoundingClientRect().top,
            ),
          card,
        )
      const before = await cardTop()
      // A tap where the control is drawn (a locator's click would scroll it into view first).
      const tap = async (name: string) => {
        const box = (await page.getByRole('button', { name, exact: true }).first().boundingBox())!
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      }
      if (viewport === 'desktop') {
        await tap('Search')
        await page.waitForFunction(() => document.activeElement?.id === 'header-search-q')
        // Tab along the bar's links: focus in the bar never scrolls the page either.
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+Tab')
      } else {
        await tap('Menu')
        await page.locator('#side-menu a').first().waitFor()
      }
      await scrollTo(page, await page.evaluate(() => window.scrollY))
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1500)
      const after = await cardTop()
      expect(Math.abs(after - before)).toBeLessThanOrEqual(2)
    })

    test('a hash target on load is shown below the bar, not under it', async ({ page }) => {
      await page.goto(url('/information/#leasing-contact'), { waitUntil: 'networkidle' })
      await page.locator('header[data-sticky]').waitFor({ state: 'attached' })
      await scrollTo(page, await page.evaluate(() => window.scrollY))
      const target = (await page.locator('#leasing-contact').boundingBox())!
      const header = (await page.locator('header').boundingBox())!
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      expect(target.y).toBeGreaterThanOrEqual(header.y + header.height)
    })
  })
}

test('on a screen under 480 px tall the header scrolls away with the page', async ({
  openPage,
}) => {
  const page = await openPage({ width: 844, height: 390 })
  await page.goto(url('/stores/'), { waitUntil: 'networkidle' })
  await page.locator('header[data-sticky]').waitFor({ state: 'attached' })
  await page.evaluate(() => window.scrollTo(0, 1500))
  const header = (await page.locator('header').boundingBox())!
  expect(header.y + header.height).toBeLessThanOrEqual(0)
})

test('the unsupported-browser banner is shown by feature detection only', async ({ openPage }) => {
  const modern = await openPage('desktop')
  await modern.goto(url('/'), { waitUntil: 'load' })
  expect(await modern.locator('#unsupported-browser').isVisible()).toBe(false)
  // A browser without IntersectionObserver (same user agent): the banner shows.
  const old = await openPage('desktop')
  await old.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  })
  await old.goto(url('/'), { waitUntil: 'load' })
  const banner = old.locator('#unsupported-browser')
  expect(await banner.isVisible()).toBe(true)
  expect((await banner.innerText()).trim()).toBe(UNSUPPORTED)
})

test.describe('metadata in the built HTML', () => {
  const html = (route: string) =>
    readFileSync(
      path.join(PUBLIC, route.endsWith('.html') ? route : path.join(route, 'index.html')),
      'utf8',
    )
  const attr = (source: string, pattern: RegExp) => pattern.exec(source)?.[1]
  const decode = (text = '') =>
    text
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')

  for (const [route, title] of [
    // The homepage's meta title already names the centre, so it is not repeated.
    ['/', "Molonglo Outlet Centre | Canberra's outlet shopping centre"],
    ['/about-us/', 'About us'],
    ['/stores/', 'Stores'],
  ]) {
    test(`${route} has title, description, canonical, Open Graph, Twitter and lang`, () => {
      const page = html(route)
      expect(page).toMatch(/<html[^>]* lang="en-AU"/)
      const fullTitle = title.includes('Molonglo Outlet Centre')
        ? title
        : `${title} - Molonglo Outlet Centre`
      expect(decode(attr(page, /<title[^>]*>([^<]*)<\/title>/))).toBe(fullTitle)
      const description = attr(page, /<meta name="description" content="([^"]*)"/)
      expect(description).toBeTruthy()
      expect(description!.length).toBeLessThanOrEqual(201)
      expect(attr(page, /<link rel="canonical" href="([^"]*)"/)).toMatch(new RegExp(`${route}$`))
      expect(decode(attr(page, /<meta property="og:title" content="([^"]*)"/))).toBe(title)
      expect(attr(page, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^https?:\/\//)
      expect(attr(page, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image')
      expect(attr(page, /<meta name="twitter:image" content="([^"]*)"/)).toMatch(/^https?:\/\//)
    })
  }

  test('a page without a share image uses the default 1200x627 image', () => {
    const page = html('/404/')
    expect(attr(page, /<meta property="og:image" content="([^"]*)"/)).toMatch(
      /\/images\/share-default\.jpg$/,
    )
    expect(attr(page, /<meta property="og:image:width" content="([^"]*)"/)).toBe('1200')
    expect(attr(page, /<meta property="og:image:height" content="([^"]*)"/)).toBe('627')
  })

  test('JSON-LD describes the centre as a ShoppingCenter with its hours and holidays', () => {
    const page = html('/')
    const json = attr(
      page,
      /<script type="application\/ld\+json" data-jsonld="centre"[^>]*>(.*?)<\/script>/s,
    )
    const ld = JSON.parse(json!)
    expect(ld['@type']).toBe('ShoppingCenter')
    expect(ld.name).toBe('Molonglo Outlet Centre')
    expect(ld.telephone).toBe('02 5550 0100')
    expect(ld.address).toMatchObject({ streetAddress: '45 Wattlebird Drive', postalCode: '2609' })
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '10:00', closes: '18:00' })
    const christmas = builtHolidays().find((h) => h.name === 'Christmas Day')!
    expect(ld.specialOpeningHoursSpecification).toContainEqual(
      expect.objectContaining({ validFrom: christmas.date, opens: '00:00', closes: '00:00' }),
    )
  })

  test('every page links the icons and the manifest, and the site serves them', async () => {
    const tags = (source: string, name: string) =>
      [...source.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((tag) =>
        Object.fromEntries([...tag[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
      )
    for (const route of ['/', '/stores/willow-and-wren/', '/search/', '/404/']) {
      const links = tags(html(route), 'link')
      const href = (rel: string, extra: Record<string, string> = {}) =>
        links
          .filter((l) => l.rel === rel && Object.entries(extra).every(([k, v]) => l[k] === v))
          .map((l) => l.href)
      expect([route, href('icon', { sizes: '32x32' })]).toEqual([route, ['/favicon.ico']])
      expect(href('icon', { type: 'image/svg+xml' })[0]).toMatch(/^data:image\/svg\+xml,/)
      expect(href('apple-touch-icon')).toEqual(['/apple-touch-icon.png'])
      expect(href('manifest')).toEqual(['/site.webmanifest'])
      expect(tags(html(route), 'meta').find((m) => m.name === 'theme-color')?.content).toBe(
        '#16294d',
      )
    }
    const served = async (pathname: string) => {
      const response = await fetch(url(pathname))
      return { pathname, status: response.status, type: response.headers.get('content-type') }
    }
    expect(await served('/favicon.ico')).toEqual({
      pathname: '/favicon.ico',
      status: 200,
      type: expect.stringMatching(/^image\/(?:x-icon|vnd\.microsoft\.icon)/),
    })
    expect(await served('/apple-touch-icon.png')).toMatchObject({ status: 200, type: 'image/png' })
    const manifestResponse = await fetch(url('/site.webmanifest'))
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = await manifestResponse.json()
    expect(manifest.name).toBe('Molonglo Outlet Centre')
    for (const icon of manifest.icons as { src: string }[]) {
      const iconUrl = new URL(icon.src, url('/site.webmanifest')).pathname
      expect(await served(iconUrl)).toMatchObject({ status: 200, type: 'image/png' })
    }
  })

  test('an unknown address is kept out of search by its 404 status, with no canonical URL', async () => {
    // The not-found page is served for every unknown address: none of them is its URL.
    for (const file of ['/404.html', '/404/']) {
      const page = html(file)
      expect([file, decode(attr(page, /<title[^>]*>([^<]*)<\/title>/))]).toEqual([
        file,
        'Page Not Found - Molonglo Outlet Centre',
      ])
      expect([file, page.match(/<link rel="canonical"|<meta property="og:url"/g)]).toEqual([
        file,
        null,
      ])
      // Lighthouse's SEO audit fails a page that forbids indexing; the status does that here.
      expect([file, page.match(/<meta name="robots"/g)]).toEqual([file, null])
    }
    const missing = await fetch(url('/no-such-page-here/'))
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page Not Found - Molonglo Outlet Centre')
  })

  test('the sitemap (gatsby-plugin-sitemap) and robots.txt', () => {
    const index = readFileSync(path.join(PUBLIC, 'sitemap-index.xml'), 'utf8')
    expect(index).toMatch(/<loc>https?:\/\/[^<]+\/sitemap-0\.xml<\/loc>/)
    const sitemap = readFileSync(path.join(PUBLIC, 'sitemap-0.xml'), 'utf8')
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/)
    expect(sitemap).toContain('/stores/willow-and-wren/</loc>')
    expect(sitemap).not.toContain('/404')
    expect(sitemap).not.toContain('/search/</loc>')
    const robots = readFileSync(path.join(PUBLIC, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m)
  })
})
