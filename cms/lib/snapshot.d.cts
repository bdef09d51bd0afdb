export interface ResourceIdentifier {
  type: string
  id: string
  meta?: Record<string, unknown>
}
export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null
  links?: Record<string, { href: string }>
}
export interface Resource {
  type: string
  id: string
  links?: Record<string, { href: string }>
  attributes: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
  relationships?: Record<string, Relationship>
}
export interface Snapshot {
  dir: string
  filesDir: string
  meta: { referenceDate: string; [key: string]: unknown }
  types: string[]
  resources: Map<string, Resource[]>
}
export declare const ORIGIN_PLACEHOLDER: string
export declare const DEFAULT_SNAPSHOT_DIR: string
export declare function loadSnapshot(dir?: string): Snapshot
export declare function typeToPath(type: string): string
