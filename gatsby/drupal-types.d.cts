export const DISALLOWED_LINK_TYPES: string[]
export function isSourcedType(type: string): boolean
export function unexpectedTypes(indexLinks: Record<string, unknown>): string[]
