import type { ScanInput, Scored } from './lib/observatory.mjs'

export declare const OBSERVATORY_ORIGIN: string
export declare function fetchForScoring(url: string): Promise<ScanInput & { status: number }>
export declare function scoreUrl(
  url: string,
): Promise<{ url: string; status: number; asServed: Scored; production: Scored }>
export declare function pageRoutes(root: string): string[]
