// The browser tests' `test` and `expect`: @playwright/test's, with an `openPage` fixture for
// pages at other sizes or with other options than the `page` fixture's (desktop, see
// playwright.config.ts), plus the site's address, the axe check and console error collection.
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from '@playwright/test'
import type { AxeResults, ImpactValue } from 'axe-core'

import { contextOptions, type Viewport, type ViewportName } from './browser-options'

export { expect }
export { contextOptions, type ViewportName } from './browser-options'

/** Opens a page in a context of its own (cookies, storage, size), closed after the test. */
export type OpenPage = (
  viewport?: ViewportName | Viewport,
  options?: BrowserContextOptions,
) => Promise<Page>

export const test = base.extend<{ openPage: OpenPage }>({
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (viewport = 'desktop', options = {}) => {
      const context = await browser.newContext({ ...contextOptions(viewport), ...options })
      contexts.push(context)
      return context.newPage()
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})

/** The build under test: what the web server serves (E2E_PUBLIC_DIR, default ./public). */
export const PUBLIC_DIR = path.resolve(
  __dirname,
  '..',
  '..',
  process.env.E2E_PUBLIC_DIR || 'public',
)

/** Origin of the site under test (no trailing slash), e.g. `http://127.0.0.1:40123`. */
export function baseUrl(): string {
  const base = process.env.E2E_BASE_URL
  if (!base) {
    throw new Error(
      'E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e` (playwright.config.ts).',
    )
  }
  return base.replace(/\/+$/, '')
}

/** Absolute URL of a site path, e.g. `url('/stores/')`. */
export function url(pathname = '/'): string {
  return new URL(pathname, `${baseUrl()}/`).toString()
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface A11yViolation {
  id: string
  impact: ImpactValue | null | undefined
  help: string
  helpUrl: string
  /** CSS selectors of the offending elements (iframe/shadow paths joined with " >> "). */
  targets: string[]
}

export interface CheckA11yOptions {
  /** Rule ids to switch off, e.g. while a known issue is being fixed. */
  disableRules?: string[]
  /** Selectors to leave out of the scan (third-party embeds, for example). */
  exclude?: string[]
  /** axe tags to run; defaults to WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA. */
  tags?: string[]
}

/**
 * Runs axe-core (@axe-core/playwright's AxeBuilder) on the page and returns its violations in
 * a compact, readable form, so `expect(await checkA11y(page)).toEqual([])` prints rule, impact,
 * help and offending selectors. axe is evaluated through the DevTools protocol, so it runs
 * under the site's Content-Security-Policy.
 */
export async function checkA11y(
  page: Page,
  { disableRules = [], exclude = [], tags = WCAG_TAGS }: CheckA11yOptions = {},
): Promise<A11yViolation[]> {
  // options() replaces what withTags() and disableRules() set: it comes first.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags)
  if (disableRules.length) axe.disableRules(disableRules)
  for (const selector of exclude) axe.exclude(selector)
  return formatViolations(await axe.analyze())
}

function formatViolations(results: Pick<AxeResults, 'violations'>): A11yViolation[] {
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) =>
      node.target
        .map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part)))
        .join(' >> '),
    ),
  }))
}

export interface ConsoleErrorCollector {
  /** Console `error` messages and uncaught exceptions, in order, as readable strings. */
  readonly errors: string[]
}

/**
 * Collects the page's console errors (and warnings, if asked) and uncaught exceptions; call
 * before `page.goto`. Messages matching an `ignore` pattern are left out.
 *
 * @example
 *   const consoleErrors = collectConsoleErrors(page)
 *   await page.goto(url('/'))
 *   expect(consoleErrors.errors).toEqual([])
 */
export function collectConsoleErrors(
  page: Page,
  { ignore = [], warnings = false }: { ignore?: RegExp[]; warnings?: boolean } = {},
): ConsoleErrorCollector {
  const errors: string[] = []
  // Playwright's own note on a page whose service worker the context blocks (browser-options.ts).
  const harness = [/Service Worker registration blocked by Playwright/]
  const keep = (text: string) => ![...harness, ...ignore].some((pattern) => pattern.test(text))
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type()
    if (type !== 'error' && !(warnings && type === 'warning')) return
    const { url: source, lineNumber } = message.location()
    const where = source ? ` (${source}${lineNumber ? `:${lineNumber}` : ''})` : ''
    const text = `console.${type}: ${message.text()}${where}`
    if (keep(text)) errors.push(text)
  })
  page.on('pageerror', (error) => {
    const text = `pageerror: ${error.message}`
    if (keep(text)) errors.push(text)
  })
  return { errors }
}
