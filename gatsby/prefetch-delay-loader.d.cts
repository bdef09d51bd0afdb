/** Types of gatsby/prefetch-delay-loader.cjs (a plain CommonJS webpack loader). */
interface LoaderContext {
  getOptions(): { delay?: number }
}
declare function prefetchDelayLoader(this: LoaderContext, source: string): string
declare namespace prefetchDelayLoader {
  /** Spec §9: "Prefetch delay 250 ms". */
  const PREFETCH_DELAY_MS: number
  /** Gatsby's loader.js with its prefetch queue's two 3000 ms waits set to `delayMs`. */
  function setPrefetchDelay(source: string, delayMs: number): string
}
export = prefetchDelayLoader
