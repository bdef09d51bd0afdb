export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}
export interface ScriptSizes extends Sizes {
  src: string
}
export interface PageWeight {
  route: string
  html: Sizes
  css: Sizes
  scripts: ScriptSizes[]
  scriptTotals: Sizes
}
export declare function allRoutes(publicDir: string): string[]
export declare function scriptSources(html: string): string[]
export declare function startupScripts(publicDir: string, route: string): string[]
export declare function pageWeight(publicDir: string, route: string): PageWeight
