#!/usr/bin/env node
// `npm run test:e2e [-- playwright test args]`: browser tests in e2e/ against the built site in
// ./public. Checks for Chromium and for a build first, then runs `playwright test` with
// playwright.config.ts (e.g. `npm run test:e2e -- e2e/stores.spec.ts -g "Clear all"`).
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), E2E_BASE_URL (test a running site
// instead of serving ./public), E2E_PUBLIC_DIR (serve another build directory), E2E_WORKERS.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { checkChromium } from '../toolkit/chromium.mjs'
import { runCommand } from '../toolkit/run-command.mjs'

const repoRoot = path.resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)

if (!checkChromium()) process.exit(1)

if (process.env.E2E_BASE_URL) {
  console.log(`[e2e] Testing against E2E_BASE_URL=${process.env.E2E_BASE_URL}`)
} else {
  const publicDir = path.resolve(repoRoot, process.env.E2E_PUBLIC_DIR || 'public')
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    console.error(
      `Nothing to test: ${path.join(publicDir, 'index.html')} does not exist. Run \`npm run build\` first.`,
    )
    process.exit(1)
  }
}

// `--ci` was Jest's; Playwright has no such option (CI=1 forbids test.only instead).
const args = process.argv.slice(2).filter((arg) => arg !== '--ci')
// The page specs run before the others (playwright.config.ts); a chosen file or test runs alone.
const chosen = args.some((arg) => !arg.startsWith('-') || arg === '-g' || arg === '--grep')
if (chosen) args.push('--no-deps')
const playwright = require.resolve('@playwright/test/cli')
process.exit(
  await runCommand(
    process.execPath,
    [playwright, 'test', '--config', path.join(repoRoot, 'playwright.config.ts'), ...args],
    { cwd: repoRoot, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } },
  ),
)
