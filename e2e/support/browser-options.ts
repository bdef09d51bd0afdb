// How the browser tests run Chromium and size its pages, shared by playwright.config.ts and the
// fixtures (kept apart from them: the config must not load the test runner's `test`).
import type { BrowserContextOptions } from '@playwright/test'

/** Debian's Chromium (no downloaded browsers), or CHROMIUM_PATH. */
export const chromiumExecutablePath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

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

export interface Viewport {
  width: number
  height: number
  isMobile?: boolean
  hasTouch?: boolean
  deviceScaleFactor?: number
}

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} satisfies Record<string, Viewport>

export type ViewportName = keyof typeof VIEWPORTS

/**
 * Context options for a page of the given size, in the centre's locale and time zone. The
 * desktop ones are every test's defaults (the `page` fixture); `openPage` takes the others.
 * Service workers are blocked, so each test sees the network as a first visit does (and the
 * worker's saving after load does not run beside its checks); e2e/offline.spec.ts allows them.
 */
export function contextOptions(viewport: ViewportName | Viewport = 'desktop') {
  const { width, height, isMobile, hasTouch, deviceScaleFactor } =
    typeof viewport === 'string' ? (VIEWPORTS[viewport] as Viewport) : viewport
  return {
    viewport: { width, height },
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
    deviceScaleFactor: deviceScaleFactor ?? 1,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    serviceWorkers: 'block',
  } satisfies BrowserContextOptions
}
