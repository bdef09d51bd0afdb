export interface BuildRequest {
  reason: string
  at: number
}

export interface BuildBatch {
  id: number
  /** The last requests this build covers (at most 20 kept). */
  requests: BuildRequest[]
  /** How many requests this build covers. */
  requestCount: number
}

export type QueueEvent =
  | { type: 'scheduled' | 'follow-up'; reason: string; pendingCount: number }
  | { type: 'start'; id: number; requestCount: number }
  | { type: 'end'; id: number; ok: boolean; value?: unknown; error?: unknown }

export interface BuildQueueOptions {
  run: (batch: BuildBatch) => Promise<unknown> | unknown
  /** Quiet time after the last request before a build starts. Default 2000 ms. */
  debounceMs?: number
  /** Longest a stream of requests can postpone a build. Default 30000 ms. */
  maxWaitMs?: number
  now?: () => number
  timers?: {
    setTimeout: (fn: () => void, ms: number) => unknown
    clearTimeout: (handle: never) => void
  }
  onEvent?: (event: QueueEvent) => void
}

export interface QueueSnapshot {
  running: { id: number; startedAt: number; requestCount: number } | null
  pending: {
    requestCount: number
    firstAt: number
    lastAt: number
    reasons: string[]
    /** When the waiting build starts (null: after the running one). */
    startsAt: number | null
  } | null
}

export interface BuildQueue {
  request(reason?: string): {
    accepted: boolean
    state: 'scheduled' | 'follow-up' | 'stopped'
    runningId?: number
  }
  snapshot(): QueueSnapshot
  idle(): Promise<void>
  stop(): void
}

export declare function createBuildQueue(options: BuildQueueOptions): BuildQueue
