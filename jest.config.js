// Unit tests (jsdom by default). Node-only tests opt in with a `/** @jest-environment node */`
// docblock at the top of the file. Browser tests live in e2e/ and run on Playwright
// (playwright.config.ts, `npm run test:e2e`).
// drupal/ holds Drupal's codebase (its own package.json files) and the local site once
// installed; drupal/tools/ is ours and tested.
const DRUPAL_CODEBASE = ['web', 'vendor', '.php', '.data', '.mariadb', '.codebase.partial'].map(
  (dir) => `<rootDir>/drupal/${dir}/`,
)

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: {
    url: 'http://localhost/',
  },
  testMatch: [
    '<rootDir>/src/**/*.test.ts?(x)',
    '<rootDir>/cms/**/*.test.ts?(x)',
    '<rootDir>/scripts/**/*.test.ts?(x)',
    '<rootDir>/gatsby/**/*.test.ts?(x)',
    '<rootDir>/security/**/*.test.ts?(x)',
    '<rootDir>/site-server/**/*.test.ts?(x)',
    '<rootDir>/publisher/**/*.test.ts?(x)',
    '<rootDir>/preview/**/*.test.ts?(x)',
    '<rootDir>/bench/**/*.test.ts?(x)',
    '<rootDir>/toolkit/**/*.test.ts?(x)',
    '<rootDir>/generators/**/*.test.ts?(x)',
    '<rootDir>/drupal/tools/**/*.test.ts?(x)',
  ],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/.cache/',
    '<rootDir>/public/',
    '<rootDir>/e2e/',
    '<rootDir>/.publisher/',
    '<rootDir>/.compare/',
    ...DRUPAL_CODEBASE,
  ],
  modulePathIgnorePatterns: ['<rootDir>/.publisher/', '<rootDir>/.compare/', ...DRUPAL_CODEBASE],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json', 'node'],
  transform: {
    '^.+\\.(tsx?|jsx?|mjs|cjs)$': '<rootDir>/jest-preprocess.js',
  },
  // Gatsby (and httpxy, the preview server's proxy, Netlify's _redirects and _headers parsers and p-limit) ship some packages as untranspiled ESM;
  // let Babel transform them.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|httpxy|@netlify/redirect-parser|@netlify/headers-parser|escape-string-regexp|smol-toml|p-limit|yocto-queue)/)',
  ],
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|eot|otf|webp|avif|svg|ico|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga|pdf)$':
      '<rootDir>/__mocks__/file-mock.js',
    // (The gatsby-page-utils/core-utils mappings from older Gatsby docs are not needed with Jest 29,
    // which resolves package "exports" itself; with them, gatsby-link fails to load.)
  },
  globals: {
    __PATH_PREFIX__: '',
    __BASE_PATH__: '',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  coveragePathIgnorePatterns: ['/node_modules/', '<rootDir>/.cache/', '<rootDir>/public/'],
}
