/// <reference lib="webworker" />
/**
 * The search web worker: search runs in the browser, off the main thread. Only the search
 * page starts it, so FlexSearch and the index are loaded there and nowhere else.
 *
 * Protocol (src/lib/search/types.ts): `init` with the manifest URL → `ready` (or `error`);
 * `search` with an id and a term → `results` with the same id.
 */
import FlexSearch from 'flexsearch'
import {
  INDEX_KEYS,
  INDEX_OPTIONS,
  type ContentItem,
  type SearchManifest,
  type WorkerRequest,
  type WorkerResponse,
} from '../lib/search/types'

declare const self: DedicatedWorkerGlobalScope

let index: FlexSearch.Index | null = null
let docs: ContentItem[] = []
let loading: Promise<void> | null = null

function post(message: WorkerResponse) {
  self.postMessage(message)
}

async function fetchJson<T>(url: URL | string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`)
  return (await response.json()) as T
}

async function load(manifestUrl: string) {
  const started = performance.now()
  // The manifest is small and changes with every content change: always revalidate it.
  const manifest = await fetchJson<SearchManifest>(manifestUrl, { cache: 'no-cache' })
  const [exported, items] = await Promise.all([
    fetchJson<Record<string, unknown>>(new URL(manifest.index, manifestUrl)),
    fetchJson<ContentItem[]>(new URL(manifest.docs, manifestUrl)),
  ])
  const next = new FlexSearch.Index(INDEX_OPTIONS)
  for (const key of INDEX_KEYS) {
    // import() takes the parsed data as well as JSON text.
    if (exported[key] != null) next.import(key, exported[key] as unknown as string)
  }
  index = next
  docs = items
  post({ type: 'ready', count: docs.length, loadMs: performance.now() - started })
}

function search(id: number, term: string) {
  const started = performance.now()
  const ids = index && term ? index.search(term, { limit: docs.length || 1 }) : []
  const items = ids.map((i) => docs[Number(i)]).filter((item): item is ContentItem => !!item)
  post({ type: 'results', id, term, items, took: performance.now() - started })
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data
  if (message.type === 'init') {
    loading ??= load(message.manifestUrl).catch((error: unknown) => {
      loading = null
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    })
  } else if (message.type === 'search') {
    const run = () => search(message.id, message.term.trim())
    if (index) run()
    else loading?.then(run)
  }
}
