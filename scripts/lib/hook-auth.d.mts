export declare const MAX_HOOK_BODY_BYTES: number
export declare function secretMatches(expected: string, provided: unknown): boolean
export declare function secretProblem(secret: string | undefined): string | null
export declare function secretFromRequest(
  headers: Record<string, string | string[] | undefined>,
  body?: Record<string, unknown>,
  pathname?: string,
): string | undefined
export declare function isHookPath(pathname: string): boolean
export type ParsedHookBody =
  | { ok: true; body: Record<string, unknown>; kind: 'json' | 'form' | 'empty' | 'other' }
  | { ok: false; error: string }
export declare function parseHookBody(contentType: string | undefined, raw: Buffer): ParsedHookBody
export declare function describeHookBody(body: Record<string, unknown>): string
