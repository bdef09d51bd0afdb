#!/usr/bin/env node
// `npm run build`: gatsby build against DRUPAL_BASE_URL, or against the demo CMS when unset.
import { withContentSource } from '../toolkit/with-cms.mjs'

const code = await withContentSource(['build', ...process.argv.slice(2)])
if (code !== 0) {
  console.error(
    '\nThe build failed (see above). Nothing new was published: public/ may hold an older build.',
  )
}
process.exit(code)
