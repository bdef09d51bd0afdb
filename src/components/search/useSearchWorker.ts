import { useCallback, useEffect, useReducer, useRef } from 'react'
import { initialSearchState, searchReducer } from '../../lib/search/state'
import type { WorkerRequest, WorkerResponse } from '../../lib/search/types'
import { takeSearchWorker } from './searchWorker'

/**
 * The search worker for the page's lifetime (the index is built on mount;
 * it may have been started a moment earlier, see prestartSearchWorker). `search` is a no-op
 * until the index is ready or for an empty term.
 */
export function useSearchWorker() {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState)
  const workerRef = useRef<Worker | null>(null)
  const lastId = useRef(0)

  useEffect(() => {
    let started: ReturnType<typeof takeSearchWorker>
    try {
      started = takeSearchWorker()
    } catch {
      dispatch({ type: 'failed' })
      return undefined
    }
    const { worker } = started
    const handle = (message: WorkerResponse) => {
      if (message.type === 'ready') {
        dispatch({ type: 'ready' })
        performance.mark?.('search-ready')
      } else if (message.type === 'results') {
        dispatch({ type: 'results', id: message.id, items: message.items })
      } else if (message.type === 'error') {
        dispatch({ type: 'failed' })
      }
    }
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => handle(event.data)
    worker.onerror = () => dispatch({ type: 'failed' })
    started.early.splice(0).forEach(handle)
    workerRef.current = worker
    return () => {
      worker.terminate()
      workerRef.current = null
    }
  }, [])

  const search = useCallback(
    (raw: string) => {
      const term = raw.trim()
      if (!state.ready || !term || !workerRef.current) return
      lastId.current += 1
      const id = lastId.current
      dispatch({ type: 'search', id, term })
      workerRef.current.postMessage({ type: 'search', id, term } satisfies WorkerRequest)
    },
    [state.ready],
  )

  const reset = useCallback(() => dispatch({ type: 'reset' }), [])

  return { state, search, reset }
}
