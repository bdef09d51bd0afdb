#!/usr/bin/env node
// `npm start`: build the site (on the demo CMS unless DRUPAL_BASE_URL is set) and serve it.
import { withContentSource } from '../toolkit/with-cms.mjs'
import { startStaticServer } from '../site-server/static-server.mjs'

const { code, cms } = await withContentSource(['build'], { keepCms: true })
if (code !== 0) {
  console.error('\nThe build failed (see above), so there is nothing to serve.')
  await cms?.close()
  process.exit(code)
}
const port = Number(process.env.PORT) || 9000
const server = await startStaticServer({ root: 'public', port })
console.log(`\nThe site is being served at ${server.url}/ (Ctrl+C to stop)`)
if (cms) {
  console.log(`The demo CMS keeps running at ${cms.url} to receive form submissions`)
  console.log('(list them with `npm run cms:submissions`).')
}
const stop = async () => {
  await server.close()
  await cms?.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
