/**
 * Starts the site's service worker (public/sw.js, see gatsby/post-build/service-worker.ts)
 * once the page has loaded and the browser is idle, so a first visit is not slowed, then asks
 * it to save what a visitor needs with no signal (src/lib/offline.ts). Built with
 * GATSBY_SERVICE_WORKER=off, the site instead removes any worker and cache an earlier visit
 * left: the operator's switch to turn it off for everyone.
 */
import { warmUpUrls } from '../../lib/offline'

/** After the load event, when the browser is idle (or 2 s later, where it never says). */
function whenIdleAfterLoad(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 2000)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

async function deleteCaches() {
  if ('caches' in window) {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)))
  }
}

/**
 * In a build with the worker switched off, sw.js is a worker that takes over the open pages,
 * deletes the caches and unregisters itself. Registering it is what takes this page from the
 * worker before: only unregistering that one would leave it serving (and saving) everything
 * this page fetches until the visitor leaves the site.
 */
async function removeWorkerAndCaches() {
  const registrations = await navigator.serviceWorker.getRegistrations()
  if (navigator.serviceWorker.controller || registrations.length > 0) {
    await navigator.serviceWorker.register('/sw.js').catch(async () => {
      await Promise.all(registrations.map((registration) => registration.unregister()))
    })
  }
  await deleteCaches()
}

async function registerAndWarmUp() {
  await navigator.serviceWorker.register('/sw.js')
  const { active } = await navigator.serviceWorker.ready
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name)
  const urlsToCache = warmUpUrls(window.location.href, loaded, window.location.origin)
  // Workbox's router saves each URL through the route that matches it (its CACHE_URLS message).
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
}

export function startServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const ignore = () => undefined // a browser that refuses workers (private mode) has the site as before
  if (process.env.GATSBY_SERVICE_WORKER === 'off') {
    // Once the page has loaded, and the caches again when the removing worker has taken the
    // page over (the worker before it may have saved a little more in between).
    whenIdleAfterLoad(() => {
      removeWorkerAndCaches().catch(ignore)
    })
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      deleteCaches().catch(ignore)
    })
    return
  }
  whenIdleAfterLoad(() => {
    registerAndWarmUp().catch(ignore)
  })
}
