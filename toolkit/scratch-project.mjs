// A scratch copy of the project that `gatsby build` can run in: the browser tests and
// benchmarks that build on edited content (build guards, XSS corpus, publisher) use one so the
// working tree's .cache/ and public/ are never touched.
import { cpSync, symlinkSync } from 'node:fs'
import path from 'node:path'

/** What a build of this project reads, relative to the repository root. */
export const PROJECT_FILES = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'gatsby',
  'src',
  'static',
]

/** What the publisher runs from besides the site: its own folder and what it imports. */
export const PUBLISHER_FILES = ['publisher', 'site-server', 'toolkit', 'drupal/tools']

/**
 * Copies PROJECT_FILES (and `extra`, e.g. PUBLISHER_FILES) from `repo` into `dir` and links
 * node_modules.
 * @param {string} repo
 * @param {string} dir
 * @param {string[]} [extra]
 */
export function copyProject(repo, dir, extra = []) {
  for (const file of [...PROJECT_FILES, ...extra]) {
    cpSync(path.join(repo, file), path.join(dir, file), { recursive: true })
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
}
