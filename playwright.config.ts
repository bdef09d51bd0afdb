// Browser tests (e2e/*.spec.ts): @playwright/test driving Debian's Chromium, with
// @axe-core/playwright for the accessibility checks. Run them with `npm run test:e2e`
// (scripts/e2e.mjs checks Chromium and the build first; arguments go to `playwright test`).
//
// The web server serves ./public (or E2E_PUBLIC_DIR) with the project's static server, the
// headers of the build's _headers file included, on a free port that it announces as
// E2E_BASE_URL. With E2E_BASE_URL already set (a running `npm run serve`, a deployed site),
// nothing is served and the tests go there.
// Environment: CHROMIUM_PATH, E2E_BASE_URL, E2E_PUBLIC_DIR, E2E_WORKERS, TEST_CMS=replay (leaves
// out e2e/drupal-*.spec.ts, which need the local Drupal).
import path from 'node:path'
import { defineConfig } from '@playwright/test'

import {
  CHROMIUM_ARGS,
  chromiumExecutablePath,
  contextOptions,
} from './e2e/support/browser-options'

const publicDir = path.resolve(__dirname, process.env.E2E_PUBLIC_DIR || 'public')
const withoutDrupal = process.env.TEST_CMS === 'replay' ? ['drupal-*.spec.ts'] : []
/**
 * Specs that run builds (gatsby, the publisher) or share one back end (the local Drupal, the
 * forms' store): one at a time, after the page specs, so no build competes with a browser test
 * for the two cores and no two specs write to the same Drupal.
 */
const ONE_AT_A_TIME = [
  'drupal-*.spec.ts',
  'publisher.spec.ts',
  'xss.spec.ts',
  'build-guards.spec.ts',
  'forms.spec.ts',
  'security.spec.ts',
]

export default defineConfig({
  testDir: 'e2e',
  // Traces of failed tests (open with `npx playwright show-trace <trace.zip>`).
  outputDir: 'test-results/e2e',
  // The page specs' files are spread over two browsers (E2E_WORKERS=1: one file at a time);
  // the others run one at a time (ONE_AT_A_TIME).
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  projects: [
    { name: 'pages', testMatch: '*.spec.ts', testIgnore: [...ONE_AT_A_TIME, ...withoutDrupal] },
    {
      name: 'builds and back ends',
      testMatch: ONE_AT_A_TIME,
      testIgnore: withoutDrupal,
      workers: 1,
      dependencies: ['pages'],
    },
  ],
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // Each test's time is on its line; no advice to parallelise the slow files.
  reportSlowTests: null,
  // One line a test, then the totals (passed, failed, flaky, skipped).
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
    // The `page` fixture is a desktop page (1440 × 900); `openPage('mobile')` a phone's.
    ...contextOptions('desktop'),
    // Set in the workers, which start once the web server has announced the address.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        name: 'e2e site',
        command: `node scripts/serve.mjs --port 0 --root ${JSON.stringify(publicDir)}`,
        cwd: __dirname,
        // "Serving the site at http://127.0.0.1:40123/": stored as process.env.E2E_BASE_URL.
        wait: { stdout: /Serving the site at (?<e2e_base_url>http:\/\/[^/\s]+)/ },
        stdout: 'pipe',
        timeout: 30_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
})
