#!/usr/bin/env node
// `npm start`: build the site (on the demo CMS unless DRUPAL_BASE_URL is set) and serve it.
import { withContentSource } from './lib/with-cms.mjs'
import { startStaticServer } from './lib/static-server.mjs'

const code = await withContentSource(['build'])
if (code !== 0) {
  console.error('\nThe build failed (see above), so there is nothing to serve.')
  process.exit(code)
}
const port = Number(process.env.PORT) || 9000
const server = await startStaticServer({ root: 'public', port })
console.log(`\nThe site is being served at ${server.url}/ (Ctrl+C to stop)`)
const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
