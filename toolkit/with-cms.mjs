/**
 * Runs a Gatsby command against the content source: a real Drupal when DRUPAL_BASE_URL is
 * set, otherwise the demo CMS in cms/ (started here on loopback and stopped afterwards).
 */
import path from 'node:path'

import { localDrupalEnv } from '../drupal/tools/local-env.mjs'
import { compileCacheEnv } from './compile-cache.mjs'
import { applyPatches } from './patches.mjs'
import { runCommand } from './run-command.mjs'

const root = path.resolve(import.meta.dirname, '..')
const gatsbyBin = path.join(root, 'node_modules', '.bin', 'gatsby')

/**
 * @typedef {{
 *   extraEnv?: Record<string, string>,
 *   keepCms?: boolean,
 *   cmsOptions?: import('../cms/lib/app.cjs').StartCmsOptions,
 *   command?: string[],
 *   cwd?: string,
 * }} ContentSourceOptions
 */
/**
 * With `keepCms`: gatsby's exit code, and the demo CMS (if one was started), still running.
 * @overload
 * @param {string[]} gatsbyArgs
 * @param {ContentSourceOptions & { keepCms: true }} options
 * @returns {Promise<{ code: number, cms: import('../cms/lib/app.cjs').RunningCms | undefined }>}
 */
/**
 * Gatsby's exit code.
 * @overload
 * @param {string[]} gatsbyArgs
 * @param {ContentSourceOptions & { keepCms?: false }} [options]
 * @returns {Promise<number>}
 */
/**
 * @param {string[]} gatsbyArgs
 * @param {ContentSourceOptions} [options]
 */
export async function withContentSource(
  gatsbyArgs,
  { extraEnv = {}, keepCms = false, cmsOptions = {}, command = [gatsbyBin], cwd = root } = {},
) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    // The cache of the project Gatsby runs in (`cwd`), whose node_modules it loads.
    ...compileCacheEnv(cwd),
    ...extraEnv,
  }
  /** @type {import('../cms/lib/app.cjs').RunningCms | undefined} */
  let cms
  if (env.DRUPAL_BASE_URL && env.DRUPAL_BASE_URL.trim() !== '') {
    Object.assign(env, localDrupalEnv(env))
    console.log(`Content source: Drupal at ${env.DRUPAL_BASE_URL}`)
  } else {
    const { startCms } = await import('../cms/server.mjs')
    cms = await startCms({ log: () => {}, ...cmsOptions })
    env.DEMO_CMS_URL = cms.url
    console.log(
      `Content source: the demo CMS at ${cms.url} (set DRUPAL_BASE_URL to use a real Drupal)`,
    )
  }

  applyPatches(root)
  const [bin, ...binArgs] = command
  const code = await runCommand(bin, [...binArgs, ...gatsbyArgs], {
    cwd,
    env,
    onError: (error) =>
      console.error(`Could not run gatsby: ${error.message}. Run \`npm ci\` first.`),
  })
  if (cms && !keepCms) await cms.close()
  // keepCms: the caller serves the site and the demo CMS keeps answering form submissions.
  return keepCms ? { code, cms } : code
}
