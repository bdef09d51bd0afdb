export const SOURCED_PREFIXES: readonly string[]
export const SOURCED_TYPES: readonly string[]
export const UNUSED_TYPES: readonly string[]
export const DISALLOWED_LINK_TYPES: string[]
export function isSourcedType(type: string): boolean
export function unexpectedTypes(indexLinks: Record<string, unknown>): string[]
