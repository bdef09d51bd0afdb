// Browser helpers for the e2e tests: Debian's Chromium driven by playwright-core.
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
  type Route,
} from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
]

export function chromiumExecutablePath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

/** Launch headless Chromium. Close it in `afterAll` with `await browser.close()`. */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutablePath(),
    headless: true,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  })
}

export interface Viewport {
  width: number
  height: number
  isMobile?: boolean
  hasTouch?: boolean
  deviceScaleFactor?: number
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} satisfies Record<string, Viewport>

export type ViewportName = keyof typeof VIEWPORTS

/**
 * Open a page in a fresh browser context (own cookies, storage and viewport).
 * Closing the page also closes its context.
 *
 * @example
 *   const page = await newPage(browser, 'mobile')
 *   const page = await newPage(browser, { width: 1024, height: 768 })
 */
export async function newPage(
  browser: Browser,
  viewport: ViewportName | Viewport = 'desktop',
  contextOptions: BrowserContextOptions = {},
): Promise<Page> {
  const { width, height, isMobile, hasTouch, deviceScaleFactor } =
    typeof viewport === 'string' ? (VIEWPORTS[viewport] as Viewport) : viewport
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
    deviceScaleFactor: deviceScaleFactor ?? 1,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    ...contextOptions,
  })
  const page = await context.newPage()
  page.once('close', () => {
    context.close().catch(() => undefined)
  })
  return page
}

/** Origin of the site under test (no trailing slash), e.g. `http://127.0.0.1:40123`. */
export function baseUrl(): string {
  const base = process.env.E2E_BASE_URL
  if (!base) {
    throw new Error(
      'E2E_BASE_URL is not set: run the e2e tests with `npm run test:e2e` (jest.e2e.config.js).',
    )
  }
  return base.replace(/\/+$/, '')
}

/** Absolute URL of a site path, e.g. `url('/stores/')`. */
export function url(path = '/'): string {
  return new URL(path, `${baseUrl()}/`).toString()
}

/**
 * Holds every response whose URL matches `pattern` until the returned `release` is called
 * (the held images of a page delay its load event; a held app script keeps the page as the
 * server wrote it). Requests after the release go through.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(pattern, (route) => {
    if (released) return route.continue()
    held.push(route)
  })
  return async () => {
    released = true
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
  }
}

/**
 * Waits until Gatsby's runtime has rendered the page in the browser (its
 * `onInitialClientRender` mark): the scripts come after the first screen has loaded, so a
 * check made at `load` sees only the HTML the server wrote.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0)

/** Marks the current document: a full page load loses the mark, a client navigation keeps it. */
export const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(window as { __sameDocument?: boolean }).__sameDocument = true
  })

/** Whether the document marked by `markDocument` is still the one shown. */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true)
