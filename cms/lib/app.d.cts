import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Snapshot } from './snapshot.cjs'
import type { BuildHook, Editor } from './edits.cjs'

export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  snapshot: Snapshot
  /** Applies PATCH/POST/DELETE edits to the working copy (see edits.cjs). */
  editor?: Editor
  shiftDays: number
  /** Where form submissions are stored. */
  dataDir: string
  origin: string
  resourcesOf(type: string): unknown[]
}
export interface Route {
  method: string
  pattern: RegExp
  handler: (ctx: RouteContext, ...params: string[]) => void | Promise<void>
}
export interface StartCmsOptions {
  port?: number
  host?: string
  snapshotDir?: string
  shiftDates?: boolean
  /** Returns today's date as YYYY-MM-DD (default: env CMS_TODAY or today in Australia/Canberra). */
  today?: () => string
  routes?: Route[]
  /** Where form submissions and the working copy of edits are stored (default: env CMS_DATA_DIR or cms/data). */
  dataDir?: string
  /** Build webhooks fired after an edit (default: env CMS_BUILD_HOOK_URL / CMS_BUILD_HOOK_SECRET). */
  buildHooks?: BuildHook[] | (() => BuildHook[])
  log?: (message: string) => void
  logRequests?: boolean
}
export interface RunningCms {
  url: string
  port: number
  shiftDays: number
  /** The working copy being served (after edits), or null (the committed snapshot). */
  readonly workingCopy: string | null
  buildHooks(): BuildHook[]
  close(): Promise<void>
}
export declare const ROUTES: Route[]
export declare const PAGE_SIZE: number
export declare const JSONAPI_TYPE: string
export declare function startCms(options?: StartCmsOptions): Promise<RunningCms>
export declare function createHandler(options?: {
  snapshotDir?: string
  shiftDates?: boolean
  today?: () => string
  routes?: Route[]
  dataDir?: string
  buildHooks?: BuildHook[] | (() => BuildHook[])
  log?: (message: string) => void
  eventLog?: (message: string) => void
  getFallbackOrigin?: () => string
}): {
  handler: (req: IncomingMessage, res: ServerResponse) => void
  readonly snapshot: Snapshot
  editor: Editor
  shiftDays: () => number
}
export declare function requestOrigin(req: IncomingMessage, fallbackOrigin: string): string
