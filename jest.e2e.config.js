// Browser end-to-end tests: Jest (node environment) driving Debian's Chromium via playwright-core.
// Run with `npm run test:e2e` (scripts/e2e.mjs), which checks Chromium and the build first.
// globalSetup serves ./public on an ephemeral port and publishes it as E2E_BASE_URL, unless
// E2E_BASE_URL is already set (e.g. to test a deployed site or a running `npm run serve`).
const workers = Number(process.env.E2E_WORKERS) || 1

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.spec.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/.cache/',
    '<rootDir>/public/',
    '<rootDir>/.publisher/',
    '<rootDir>/.compare/',
    '<rootDir>/drupal/',
    // Specs of the real Drupal (e2e/drupal-*.spec.ts) need it installed: not on a replay-only run.
    ...(process.env.TEST_CMS === 'replay' ? ['<rootDir>/e2e/drupal-'] : []),
  ],
  modulePathIgnorePatterns: ['<rootDir>/.publisher/', '<rootDir>/.compare/', '<rootDir>/drupal/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json', 'node'],
  transform: {
    '^.+\\.(tsx?|jsx?|mjs|cjs)$': '<rootDir>/jest-preprocess.js',
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 60000,
  // One browser at a time: on a 2-core machine, parallel Chromium instances make timings flaky.
  // Override with E2E_WORKERS=2 on bigger machines.
  maxWorkers: workers,
  slowTestThreshold: 20,
}
