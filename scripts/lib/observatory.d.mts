export type Headers = Record<string, string | string[] | undefined>

export interface TestResult {
  test: string
  result: string
  modifier: number
  note?: string
}

export interface ScanInput {
  url: string
  status?: number
  headers: Headers
  html?: string
  /** Score as the production HTTPS host (HSTS read as over TLS, http:// redirected to https://). */
  production?: boolean
  redirection?: string
  preflightOrigin?: string
}

export interface Scored {
  score: number
  grade: string
  tests: TestResult[]
  production: boolean
}

export declare const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
export declare const MODIFIERS: Record<string, number>
export declare const SIX_MONTHS: number
export declare function gradeFor(score: number): string
export declare function isInsecureSource(source: string): boolean
export declare function parseCsp(values: string[]): Map<string, Set<string>>
export declare function cspTest(
  input: ScanInput,
): TestResult & { policy?: Map<string, Set<string>> }
export declare function cookiesTest(input: ScanInput, hsts: boolean): TestResult
export declare function corsTest(input: ScanInput): TestResult
export declare function redirectionTest(input: ScanInput): TestResult
export declare function referrerPolicyTest(input: ScanInput): TestResult
export declare function hstsTest(input: ScanInput): TestResult & { maxAge?: number }
export declare function sriTest(input: ScanInput): TestResult
export declare function xContentTypeOptionsTest(input: ScanInput): TestResult
export declare function xFrameOptionsTest(
  input: ScanInput,
  csp: Map<string, Set<string>> | undefined,
): TestResult
export declare function corpTest(input: ScanInput): TestResult
export declare function scoreResponse(input: ScanInput): Scored
export declare function formatReport(label: string, scored: Scored): string

export declare const OBSERVATORY_ORIGIN: string
export declare function fetchForScoring(url: string): Promise<ScanInput & { status: number }>
export declare function scoreUrl(
  url: string,
): Promise<{ url: string; status: number; asServed: Scored; production: Scored }>
