// Babel transform of the unit tests (jest.config.js).
// See https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
// The options are self-contained (no babel.config.js / .babelrc lookup), so the Gatsby build's
// Babel setup and the test setup cannot silently drift into each other.
const fs = require('node:fs')
const path = require('node:path')
const babelJest = require('babel-jest')

// Compile JSX the way the Gatsby build does: the classic runtime (React.createElement, so
// components must import React) unless gatsby-config sets `jsxRuntime: 'automatic'`.
// .eslintrc.cjs makes the same choice.
function jsxRuntime() {
  try {
    const config = fs.readFileSync(path.join(__dirname, 'gatsby-config.ts'), 'utf8')
    return /jsxRuntime\s*:\s*['"`]automatic['"`]/.test(config) ? 'automatic' : 'classic'
  } catch {
    return 'classic'
  }
}

const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    ['babel-preset-gatsby', { reactRuntime: jsxRuntime() }],
    ['@babel/preset-typescript', { allowDeclareFields: true }],
  ],
}

module.exports = (babelJest.default || babelJest).createTransformer(babelOptions)
