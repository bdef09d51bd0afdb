#!/usr/bin/env node
// `npm run develop`: gatsby develop (GraphiQL at /___graphql) on the demo CMS or DRUPAL_BASE_URL.
// The refresh endpoint is on, so `curl -X POST http://localhost:8000/__refresh` re-sources
// content from the CMS without a restart (Drupal's gatsby module can call it on save).
import { withContentSource } from '../toolkit/with-cms.mjs'

const args = process.argv.slice(2)

const code = await withContentSource(['develop', ...args], {
  extraEnv: { ENABLE_GATSBY_REFRESH_ENDPOINT: 'true' },
  cmsOptions: { log: (message) => console.log(`[demo CMS] ${message}`) },
})
process.exit(code)
