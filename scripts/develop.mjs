#!/usr/bin/env node
// `npm run develop`: gatsby develop (GraphiQL at /___graphql) on the demo CMS or DRUPAL_BASE_URL.
// The refresh endpoint is on, so `curl -X POST http://localhost:8000/__refresh` re-sources
// content from the CMS without a restart (Drupal's gatsby module can call it on save).
// With the demo CMS, its build hook points at that endpoint: an edit (`npm run cms:edit`, or
// any PATCH/POST/DELETE on its JSON:API) shows in the preview without a restart.
import { withContentSource } from './lib/with-cms.mjs'

const args = process.argv.slice(2)

/** The port gatsby develop will use (`-p`/`--port`, else PORT, else 8000). */
function developPort(argv) {
  for (let i = 0; i < argv.length; i++) {
    const m = /^(?:-p|--port)(?:=(.+))?$/.exec(argv[i])
    if (m) return m[1] ?? argv[i + 1]
  }
  return process.env.PORT || '8000' // gatsby develop's own default
}

const refreshUrl =
  process.env.CMS_BUILD_HOOK_URL || `http://localhost:${developPort(args)}/__refresh`

const code = await withContentSource(['develop', ...args], {
  extraEnv: { ENABLE_GATSBY_REFRESH_ENDPOINT: 'true' },
  cmsOptions: {
    buildHooks: [{ url: refreshUrl }],
    log: (message) => console.log(`[demo CMS] ${message}`),
  },
})
process.exit(code)
