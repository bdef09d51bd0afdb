/**
 * How embedded maps are framed, shared by the map block (src/components/sections/MapSection)
 * and the build-time sanitiser for map iframes in rich text (gatsby/source/sanitize-html.ts).
 */

/**
 * The narrowest sandbox a map embed works in: the map page runs its own scripts against its
 * own origin (tiles, the provider's cookies) and may open "View larger map" in a new tab that
 * is not itself sandboxed. No forms, top-level navigation, modals or downloads. The framed
 * page is always cross-origin (MAP_EMBED_HOSTS are other hosts), so allow-scripts with
 * allow-same-origin cannot lift the sandbox.
 */
export const MAP_IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'

/** The map provider learns the site's origin, never the page path. */
export const MAP_IFRAME_REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** Title of a map iframe that has none of its own (an iframe needs an accessible name). */
export const DEFAULT_MAP_TITLE = 'Map'
