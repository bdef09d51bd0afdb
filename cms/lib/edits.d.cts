import type { Resource, Snapshot } from './snapshot.cjs'

export interface BuildHook {
  url: string
  /** Sent as the X-Publisher-Secret header. */
  secret?: string
}
export interface HookResult {
  url: string
  status?: number
  error?: string
}
export interface ResourceInput {
  type: string
  id?: string
  attributes?: Record<string, unknown>
  relationships?: Record<string, { data: unknown }>
}
export interface Editor {
  readonly snapshot: Snapshot
  /** The working copy folder once an edit was made, else null. */
  readonly workingCopy: string | null
  hooks(): BuildHook[]
  fire(payload: Record<string, unknown>): Promise<HookResult[]>
  update(type: string, id: string, data: ResourceInput, shiftDays: number): Resource
  create(type: string, data: ResourceInput, shiftDays: number): Resource
  remove(type: string, id: string): Resource
  /** Drop the working copy; true when there was one. */
  reset(): boolean
}
export declare const JSONAPI_TYPE: string
export declare const MAX_BODY_BYTES: number
export declare function createEditor(options: {
  snapshotDir: string
  dataDir: string
  buildHooks?: BuildHook[] | (() => BuildHook[])
  log?: (message: string) => void
  onChange?: () => void
}): Editor
export declare function hooksFromEnv(env?: Record<string, string | undefined>): BuildHook[]
export declare function fireHooks(
  hooks: BuildHook[],
  payload: Record<string, unknown>,
  log?: (message: string) => void,
): Promise<HookResult[]>
export declare function workingCopyDir(dataDir: string): string
export declare function workingCopyOf(
  snapshotDir: string,
  dataDir: string,
): { dir: string; base: string; createdAt: string } | null
export declare function seedWorkingCopy(
  snapshotDir: string,
  dataDir: string,
): { dir: string; base: string; createdAt: string }
export declare function slugify(text: string): string
export declare function aliasPrefix(resources: Resource[]): string
