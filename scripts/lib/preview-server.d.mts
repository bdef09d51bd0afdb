import type { Server } from 'node:http'

export declare function isDevOnlyPath(url: string): boolean
export interface DevelopWatcher {
  push(chunk: string | Buffer): void
  mark(): { seq: number; loads: number }
  settled(mark: { seq: number; loads: number }, count: number, timeoutMs: number): Promise<boolean>
}
export declare function createDevelopWatcher(): DevelopWatcher
export declare function webhookBodies(
  sync: { entities?: Array<{ action: string; data?: unknown; id?: string; type?: string }> },
  maxBytes?: number,
): Array<{ action: 'update' | 'delete'; data: unknown[] }>
export interface PreviewState {
  since: number
  syncing: Promise<void> | null
  again: boolean
  lastSync: string | null
  appliedEntities: number
  lastError: string | null
}
export declare function createPreviewServer(options: {
  upstream: string
  drupalBaseUrl: string
  previewAuth: { username: string; password: string }
  callbackSecret: string
  refreshToken: string
  authTtlMs?: number
  settleTimeoutMs?: number
  develop?: DevelopWatcher
  log?: (message: string) => void
}): { server: Server; sync: () => Promise<void>; state: PreviewState }
