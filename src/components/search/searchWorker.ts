import { withPrefix } from 'gatsby'
import { MANIFEST_PATH, type WorkerRequest, type WorkerResponse } from '../../lib/search/types'

/** A started worker and what it said before anyone listened. */
export interface StartedWorker {
  worker: Worker
  early: WorkerResponse[]
}

let prestarted: StartedWorker | null = null

/** Start the search worker and ask it to load the index. */
function startWorker(): StartedWorker {
  // Marks for `npm run bench:search`: worker start and index ready, from navigation start.
  performance.mark?.('search-worker-start')
  // webpack 5 bundles the worker and its imports (FlexSearch) as a chunk of its own, which
  // only this module asks for: no other page loads it.
  const worker = new Worker(
    /* webpackChunkName: "search-worker" */ new URL(
      '../../workers/search.worker.ts',
      import.meta.url,
    ),
  )
  const started: StartedWorker = { worker, early: [] }
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => started.early.push(event.data)
  worker.onerror = () => started.early.push({ type: 'error', message: 'worker failed' })
  const manifestUrl = new URL(withPrefix(MANIFEST_PATH), window.location.href).href
  worker.postMessage({ type: 'init', manifestUrl } satisfies WorkerRequest)
  return started
}

/** Whether the browser is on the search page now (not merely loading its code to prefetch). */
function onSearchPage(pathname = window.location.pathname): boolean {
  return pathname.replace(/\/?$/, '/') === withPrefix('/search/')
}

/**
 * Start loading the index before React has hydrated the page: called when the search page's
 * code is evaluated on a visit to /search/ (a first load spends a good part of its time
 * before hydration). Does nothing elsewhere or when already started.
 */
export function prestartSearchWorker() {
  if (prestarted || typeof window === 'undefined' || typeof Worker === 'undefined') return
  if (window.__searchWorker) return
  if (!onSearchPage()) return
  try {
    prestarted = startWorker()
  } catch {
    prestarted = null
  }
}

declare global {
  interface Window {
    /** The worker the search page's HTML started (gatsby/post-build/page-preloads.ts), until taken. */
    __searchWorker?: StartedWorker
  }
}

/**
 * The worker started before the page hydrated, if there is one (handed over once): the one
 * the search page's HTML started, else the one started when the page's code loaded; else a
 * new one.
 */
export function takeSearchWorker(): StartedWorker {
  const fromHtml = typeof window !== 'undefined' ? window.__searchWorker : undefined
  if (fromHtml) {
    window.__searchWorker = undefined
    if (prestarted) prestarted.worker.terminate()
    prestarted = null
    return fromHtml
  }
  const taken = prestarted ?? startWorker()
  prestarted = null
  return taken
}
