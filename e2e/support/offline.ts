// The service worker as a visitor's browser has it (e2e/offline.spec.ts, the publisher story).
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'

/** Once the worker runs and has saved the page at `path` (it saves after load, when idle). */
export async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const cache = await caches.open('pages')
          return !!(await cache.match(new URL(wanted, location.origin).href))
        }, path),
      { timeout: 20_000, message: `${path} saved by the service worker` },
    )
    .toBe(true)
}
