// How a page loads: hold some of its requests, wait for Gatsby's runtime, and tell a client-side
// navigation from a full page load.
import type { Page, Route } from '@playwright/test'

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
