export const REQUIRED_EXTENSIONS: string[]
export interface PhpProbe {
  versionId: number
  missing: string[]
}
export function probePhp(bin: string): PhpProbe | null
export function phpProblem(bin: string, probe: PhpProbe | null): string | null
export function isLocalDrupal(baseUrl: string, port: number): boolean
export function localDrupalEnv(
  env: Record<string, string | undefined>,
  accounts: { build?: { name: string; password: string } } | null,
  port: number,
): Record<string, string>
export function importOrder(type: string): number
export function parentsFirst<T extends { id: string; attributes: { parent?: string | null } }>(
  links: T[],
): T[]
export function parseDbUrl(value: string): {
  host: string
  port: number
  database: string
  username: string
  password: string
}
