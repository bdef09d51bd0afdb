export interface BuildComparison {
  pages: number
  dataFiles: number
  onlyInA: string[]
  onlyInB: string[]
  dataOnlyInA: string[]
  dataOnlyInB: string[]
  differing: string[]
  /** `_redirects` rules only one build has. */
  redirectsOnlyInA: string[]
  redirectsOnlyInB: string[]
}
export function compareBuilds(a: string, b: string): BuildComparison
export function sameSite(result: BuildComparison): boolean
