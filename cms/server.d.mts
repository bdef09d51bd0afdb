// Types for cms/server.mjs (the demo CMS entry point), so TypeScript tests can import it.
export interface StartCmsOptions {
  port?: number
  host?: string
  snapshotDir?: string
  shiftDates?: boolean
  log?: (message: string) => void
  [option: string]: unknown
}

export interface RunningCms {
  url: string
  port: number
  shiftDays: number
  /** The working copy being served (after edits), or null (the committed snapshot). */
  readonly workingCopy: string | null
  buildHooks(): { url: string; secret?: string }[]
  close(): Promise<void>
}

export function startCms(options?: StartCmsOptions): Promise<RunningCms>
export const createHandler: (...args: unknown[]) => unknown
export const ROUTES: unknown[]
export const PAGE_SIZE: number
