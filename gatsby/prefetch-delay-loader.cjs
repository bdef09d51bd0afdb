/**
 * Webpack loader for Gatsby's page loader (`.cache/loader.js`): links are prefetched 250 ms
 * after they scroll into view (spec §2, "Navigation behaviour"; §9, "Prefetch delay 250 ms").
 *
 * Gatsby 5's <Link> queues its page for prefetching when it comes into view and takes it off
 * the queue when it leaves; the loader starts the queue 3000 ms after the first link and then
 * prefetches four pages at a time, 3000 ms apart. Everything else about it stays Gatsby's (no
 * prefetch on a slow or data-saving connection or for crawlers, <link rel="prefetch"> for the
 * page data and the page's scripts, the onPrefetchPathname APIs): only the two delays change.
 *
 * Plain CommonJS so webpack can load it without a compile step. A Gatsby upgrade that changes
 * the queue fails the build with this message rather than silently keeping its own delay.
 */
'use strict'

/** Spec §9: "Prefetch delay 250 ms". */
const PREFETCH_DELAY_MS = 250

const GATSBY_DELAY = /(\}\s*,\s*)3000(\s*\))/g
const EXPECTED_DELAYS = 2

/**
 * @param {string} source Gatsby's loader.js
 * @param {number} delayMs the delay to use instead of Gatsby's 3000 ms
 * @returns {string}
 */
function setPrefetchDelay(source, delayMs) {
  if (!Number.isInteger(delayMs) || delayMs < 0) {
    throw new Error(`prefetch-delay-loader: delay must be a whole number of ms, not ${delayMs}`)
  }
  const found = source.match(GATSBY_DELAY)?.length ?? 0
  if (found !== EXPECTED_DELAYS || !source.includes('_processNextPrefetchBatch')) {
    throw new Error(
      `prefetch-delay-loader: expected Gatsby's prefetch queue (_processNextPrefetchBatch with ` +
        `${EXPECTED_DELAYS} delays of 3000 ms) in .cache/loader.js, found ${found} delays. ` +
        `Gatsby's loader has changed: check how it prefetches and update gatsby/prefetch-delay-loader.cjs.`,
    )
  }
  return source.replace(GATSBY_DELAY, `$1${delayMs}$2`)
}

/** @this {{ getOptions(): { delay?: number } }} */
function prefetchDelayLoader(source) {
  return setPrefetchDelay(source, this.getOptions().delay ?? PREFETCH_DELAY_MS)
}

module.exports = prefetchDelayLoader
module.exports.setPrefetchDelay = setPrefetchDelay
module.exports.PREFETCH_DELAY_MS = PREFETCH_DELAY_MS
