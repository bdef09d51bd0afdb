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
    '/drupal/',
    'coverage/',
    'bench/results/',
    'src/gatsby-types.d.ts',
    // ESLint 8 skips dot-files by default; lint our own config files anyway.
    '!.eslintrc.cjs',
  ],
  rules: {
    // TypeScript checks props; prop-types would only duplicate it.
    'react/prop-types': 'off',
    // House order: no import circles, and the site's code (src/) never imports the
    // build's (gatsby/): rules both need live in src/lib/.
    'import/no-cycle': ['error', { ignoreExternal: true }],
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src',
            from: './gatsby',
            message: 'src/ never imports gatsby/: move the shared rule to src/lib/.',
          },
        ],
      },
    ],
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
    ],
  },
  overrides: [
    {
      // Browser code: luxon would add 22 KB gzip to every page (the 110 KB start-up script budget).
      // Dates reach pages as text (the schema's `format` argument, src/lib/dateFormats.ts, which
      // is build-only); the clock pages read is src/lib/zonedTime.ts. luxon stays in build code
      // and as the tests' oracle.
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/lib/dateFormats.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'luxon', message: 'Use src/lib/dates.ts: luxon is too big for pages.' },
              { name: 'ics', message: 'Calendar files are written at build time (gatsby/ics.ts).' },
            ],
            patterns: [
              {
                group: ['**/dateFormats'],
                message:
                  'Build-time only (luxon): query the date with a format, e.g. expiryDate(format: LONG).',
              },
            ],
          },
        ],
      },
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
