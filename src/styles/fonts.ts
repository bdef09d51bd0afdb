/**
 * The site's self-hosted fonts (@fontsource, Latin subset only: the other subsets' files are
 * never needed for this site's English content). The CSS in gatsby-browser.tsx declares them
 * with font-display: swap; webpack emits each file once, content-hashed under /static/, and
 * gatsby-ssr.tsx preloads them so text is not re-laid out late.
 */
import lato400 from '@fontsource/lato/files/lato-latin-400-normal.woff2'
import lato700 from '@fontsource/lato/files/lato-latin-700-normal.woff2'
import poppins600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2'
import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2'

/** Font files to preload, in order of need (headings first, then body text). */
export const PRELOAD_FONTS: readonly string[] = [poppins700, lato400, poppins600, lato700]
