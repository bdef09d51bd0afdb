#!/usr/bin/env node
// `npm run test:e2e [-- jest args]`: browser tests in e2e/ against the built site in ./public.
// Checks for Chromium and for a build first, then runs Jest with jest.e2e.config.js.
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), E2E_BASE_URL (test a running site
// instead of serving ./public), E2E_PUBLIC_DIR (serve another build directory), E2E_WORKERS.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { checkChromium } from './lib/chromium.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

if (!checkChromium()) process.exit(1)

if (!process.env.E2E_BASE_URL) {
  const publicDir = path.resolve(repoRoot, process.env.E2E_PUBLIC_DIR || 'public')
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    console.error(
      `Nothing to test: ${path.join(publicDir, 'index.html')} does not exist. Run \`npm run build\` first.`,
    )
    process.exit(1)
  }
}

const jestBin = require.resolve('jest/bin/jest')
const child = spawn(
  process.execPath,
  [jestBin, '--config', path.join(repoRoot, 'jest.e2e.config.js'), ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } },
)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0))
})
