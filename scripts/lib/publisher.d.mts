import type { Phase } from './build-phases.mjs'
import type { Releases } from './releases.mjs'

export interface PublisherOptions {
  /** The Gatsby project to build (default: the current directory). */
  projectDir?: string
  /** Builds, `current`, logs and state (default `<projectDir>/.publisher`). */
  workDir?: string
  /** The shared secret of the build hook (required, at least 16 characters). */
  secret?: string
  /** Control listener (hooks, status). Default 127.0.0.1:9100; port 0 picks a free port. */
  host?: string
  port?: number
  /** Site listener. Default 127.0.0.1:9000; port 0 picks a free port. */
  siteHost?: string
  sitePort?: number
  debounceMs?: number
  maxWaitMs?: number
  /** How many builds to keep for rollback (the current one is always kept). Default 5. */
  keep?: number
  daily?: boolean
  /** `HH:MM` in `dailyZone`. Default 00:05 Australia/Canberra. */
  dailyTime?: string
  dailyZone?: string
  buildTimeoutMs?: number
  /** A build with fewer pages than this share of the served one is refused. Default 0.5. */
  minPageRatio?: number
  /** Build at start: always, never, or when nothing is published yet (default). */
  buildOnStart?: boolean | 'if-none'
  /** Environment of the builds (content source: DRUPAL_BASE_URL / DEMO_CMS_URL / CMS_PORT). */
  env?: Record<string, string | undefined>
  gatsbyArgs?: string[]
  /**
   * A shell command run after each publish (e.g. `nginx -s reload`), with PUBLISHED_BUILD_ID
   * and PUBLISHED_BUILD_DIR; its failure is logged and the build stays live.
   */
  afterPublish?: string
  log?: (message: string) => void
}

export interface BuildRecord {
  id: string
  startedAt: string
  finishedAt?: string
  durationMs?: number
  reasons?: string[]
  pageCount?: number
  /** From the first hook this build covers to its start (debounce, a build before it). */
  waitMs?: number
  buildMs?: number
  publishMs?: number
  /** Gatsby's phases, from its step timings (scripts/lib/build-phases.mjs). */
  phasesMs?: Record<Phase, number>
  queriesRun?: number | null
  pagesRendered?: number | null
  error?: string
  logFile?: string
  logTail?: string[]
}

export interface PublisherStatus {
  ok: boolean
  now: string
  startedAt: string
  contentSource: string
  siteUrl: string | null
  current: { id: string; publishedAt: string | null; pageCount: number | null } | null
  building: {
    id: string
    startedAt: string
    runningForMs: number
    reasons: string[]
    requestCount: number
  } | null
  queued: { requestCount: number; reasons: string[]; since: string; startsAt: string } | null
  lastSuccess: BuildRecord | null
  lastFailure: BuildRecord | null
  builds: { id: string; current: boolean }[]
  nextDailyBuild: string | null
  counters: { hooksAccepted: number; hooksRefused: number; builds: number; failures: number }
}

export interface Publisher {
  controlUrl: string
  readonly siteUrl: string | null
  workDir: string
  releases: Releases
  status(): Promise<PublisherStatus>
  requestBuild(reason?: string): { accepted: boolean; state: string }
  idle(): Promise<void>
  close(): Promise<void>
}

export declare function contentSource(env: Record<string, string | undefined>): {
  env: Record<string, string | undefined>
  description: string
  url: string
}
export declare function createLogTail(max?: number): {
  push(chunk: string | Buffer): void
  lines(): string[]
}
export declare function startPublisher(options?: PublisherOptions): Promise<Publisher>
export declare function firstError(lines?: string[]): string

export declare function runAfterPublish(
  command: string,
  options: { id: string; dir: string; log: (message: string) => void; timeoutMs?: number },
): Promise<boolean>
