// Cache-Control for the built site, as Gatsby's caching guidance gives it
// (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/): files under /static/
// and content-hashed JS/CSS are immutable for a year; HTML, page-data, app-data and sw.js (and
// anything else) must be revalidated on every use.

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'

// Gatsby names its bundles `<name>-<contenthash>.js` and stylesheets `<name>.<contenthash>.css`
// (webpack's default 20-hex-digit content hash).
const HASHED_ASSET = /[-.][0-9a-f]{20,}\.(?:js|mjs|css)(?:\.map)?$/
// Gatsby's own bundles at the site root: app-*.js, webpack-runtime-*.js, framework-*.js,
// polyfill-*.js, component---src-pages-*.js.
const GATSBY_BUNDLE =
  /^\/(?:app|webpack-runtime|framework|polyfill|commons|component---[^/]+)-[0-9a-f]{8,}\.js(?:\.map)?$/

/**
 * The Cache-Control value for a request path (decoded pathname, leading slash).
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/page-data/') || pathname === '/sw.js') return CACHE_REVALIDATE
  if (pathname.startsWith('/static/')) return CACHE_IMMUTABLE
  if (HASHED_ASSET.test(pathname) || GATSBY_BUNDLE.test(pathname)) return CACHE_IMMUTABLE
  // HTML pages, directories, app-data.json, manifest, robots.txt, favicons, ...
  return CACHE_REVALIDATE
}
