/**
 * ESLint 8 configuration (legacy eslintrc format).
 * Prettier owns formatting, so `prettier` must stay last in `extends`.
 */
const fs = require('node:fs')
const path = require('node:path')

// Follow the JSX runtime the Gatsby build uses: Gatsby compiles JSX with the classic runtime
// (React.createElement, so `React` must be in scope) unless gatsby-config sets
// `jsxRuntime: 'automatic'`. jest-preprocess.js makes the same choice.
function usesAutomaticJsxRuntime() {
  try {
    const config = fs.readFileSync(path.join(__dirname, 'gatsby-config.ts'), 'utf8')
    return /jsxRuntime\s*:\s*['"`]automatic['"`]/.test(config)
  } catch {
    return false
  }
}

/**
 * The project's programs and what each may import of the others (its README says why). The
 * site's code (src/) never imports the build's (gatsby/): rules both need live in src/lib/.
 * Tests (e2e/) may import anything.
 */
const PROGRAM_IMPORTS = {
  src: [],
  gatsby: ['src', 'security'],
  'site-server': [],
  // gatsby: only the build's redirect rules (gatsby/post-build/redirect-inputs.ts).
  publisher: ['site-server', 'toolkit', 'drupal/tools', 'gatsby'],
  preview: ['toolkit', 'drupal/tools'],
  cms: ['gatsby', 'src', 'drupal/web/modules/custom/outlet_forms'],
  'drupal/tools': ['cms', 'gatsby', 'src', 'toolkit', 'generators'],
  toolkit: ['cms', 'drupal/tools'],
  security: ['gatsby', 'src'],
  bench: ['site-server', 'publisher', 'toolkit', 'cms', 'drupal/tools', 'gatsby', 'src'],
  scripts: ['site-server', 'toolkit', 'drupal/tools', 'security', 'cms', 'generators'],
  // Writes the project's files from templates; it imports none of the project's code.
  generators: [],
  // Drupal's forms module (PHP): only its forms-contract.json is read, by the replay (cms/).
  'drupal/web/modules/custom/outlet_forms': [],
}

/** import/no-restricted-paths zones: every program barred from the ones it may not import. */
function programZones() {
  const programs = [...Object.keys(PROGRAM_IMPORTS), 'e2e']
  return Object.entries(PROGRAM_IMPORTS).map(([target, allowed]) => ({
    target: `./${target}`,
    from: programs.filter((p) => p !== target && !allowed.includes(p)).map((p) => `./${p}`),
    message: `${target}/ may import only ${allowed.join(', ') || 'packages'} of the project's programs (its README).`,
  }))
}

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: {
    ecmaVersion: 'latest',
    sourceType: 'module',
    ecmaFeatures: { jsx: true },
  },
  env: {
    browser: true,
    node: true,
    es2022: true,
    jest: true,
  },
  settings: {
    react: { version: 'detect' },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
  },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'jsx-a11y', 'import'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    ...(usesAutomaticJsxRuntime() ? ['plugin:react/jsx-runtime'] : []),
    'plugin:react-hooks/recommended',
    'plugin:jsx-a11y/recommended',
    'prettier',
  ],
  ignorePatterns: [
    'public/',
    '.cache/',
    'node_modules/',
    'cms/snapshot/',
    // Drupal's codebase and the local site; drupal/tools/ is ours and linted.
    '/drupal/*',
    '!/drupal/tools/',
    'coverage/',
    'bench/results/',
    'src/gatsby-types.d.ts',
    // ESLint 8 skips dot-files by default; lint our own config files anyway.
    '!.eslintrc.cjs',
  ],
  rules: {
    // TypeScript checks props; prop-types would only duplicate it.
    'react/prop-types': 'off',
    // No import circles, and each program imports only what its README allows (PROGRAM_IMPORTS).
    'import/no-cycle': ['error', { ignoreExternal: true }],
    'import/no-restricted-paths': ['error', { zones: programZones() }],
    // Small functions and files of one responsibility (tests are exempt, below).
    'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
    ],
  },
  overrides: [
    {
      // Browser code: luxon would add 22 KB gzip to every page (the 110 KB start-up script
      // budget). Dates reach pages as text (the schema's `format` argument,
      // gatsby/schema/date-formats.ts); the clock pages read is src/lib/zonedTime.ts. luxon
      // stays in build code and as the tests' oracle.
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'luxon', message: 'Use src/lib/dates.ts: luxon is too big for pages.' },
              {
                name: 'ics',
                message: 'Calendar files are written at build time (gatsby/post-build/ics.ts).',
              },
            ],
          },
        ],
      },
    },
    {
      // Unit tests may read any program's rules (a build-time formatter as a test's oracle);
      // a test's length follows the cases it checks.
      files: ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**'],
      rules: {
        'import/no-restricted-paths': 'off',
        'max-lines-per-function': 'off',
        'max-lines': 'off',
      },
    },
    {
      // Browser tests: a spec is a story of steps, and its length follows them.
      files: ['e2e/**'],
      rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
    },
    {
      // CommonJS files (configs, Jest mocks and preprocessors) may use require().
      files: ['*.cjs', '*.js'],
      excludedFiles: ['src/**/*.js'],
      rules: {
        '@typescript-eslint/no-var-requires': 'off',
        '@typescript-eslint/no-require-imports': 'off',
      },
    },
  ],
}
