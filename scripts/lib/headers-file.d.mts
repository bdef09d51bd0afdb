export interface HeaderRule {
  pattern: string
  regex: RegExp
  headers: [string, string][]
}

export declare function patternToRegex(pattern: string): RegExp
export declare function parseHeadersFile(
  text: string,
  onProblem?: (problem: string) => void,
): HeaderRule[]
export declare function routeForPath(pathname: string): string
export declare function headersForPath(
  rules: HeaderRule[],
  pathname: string,
): Record<string, string>
