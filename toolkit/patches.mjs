/**
 * Applies the project's patches to its dependencies (patches/, made with patch-package) before
 * Gatsby runs. npm runs no install scripts here (.npmrc), so patch-package's usual
 * `postinstall` would never run: every entry point that starts Gatsby calls this instead.
 * patch-package leaves an already patched file as it is, and fails when a patch no longer
 * applies (e.g. after a Gatsby upgrade: review the patch against the new version).
 *
 * patches/gatsby+5.16.1.patch: links prefetch their page 250 ms after they scroll into view,
 * not 3000 ms (`.cache/loader.js`'s prefetch queue); a build skips Parcel's
 * compile of gatsby-config/gatsby-node when none of their input files changed (size and mtime,
 * recorded in .cache/compiled/.inputs.json), and query extraction skips the files an earlier
 * build found without a query or page API (.cache/query-extraction-empty.json, by content
 * hash). Both cost about 4.5 s of every rebuild, an editor's wait. A build whose bundle inputs
 * are the last good compile's keeps its bundles instead of running webpack
 * (gatsby/config/bundle-reuse.cjs), and the worker pool restarts after the queries only when
 * many ran, and a rebuild's few queries run in the main process: about 4 s more.
 * patches/gatsby-source-drupal+6.16.0.patch: a fast build asks Drupal's gatsby module for the
 * changes since a minute before its last sync (the module stamps a change with the start of
 * its save request, so a save under way during a sync would otherwise be skipped for good).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** @param {string} projectDir a project with a patches/ folder (nothing to do without one) */
export function applyPatches(projectDir) {
  if (!existsSync(path.join(projectDir, 'patches'))) return
  const require = createRequire(path.join(projectDir, 'package.json'))
  const bin = require.resolve('patch-package/index.js')
  const result = spawnSync(process.execPath, [bin, '--error-on-fail'], {
    cwd: projectDir,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    throw new Error(
      `patch-package could not apply patches/ in ${projectDir}:\n${result.stdout}${result.stderr}\n` +
        'If node_modules holds an earlier version of a patch (patches/ changed since the last ' +
        'install), `npm ci` starts from clean packages; after a package upgrade, review the patch.',
    )
  }
}
