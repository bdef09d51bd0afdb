/**
 * Whether this is the preview server (`npm run preview`, PREVIEW=1 in gatsby/source/env.ts): every
 * page then says it is not published and asks not to be indexed. Gatsby inlines
 * `process.env.GATSBY_*` at build time, so a public build carries none of it.
 */
export const IS_PREVIEW = process.env.GATSBY_PREVIEW === '1'

/** The banner's words. */
export const PREVIEW_BANNER_TEXT = 'Preview — not published'
