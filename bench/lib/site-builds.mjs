// The benchmark's builds of the site on the demo CMS: cold, no-op and one-edit rebuilds (a
// store's title changed in the CMS, then changed back), each timed with its phases
// (publisher/build-phases.mjs), at 1× or N× the replay's content (scale-snapshot.mjs).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildPhases } from '../../publisher/build-phases.mjs'
import { compileCacheEnv } from '../../toolkit/compile-cache.mjs'
import { applyPatches } from '../../toolkit/patches.mjs'
import { runCommand } from '../../toolkit/run-command.mjs'
import { compareSites, postBuildAgainstFullPass, siteDigests } from './build-checks.mjs'
import { median } from './figures.mjs'
import { writeScaledSnapshot } from './scale-snapshot.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/** @typedef {ReturnType<typeof buildPhases> & { seconds: number }} TimedBuild */

/**
 * A copy of the demo snapshot whose resources can be edited, its content `scale` times.
 * @param {number} scale
 */
function scratchSnapshot(scale = 1) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-snapshot-'))
  const source = path.join(root, 'cms', 'snapshot')
  if (scale > 1) {
    writeScaledSnapshot(source, dir, scale)
    return dir
  }
  cpSync(path.join(source, 'meta.json'), path.join(dir, 'meta.json'))
  cpSync(path.join(source, 'resources'), path.join(dir, 'resources'), { recursive: true })
  cpSync(path.join(source, 'files'), path.join(dir, 'files'), { recursive: true })
  return dir
}

/**
 * Retitles the snapshot's first store; returns the title it had.
 * @param {string} snapshotDir
 * @param {string} title
 * @returns {string}
 */
function setFirstStoreTitle(snapshotDir, title) {
  const file = path.join(snapshotDir, 'resources', 'node--store.json')
  const doc = JSON.parse(readFileSync(file, 'utf8'))
  const before = doc.data[0].attributes.title
  doc.data[0].attributes.title = title
  writeFileSync(file, JSON.stringify(doc))
  return before
}

/**
 * Runs the Gatsby command line in `cwd`; resolves with its time and phases.
 * @param {string[]} gatsbyArgs
 * @param {Record<string, string>} env
 * @param {string} [cwd]
 * @returns {Promise<TimedBuild>}
 */
export async function runGatsby(gatsbyArgs, env, cwd = root) {
  applyPatches(root)
  const started = performance.now()
  /** @type {string[]} */
  const output = []
  const code = await runCommand(path.join(root, 'node_modules', '.bin', 'gatsby'), gatsbyArgs, {
    cwd,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
      ...compileCacheEnv(cwd),
      ...env,
    },
    output,
  })
  const seconds = (performance.now() - started) / 1000
  const log = output.join('')
  if (code !== 0) throw new Error(`gatsby ${gatsbyArgs.join(' ')} failed:\n${log.slice(-3000)}`)
  return { seconds, ...buildPhases(log, seconds * 1000) }
}

/**
 * The demo CMS on an editable scratch snapshot, with the change log Drupal keeps for the
 * publisher's builds: gatsby-source-drupal's fastBuilds then fetches only what changed
 * (cms/lib/change-log.cjs).
 * @param {number} scale
 */
async function scratchCms(scale) {
  const { startCms } = await import('../../cms/server.mjs')
  const snapshotDir = scratchSnapshot(scale)
  const changeLog = path.join(snapshotDir, 'change-log.json')
  let cms = await startCms({ port: 0, snapshotDir, changeLog, log: () => {} })
  const port = cms.port
  return {
    snapshotDir,
    url: () => cms.url,
    // The CMS reads its snapshot when it starts: restart it on the same port after an edit, so
    // Gatsby sees the same source (a different URL would invalidate its cache).
    restart: async () => {
      await cms.close()
      cms = await startCms({ port, snapshotDir, changeLog, log: () => {} })
    },
    close: async () => {
      await cms.close()
      rmSync(snapshotDir, { recursive: true, force: true })
    },
  }
}

/**
 * @typedef {object} SiteBuilds
 * @property {number} scale
 * @property {number} cold seconds
 * @property {number} noop seconds
 * @property {number[]} oneEditRuns seconds of each edit and each undo
 * @property {number} oneEdit the median of oneEditRuns
 * @property {number} oneEditToNoop
 * @property {Record<string, TimedBuild>} phases cold, noop, oneEdit (the first), oneEditBack (the last)
 * @property {ReturnType<typeof compareSites>} sameAsCold
 * @property {Awaited<ReturnType<typeof postBuildAgainstFullPass>> | null} postBuild
 */

/**
 * A cold build, a no-op rebuild and one-edit rebuilds (a store's title changed in the CMS,
 * then changed back), on the replay's content multiplied `scale` times
 * (bench/lib/scale-snapshot.mjs), each with its phases, in `projectDir` (the repository, or
 * a scratch copy of it). With `checkPostBuild`, also whether the post-build steps, which do
 * only what changed, left the same pages and headers as a full pass over the same build.
 *
 * As steps, so that the scale mode can interleave two sites' edits: `start()` (cold and
 * no-op), `editPair()` (the edit and its undo; any number of times), `finish()` (the checks and
 * the result, which closes the CMS).
 * @param {number} scale
 * @param {{ projectDir?: string, checkPostBuild?: boolean }} [options]
 */
export async function buildSite(scale = 1, { projectDir = root, checkPostBuild = false } = {}) {
  const cms = await scratchCms(scale)
  // As the publisher builds (publisher/gatsby-build.mjs): fast builds, and no type generation
  // (a development aid: 0.26 s of every build at either size, which a publish does not pay).
  const env = { DEMO_CMS_URL: cms.url(), DRUPAL_FAST_BUILDS: '1', GRAPHQL_TYPEGEN: '0' }
  const gatsby = (/** @type {string[]} */ gatsbyArgs) => runGatsby(gatsbyArgs, env, projectDir)
  const publicDir = path.join(projectDir, 'public')
  const label = scale > 1 ? ` at ${scale}× content` : ''
  /** @type {Partial<SiteBuilds> & Pick<SiteBuilds, 'scale' | 'oneEditRuns' | 'phases'>} */
  const result = { scale, oneEditRuns: [], phases: {} }
  /** @type {Map<string, string>} */
  let coldSite = new Map()
  /** Runs a step; a failed one closes the CMS before it fails the benchmark. */
  const step = async (/** @type {() => Promise<void>} */ run) => {
    try {
      await run()
    } catch (error) {
      await cms.close()
      throw error
    }
  }
  /** Edits the first store's title in the CMS and rebuilds. */
  const rebuildWithTitle = async (/** @type {string} */ title) => {
    const before = setFirstStoreTitle(cms.snapshotDir, title)
    await cms.restart()
    return { before, build: await gatsby(['build']) }
  }
  return {
    start: () =>
      step(async () => {
        console.log(`Cold build${label} (gatsby clean first)...`)
        await gatsby(['clean'])
        result.phases.cold = await gatsby(['build'])
        result.cold = result.phases.cold.seconds
        coldSite = siteDigests(publicDir)
        console.log(`  ${result.cold.toFixed(1)} s\nNo-op rebuild${label}...`)
        result.phases.noop = await gatsby(['build'])
        result.noop = result.phases.noop.seconds
        console.log(`  ${result.noop.toFixed(1)} s`)
      }),
    editPair: () =>
      step(async () => {
        console.log(`One-edit rebuild${label} (a store title changed)...`)
        const edit = await rebuildWithTitle('Bench Edited Store Title')
        result.phases.oneEdit ??= edit.build
        console.log(
          `  ${edit.build.seconds.toFixed(1)} s\nOne-edit rebuild${label} (changed back)...`,
        )
        const back = await rebuildWithTitle(edit.before)
        result.phases.oneEditBack = back.build
        console.log(`  ${back.build.seconds.toFixed(1)} s`)
        result.oneEditRuns.push(edit.build.seconds, back.build.seconds)
      }),
    async finish() {
      try {
        // The median of the edits and undos: one slow build on a shared machine moves it least.
        result.oneEdit = median(result.oneEditRuns)
        result.oneEditToNoop = result.oneEdit / Number(result.noop)
        // The edit undone: every file of the site as the cold build made it.
        result.sameAsCold = compareSites(coldSite, siteDigests(publicDir))
        console.log(
          `  after the edits and their undos${label}, against the cold build: ${result.sameAsCold.summary}`,
        )
        result.postBuild = checkPostBuild
          ? await postBuildAgainstFullPass(publicDir, cms.url())
          : null
        if (result.postBuild)
          console.log(`  post-build against a full pass: ${result.postBuild.summary}`)
        return /** @type {SiteBuilds} */ (result)
      } finally {
        await cms.close()
      }
    },
  }
}

/** The demo CMS builds of `npm run bench` (no scale): a cold, a no-op and one edit and undo. */
export async function buildTimes() {
  const site = await buildSite(1)
  await site.start()
  await site.editPair()
  return site.finish()
}
