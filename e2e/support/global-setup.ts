// Jest globalSetup for the e2e config: serve ./public on an ephemeral port for the whole run.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { startStaticServer, type StaticServer } from '../../scripts/lib/static-server.mjs'

declare global {
  // Shared with global-teardown.ts (globalSetup and globalTeardown run in the same context).
  // eslint-disable-next-line no-var -- `declare global` needs var
  var __E2E_STATIC_SERVER__: StaticServer | undefined
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`\n[e2e] Testing against E2E_BASE_URL=${process.env.E2E_BASE_URL}`)
    return
  }
  const root = path.resolve(process.env.E2E_PUBLIC_DIR || 'public')
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `[e2e] Nothing to serve: ${path.join(root, 'index.html')} does not exist. Run \`npm run build\` first.`,
    )
  }
  const server = await startStaticServer({ root, port: 0 })
  globalThis.__E2E_STATIC_SERVER__ = server
  // Test workers are started after globalSetup and inherit this environment variable.
  process.env.E2E_BASE_URL = server.url
  console.log(`\n[e2e] Serving ${root} at ${server.url}/`)
}
