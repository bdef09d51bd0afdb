/**
 * One build, from the queue's batch to a published release or a recorded failure.
 *
 * Builds run in the project folder, so Gatsby's .cache/ and public/ carry over from one build
 * to the next (only changed pages are rebuilt); a good build is then copied into
 * <workDir>/builds/<id>/ and `current` is switched to it (see releases.mjs). A build is good
 * when gatsby exits 0 and the output passes checkBuildOutput; otherwise the failure is
 * recorded with the tail of its log and the site being served stays as it was.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { runAfterPublish } from './after-publish.mjs'
import { iso } from './build-history.mjs'
import { pruneBuildLogs } from './build-log.mjs'
import { buildPhases } from './build-phases.mjs'
import {
  discardWarmBuild,
  gatsbyFailure,
  prepareGatsbyBuild,
  runGatsbyBuild,
  stopGatsbyBuild,
} from './gatsby-build.mjs'
import { writeRedirectFiles } from '../gatsby/post-build/redirect-inputs.ts'
import { redirectsOnlyChange } from './redirects-only.mjs'
import { checkBuildOutput, newBuildId } from './releases.mjs'

/** @typedef {import('./build-history.mjs').BuildRecord} BuildRecord */
/** @typedef {import('./gatsby-build.mjs').GatsbyRun} GatsbyRun */
/**
 * The build that is running, for /status.
 * @typedef {{ id: string, startedAt: number, reasons: string[], requestCount: number }} RunningBuild
 */
/**
 * @typedef {object} BuildRunnerOptions
 * @property {string} projectDir
 * @property {string} workDir
 * @property {string} gatsbyBin
 * @property {number} buildTimeoutMs
 * @property {number} keep
 * @property {string} afterPublish
 * @property {import('./content-source.mjs').ContentSource} source
 * @property {import('./releases.mjs').Releases} releases
 * @property {import('./build-history.mjs').BuildHistory} history
 * @property {import('./status.mjs').Counters} counters
 * @property {() => Promise<void>} ensureSiteListener
 * @property {() => boolean} isClosed
 * @property {(message: string) => void} log
 */
/**
 * A build under way: its record so far and when it started.
 * @typedef {{ record: BuildRecord, t0: number }} Attempt
 */
/**
 * A published build's record.
 * @typedef {BuildRecord & { durationMs: number, buildMs: number, publishMs: number, pageCount: number }} PublishedRecord
 */

/**
 * Its record as it starts.
 * @param {string} id
 * @param {import('./build-queue.mjs').BuildBatch} batch
 * @param {string[]} reasons
 * @param {number} t0
 * @returns {BuildRecord}
 */
function startRecord(id, batch, reasons, t0) {
  // From the first save this build covers to its start: the debounce and any build before it.
  const firstAt = Math.min(...batch.requests.map((r) => r.at))
  return {
    id,
    reasons,
    requestCount: batch.requestCount,
    startedAt: iso(t0),
    waitMs: Number.isFinite(firstAt) ? Math.max(0, t0 - firstAt) : 0,
  }
}

/**
 * Gatsby stores sourced content in .cache/ as it goes but records which pages it has rendered
 * only at the end: a build that failed in between would leave content that the next build
 * takes as already rendered. So the build after a failure starts clean.
 * @param {BuildRunnerOptions} options
 * @param {Attempt} attempt
 */
async function cleanCache({ projectDir, log }, { record }) {
  log(`build ${record.id} starts from a clean cache (the build before it failed)`)
  for (const dir of ['.cache', 'public']) {
    await fs.rm(path.join(projectDir, dir), { recursive: true, force: true })
  }
  record.clean = true
}

/**
 * A failed attempt's record: when and why it ended, and `more` (its log).
 * @param {Attempt} attempt
 * @param {string} error
 * @param {Partial<BuildRecord>} more
 * @returns {BuildRecord & { durationMs: number }}
 */
const failedRecord = ({ record, t0 }, error, more) => ({
  ...record,
  ok: false,
  finishedAt: iso(Date.now()),
  durationMs: Date.now() - t0,
  error,
  ...more,
})

/**
 * Record a build that failed or whose output did not pass the checks; the site stays as it was.
 * @param {BuildRunnerOptions} options
 * @param {Attempt} attempt
 * @param {string[]} problems
 * @param {GatsbyRun} run
 * @returns {Promise<BuildRecord>}
 */
async function buildFailed({ history, counters, releases, log }, attempt, problems, run) {
  const failure = failedRecord(attempt, problems.join('; '), {
    logFile: run.logFile,
    logTail: run.tail,
  })
  history.recordFailure(failure, { ...failure, logTail: undefined })
  counters.failures += 1
  await history.save()
  log(
    `build ${failure.id} FAILED after ${(failure.durationMs / 1000).toFixed(1)} s: ${failure.error}`,
  )
  log(
    `still serving ${(await releases.currentId()) ?? 'nothing (no good build yet)'}; log: ${run.logFile}`,
  )
  return failure
}

/**
 * Record a build that could not be published: its copy, the switch or the state file failed,
 * or the publisher was stopped during the build.
 * @param {BuildRunnerOptions} options
 * @param {Attempt} attempt
 * @param {Error} error
 * @returns {Promise<BuildRecord>}
 */
async function publishingFailed({ history, counters, log }, attempt, error) {
  const failure = failedRecord(attempt, `publishing failed: ${error.message}`, { logTail: [] })
  history.recordFailure(failure, failure)
  counters.failures += 1
  await history.save().catch(() => {})
  log(`build ${failure.id} FAILED: ${failure.error}`)
  return failure
}

/**
 * Delete the logs of builds that are neither kept, the last failure nor recent.
 * @param {BuildRunnerOptions} options
 */
async function pruneLogs({ releases, history, keep, workDir }) {
  const keepIds = new Set([
    ...(await releases.list()),
    history.state.lastFailure?.id,
    ...history.state.history.slice(-keep * 2).map((h) => h.id),
  ])
  await pruneBuildLogs(path.join(workDir, 'logs'), keepIds)
}

/**
 * Copy the build in public/ into a release and switch `current` to it; returns its record.
 * @param {BuildRunnerOptions} options
 * @param {Attempt} attempt
 * @param {Pick<PublishedRecord, 'buildMs' | 'pageCount' | 'phasesMs' | 'queriesRun' | 'pagesRendered' | 'pagesWritten' | 'logFile' | 'redirectsOnly'>} build
 *   Gatsby's phases (startup, sourcing, schema, pages, bundles, queries, html, postBuild,
 *   other) and how much of the site the build redid
 * @returns {Promise<PublishedRecord>}
 */
async function publishRelease({ releases, projectDir }, { record, t0 }, build) {
  const t1 = Date.now()
  const copy = await releases.stage(path.join(projectDir, 'public'), record.id)
  await releases.activate(record.id)
  // Recorded at once (no await in between), so /status agrees with what is served.
  const publishMs = Date.now() - t1
  return {
    ...record,
    ok: true,
    finishedAt: iso(Date.now()),
    durationMs: Date.now() - t0,
    publishMs,
    files: { total: copy.files, linked: copy.linked, copied: copy.copied },
    ...build,
  }
}

/**
 * Record a published build, serve it if nothing was served yet, drop old builds and logs, and
 * run the after-publish command.
 * @param {BuildRunnerOptions} options
 * @param {PublishedRecord} success
 * @returns {Promise<BuildRecord>}
 */
async function recordPublished(options, success) {
  const { history, releases, log } = options
  history.recordSuccess(success)
  await options
    .ensureSiteListener()
    .catch((error) => log(`could not start the site listener: ${error.message}`))
  await history.save()
  const pruned = await releases.prune(options.keep)
  await pruneLogs(options)
  const built = success.redirectsOnly
    ? `redirects only, no gatsby build: ${success.buildMs} ms`
    : `gatsby ${(success.buildMs / 1000).toFixed(1)} s`
  log(
    `build ${success.id} published in ${(success.durationMs / 1000).toFixed(1)} s ` +
      `(${built}, copy+switch ${success.publishMs} ms, ${success.pageCount} pages` +
      `${pruned.length ? `; removed ${pruned.join(', ')}` : ''})`,
  )
  const dir = path.join(releases.buildsDir, success.id)
  await runAfterPublish(options.afterPublish, { id: success.id, dir, log })
  return success
}

/**
 * Saves that changed only redirects: their files written into public/ and published, with no
 * Gatsby build (redirects-only.mjs). Only for saves (hooks), on the last good build, while it
 * is the one served (not after a rollback); null when Gatsby should build.
 * @param {BuildRunnerOptions} options
 * @param {Attempt} attempt
 * @param {Set<string>} published the changes published this way so far (added to)
 * @returns {Promise<BuildRecord | null>}
 */
async function publishRedirectsOnly(options, attempt, published) {
  const { history, releases, projectDir, log } = options
  const { record, t0 } = attempt
  const last = history.state.lastSuccess
  const saves = (record.reasons ?? []).every((reason) => reason === 'hook')
  if (!saves || !last || history.state.cleanNext) {
    return null
  }
  if ((await releases.currentId()) !== last.id) return null
  const change = await redirectsOnlyChange({ projectDir, env: options.source.env, published })
  if ('declined' in change) {
    log(`build ${record.id}: a gatsby build (${change.declined})`)
    return null
  }
  for (const warning of change.warnings) log(`build ${record.id}: ${warning}`)
  await writeRedirectFiles(path.join(projectDir, 'public'), change.files)
  for (const digest of change.changes) published.add(digest)
  log(`build ${record.id}: ${change.changes.length} redirect change(s), ${change.count} redirects`)
  const success = await publishRelease(options, attempt, {
    redirectsOnly: true,
    buildMs: Date.now() - t0,
    pageCount: last.pageCount ?? 0,
    phasesMs: buildPhases('', 0).phasesMs, // each 0: no Gatsby
    queriesRun: 0,
    pagesRendered: 0,
    pagesWritten: 0,
  })
  return recordPublished(options, success)
}

/**
 * Build, check the output, and publish it or record why not.
 * @param {BuildRunnerOptions} options
 * @param {Attempt} attempt
 * @param {(child: import('node:child_process').ChildProcess | null) => void} onChild
 * @param {import('./gatsby-build.mjs').WarmBuild | null} warm the build started ahead
 * @returns {Promise<BuildRecord>}
 */
async function buildAndPublish(options, attempt, onChild, warm) {
  const { history, projectDir, buildTimeoutMs } = options
  const previousPageCount = history.state.lastSuccess?.pageCount ?? null
  if (history.state.cleanNext) {
    // It loaded the state that is about to go.
    if (warm) discardWarmBuild(warm)
    warm = null
    await cleanCache(options, attempt)
  }
  const run = await runGatsbyBuild({
    warm,
    gatsbyBin: options.gatsbyBin,
    projectDir,
    env: options.source.env,
    logFile: path.join(options.workDir, 'logs', `${attempt.record.id}.log`),
    timeoutMs: buildTimeoutMs,
    onChild,
  })
  const buildMs = Date.now() - attempt.t0
  if (run.code !== 0) {
    return buildFailed(options, attempt, [gatsbyFailure(run, buildTimeoutMs)], run)
  }
  const check = await checkBuildOutput(path.join(projectDir, 'public'), { previousPageCount })
  if (check.problems.length) return buildFailed(options, attempt, check.problems, run)
  if (options.isClosed()) throw new Error('the publisher was stopped during the build')
  const log = await fs.readFile(run.logFile, 'utf8').catch(() => '')
  const success = await publishRelease(options, attempt, {
    buildMs,
    pageCount: check.pageCount,
    ...buildPhases(log, buildMs),
    logFile: run.logFile,
  })
  return recordPublished(options, success)
}

/**
 * Runs the queue's builds one at a time (the queue sees to that) and can stop the running one.
 * The next build's process is started as soon as the last one has ended, and waits with Gatsby
 * loaded (gatsby-build.mjs, prepareGatsbyBuild): a save does not wait for Node to load Gatsby.
 * @param {BuildRunnerOptions} options
 */
export function createBuildRunner(options) {
  /** @type {RunningBuild | null} */
  let running = null
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null
  /** @type {import('./gatsby-build.mjs').WarmBuild | null} */
  let warm = null
  const prepareNext = () => {
    if (warm) discardWarmBuild(warm)
    warm = null
    if (!options.isClosed()) {
      warm = prepareGatsbyBuild({ projectDir: options.projectDir, env: options.source.env })
    }
  }
  const takeWarm = () => {
    const taken = warm
    warm = null
    return taken
  }
  prepareNext()
  /** @type {Set<string>} */
  const publishedRedirectChanges = new Set()
  return {
    /** The build that is running, if any. */
    running: () => running,

    /**
     * @param {import('./build-queue.mjs').BuildBatch} batch
     * @returns {Promise<BuildRecord>}
     */
    async run(batch) {
      const id = newBuildId()
      const reasons = [...new Set(batch.requests.map((r) => r.reason))]
      const t0 = Date.now()
      running = { id, startedAt: t0, reasons, requestCount: batch.requestCount }
      options.counters.builds += 1
      options.log(
        `build ${id} started (${reasons.join(', ')}; ${batch.requestCount} request(s)) from ${options.source.description}`,
      )
      const attempt = { record: startRecord(id, batch, reasons, t0), t0 }
      try {
        const published = await publishRedirectsOnly(options, attempt, publishedRedirectChanges)
        if (published) return published
        return await buildAndPublish(options, attempt, (c) => (child = c), takeWarm())
      } catch (error) {
        return await publishingFailed(options, attempt, error)
      } finally {
        running = null
        // A build took the process started ahead: start the next one. (Redirects alone leave
        // Gatsby's state as it was, and the process waiting fit for it.)
        if (!warm) prepareNext()
      }
    },

    /**
     * Stop the running build, if any, and wait for it to exit: it is not published. The build
     * started ahead is stopped too.
     */
    async stop() {
      const waiting = takeWarm()
      if (waiting) discardWarmBuild(waiting)
      if (child) await stopGatsbyBuild(child)
    },
  }
}
