/**
 * The publisher: receives the CMS's build hook, runs incremental `gatsby build`s one at a
 * time, publishes each good build atomically and serves the current one.
 *
 *   control listener (default 127.0.0.1:9100)
 *     POST /hooks/build   shared secret required (see hook-auth.mjs); 202 + queue state
 *     POST /hooks/build/<secret>   the same, the secret in the URL (Drupal's gatsby module)
 *     GET  /status        JSON: current build, building, queued, last success and failure
 *                         (the secret as a header, as for the hook)
 *   site listener (default 127.0.0.1:9000)
 *     the current build, through startStaticServer (404 page, caching headers, and whatever
 *     else that server applies), from <workDir>/current
 *
 * This file puts the parts together: control-server.mjs (hook and status routes), status.mjs,
 * build-queue.mjs, build-runner.mjs (one build: gatsby-build.mjs, releases.mjs,
 * build-history.mjs), site-listener.mjs and daily.mjs.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { openBuildHistory } from './build-history.mjs'
import { DEFAULT_DEBOUNCE_MS, createBuildQueue } from './build-queue.mjs'
import { createBuildRunner } from './build-runner.mjs'
import { contentSource } from './content-source.mjs'
import { createControlServer } from './control-server.mjs'
import { DEFAULT_DAILY_TIME, DEFAULT_DAILY_ZONE, nextDailyRun, scheduleDaily } from './daily.mjs'
import { secretProblem } from './hook-auth.mjs'
import { openReleases } from './releases.mjs'
import { createSiteListener } from './site-listener.mjs'
import { publisherStatus } from './status.mjs'
import { acquireLock } from './work-dir-lock.mjs'
import { closeServer, listen } from '../site-server/listen.mjs'
import { applyPatches } from '../toolkit/patches.mjs'

/**
 * @typedef {object} PublisherOptions
 * @property {string} [projectDir] the Gatsby project to build (default: the current directory)
 * @property {string} [workDir] builds, `current`, logs and state (default
 *   `<projectDir>/.publisher`)
 * @property {string} [secret] the shared secret of the build hook (required, at least 16
 *   characters)
 * @property {string} [host] the control listener's (hooks, status) and the site listener's;
 *   default 127.0.0.1
 * @property {number} [port] default 9100; 0 picks a free port
 * @property {number} [sitePort] default 9000; 0 picks a free port
 * @property {number} [debounceMs]
 * @property {number} [keep] how many builds to keep for rollback (the current one is always
 *   kept); default 5
 * @property {boolean} [daily]
 * @property {string} [dailyTime] `HH:MM` in `dailyZone`; default 00:05 Australia/Canberra
 * @property {string} [dailyZone]
 * @property {number} [buildTimeoutMs]
 * @property {boolean | 'if-none'} [buildOnStart] build at start: always, never, or when nothing
 *   is published yet (default)
 * @property {Record<string, string | undefined>} [env] environment of the builds (content
 *   source: DRUPAL_BASE_URL / DEMO_CMS_URL / CMS_PORT)
 * @property {string} [afterPublish] a shell command run after each publish (e.g. `nginx -s
 *   reload`), with PUBLISHED_BUILD_ID and PUBLISHED_BUILD_DIR; its failure is logged and the
 *   build stays live
 * @property {(message: string) => void} [log]
 */
/**
 * A running publisher.
 * @typedef {{
 *   controlUrl: string,
 *   readonly siteUrl: string | null,
 *   workDir: string,
 *   releases: import('./releases.mjs').Releases,
 *   status(): Promise<PublisherStatus>,
 *   requestBuild(reason?: string): { accepted: boolean, state: string },
 *   idle(): Promise<void>,
 *   close(): Promise<void>,
 * }} Publisher
 */

/**
 * What GET /status answers (status.mjs).
 * @typedef {import('./status.mjs').PublisherStatus} PublisherStatus
 */
/**
 * The options with their defaults, the folders made absolute.
 * @typedef {Required<PublisherOptions>} PublisherSettings
 */

/** The options' defaults, but for the folders, `env` and `log`. */
const DEFAULTS = {
  host: '127.0.0.1',
  port: 9100,
  sitePort: 9000,
  debounceMs: DEFAULT_DEBOUNCE_MS,
  keep: 5,
  daily: true,
  dailyTime: DEFAULT_DAILY_TIME,
  dailyZone: DEFAULT_DAILY_ZONE,
  buildTimeoutMs: 20 * 60_000,
  /** @type {boolean | 'if-none'} */
  buildOnStart: 'if-none',
  afterPublish: '',
}

/**
 * @param {PublisherOptions} options
 * @returns {PublisherSettings}
 */
function withDefaults(options) {
  // An option given as undefined takes its default, as one left out does.
  const given = /** @type {PublisherOptions} */ (
    Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  )
  const projectDir = path.resolve(given.projectDir ?? process.cwd())
  return {
    ...DEFAULTS,
    env: process.env,
    log: (/** @type {string} */ message) => console.log(`[publisher] ${message}`),
    ...given,
    projectDir,
    workDir: path.resolve(given.workDir ?? path.join(projectDir, '.publisher')),
    secret: /** @type {string} */ (given.secret),
  }
}

/**
 * Check that the project can be built and patch its Gatsby; returns the gatsby command.
 * @param {PublisherSettings} settings
 */
function prepareProject({ projectDir, daily, dailyTime, dailyZone }) {
  const gatsbyBin = path.join(projectDir, 'node_modules', '.bin', 'gatsby')
  if (!existsSync(gatsbyBin)) throw new Error(`gatsby is not installed in ${projectDir} (npm ci)`)
  applyPatches(projectDir)
  // Validate the schedule now rather than at the first tick.
  if (daily) nextDailyRun(Date.now(), dailyTime, dailyZone)
  return gatsbyBin
}

/**
 * The daily rebuild, when it is on.
 * @param {PublisherSettings} settings
 * @param {import('./build-queue.mjs').BuildQueue} queue
 */
function scheduleDailyRebuild({ daily, dailyTime, dailyZone, log }, queue) {
  if (!daily) return null
  const timer = scheduleDaily(
    () => {
      log('daily rebuild')
      queue.request('daily')
    },
    { time: dailyTime, zone: dailyZone },
  )
  log(`daily rebuild at ${dailyTime} ${dailyZone} (next ${timer.next()?.toISOString()})`)
  return timer
}

/**
 * Build at start (`buildOnStart`), or say what is served.
 * @param {PublisherSettings} settings
 * @param {import('./build-queue.mjs').BuildQueue} queue
 * @param {import('./releases.mjs').Releases} releases
 */
async function requestBuildAtStart({ buildOnStart, log }, queue, releases) {
  const current = await releases.currentId()
  if (buildOnStart === true || (buildOnStart === 'if-none' && !current)) {
    queue.request(current ? 'start' : 'initial')
  } else if (current) {
    log(`serving build ${current}`)
  }
}

/**
 * The work dir, locked for this publisher: its releases and build history.
 * @param {string} workDir
 */
async function openWorkDir(workDir) {
  await fs.mkdir(path.join(workDir, 'logs'), { recursive: true })
  const releaseLock = await acquireLock(workDir)
  const releases = openReleases(workDir)
  const history = await openBuildHistory(workDir)
  return { releaseLock, releases, history }
}

/**
 * Listen for hooks and status, and serve the site if there is a release; when either fails,
 * the work dir is unlocked. Resolves with the control listener's URL.
 * @param {import('node:http').Server} control
 * @param {import('./site-listener.mjs').SiteListener} site
 * @param {PublisherSettings} settings
 * @param {() => Promise<void>} releaseLock
 */
async function startListening(control, site, { host, port }, releaseLock) {
  try {
    const { url } = await listen(control, port, host)
    await site.ensure()
    return url
  } catch (error) {
    control.close()
    await releaseLock()
    throw error
  }
}

/**
 * Stop a publisher's parts in order: no more builds or hooks, the site no longer served, a
 * running build stopped (it is not published), then the work dir unlocked.
 * @param {{
 *   queue: import('./build-queue.mjs').BuildQueue,
 *   dailyTimer: ReturnType<typeof scheduleDaily> | null,
 *   control: import('node:http').Server,
 *   site: import('./site-listener.mjs').SiteListener,
 *   runner: ReturnType<typeof createBuildRunner>,
 *   releaseLock: () => Promise<void>,
 * }} parts
 */
async function stopParts({ queue, dailyTimer, control, site, runner, releaseLock }) {
  queue.stop()
  dailyTimer?.stop()
  await closeServer(control)
  await site.close()
  await runner.stop()
  await queue.idle()
  await releaseLock()
}

/**
 * Start the publisher.
 * @param {PublisherOptions} [options]
 * @returns {Promise<Publisher>}
 */
export async function startPublisher(options = {}) {
  const problem = secretProblem(options.secret)
  if (problem) throw new Error(problem)
  const settings = withDefaults(options)
  const { workDir, log } = settings
  const gatsbyBin = prepareProject(settings)

  const { releaseLock, releases, history } = await openWorkDir(workDir)
  const source = contentSource(settings.env)
  const counters = { hooksAccepted: 0, hooksRefused: 0, builds: 0, failures: 0 }
  /** @type {ReturnType<typeof scheduleDaily> | null} */
  let dailyTimer = null
  let closed = false
  const isClosed = () => closed
  const startedAt = Date.now()

  const site = createSiteListener({
    releases,
    host: settings.host,
    port: settings.sitePort,
    isClosed,
    log,
  })
  const runner = createBuildRunner({
    ...settings,
    gatsbyBin,
    source,
    releases,
    history,
    counters,
    ensureSiteListener: site.ensure,
    isClosed,
  })
  const queue = createBuildQueue({ run: runner.run, debounceMs: settings.debounceMs })
  const status = () =>
    publisherStatus({
      startedAt,
      contentSource: source.description,
      queue,
      releases,
      state: history.state,
      counters,
      building: runner.running,
      siteUrl: site.url,
      nextDailyBuild: () => dailyTimer?.next(),
    })
  const control = createControlServer({
    secret: settings.secret,
    queue,
    counters,
    building: runner.running,
    status,
    log,
  })

  const controlUrl = await startListening(control, site, settings, releaseLock).catch(
    async (error) => {
      await runner.stop() // its build started ahead
      throw error
    },
  )
  log(
    `hooks and status at ${controlUrl} (POST /hooks/build, GET /status); content from ${source.description}`,
  )
  dailyTimer = scheduleDailyRebuild(settings, queue)
  await requestBuildAtStart(settings, queue, releases)

  return {
    controlUrl,
    get siteUrl() {
      return site.url()
    },
    workDir,
    releases,
    status,
    requestBuild: (reason = 'manual') => queue.request(reason),
    idle: () => queue.idle(),
    async close() {
      if (closed) return
      closed = true
      await stopParts({ queue, dailyTimer, control, site, runner, releaseLock })
    },
  }
}
