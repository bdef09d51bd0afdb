// Types of scripts/lib/observatory.mjs and of `node scripts/observatory.mjs --json` (an array of
// UrlScore).

export interface TestResult {
  /** The Observatory's test name, e.g. "content-security-policy". */
  test: string
  /** The Observatory's result, e.g. "csp-implemented-with-unsafe-inline-in-style-src-only". */
  result: string | null
  modifier: number
  pass: boolean | null
  description: string
  note?: string
}

export interface Scored {
  score: number
  grade: string
  tests: TestResult[]
  production: boolean
}

export interface UrlScore {
  url: string
  status: number
  hstsPreloadList: 'empty stand-in' | 'downloaded'
  asServed: Scored
  production: Scored
}

export declare function scoreUrl(url: string): Promise<UrlScore>
export declare function formatReport(label: string, scored: Scored): string
