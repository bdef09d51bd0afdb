export interface RecordOptions {
  from: string
  out: string
  referenceDate?: string
  log?: (message: string) => void
  fetchImpl?: typeof fetch
  headers?: Record<string, string>
  concurrency?: number
  clean?: boolean
}
export declare class RecordError extends Error {}
export declare function recordSnapshot(
  options: RecordOptions,
): Promise<{ counts: Record<string, number>; files: number }>
export declare function rewriteOrigins<T>(value: T, origins: string[]): T
export declare function fileTarget(
  resource: unknown,
  baseUrl: string,
): { rel: string; url: string | null } | null
