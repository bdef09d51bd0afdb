#!/usr/bin/env node
// Serve the built site in ./public: `node scripts/serve.mjs [--port 9000] [--host 127.0.0.1]`.
// Also reads PORT / HOST from the environment. Build first with `npm run build`.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { startStaticServer } from '../site-server/static-server.mjs'

const usage = 'Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--root public]'

let values
try {
  ;({ values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string', short: 'H' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }))
} catch (error) {
  console.error(`${error.message}\n${usage}`)
  process.exit(2)
}

if (values.help) {
  console.log(usage)
  process.exit(0)
}

const root = values.root || 'public'
const host = values.host || process.env.HOST || '127.0.0.1'
const portText = values.port ?? process.env.PORT ?? '9000'
const port = Number(portText)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port "${portText}".\n${usage}`)
  process.exit(2)
}

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(
    `Nothing to serve: run \`npm run build\` first (${path.join(root, 'index.html')} does not exist).`,
  )
  process.exit(1)
}

let server
try {
  server = await startStaticServer({ root, port, host })
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

console.log(`Serving the site at ${server.url}/`)
console.log('Press Ctrl+C to stop.')

const stop = () => {
  server.close().finally(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
