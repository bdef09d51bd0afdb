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
 * Builds run in the project folder, so Gatsby's .cache/ and public/ carry over from one build
 * to the next (only changed pages are rebuilt); a good build is then copied into
 * <workDir>/builds/<id>/ and `current` is switched to it (see releases.mjs). A build is good
 * when gatsby exits 0 and the output passes checkBuildOutput; otherwise the failure is
 * recorded with the tail of its log and the site being served stays as it was.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'

import { runAfterPublish } from './after-publish.mjs'
import { createLogTail, firstError } from './build-log.mjs'
import { buildPhases } from './build-phases.mjs'
import { createBuildQueue } from './build-queue.mjs'
import { DEFAULT_DAILY_TIME, DEFAULT_DAILY_ZONE, nextDailyRun, scheduleDaily } from './daily.mjs'
import {
  MAX_HOOK_BODY_BYTES,
  describeHookBody,
  parseHookBody,
  isHookPath,
  secretFromRequest,
  secretMatches,
  secretProblem,
} from './hook-auth.mjs'
import { applyPatches } from '../toolkit/patches.mjs'
import { contentSource } from './content-source.mjs'
import { checkBuildOutput, newBuildId, openReleases } from './releases.mjs'
import { acquireLock } from './work-dir-lock.mjs'
import { startStaticServer } from '../site-server/static-server.mjs'

// What the tests and the command (main.mjs) take from here.
export { runAfterPublish } from './after-publish.mjs'
export { createLogTail, firstError } from './build-log.mjs'
export { contentSource } from './content-source.mjs'

/**
 * @typedef {object} PublisherOptions
 * @property {string} [projectDir] the Gatsby project to build (default: the current directory)
 * @property {string} [workDir] builds, `current`, logs and state (default
 *   `<projectDir>/.publisher`)
 * @property {string} [secret] the shared secret of the build hook (required, at least 16
 *   characters)
 * @property {string} [host] control listener (hooks, status); default 127.0.0.1
 * @property {number} [port] default 9100; 0 picks a free port
 * @property {string} [siteHost] site listener; default: `host`
 * @property {number} [sitePort] default 9000; 0 picks a free port
 * @property {number} [debounceMs]
 * @property {number} [maxWaitMs]
 * @property {number} [keep] how many builds to keep for rollback (the current one is always
 *   kept); default 5
 * @property {boolean} [daily]
 * @property {string} [dailyTime] `HH:MM` in `dailyZone`; default 00:05 Australia/Canberra
 * @property {string} [dailyZone]
 * @property {number} [buildTimeoutMs]
 * @property {number} [minPageRatio] a build with fewer pages than this share of the served one
 *   is refused; default 0.5
 * @property {boolean | 'if-none'} [buildOnStart] build at start: always, never, or when nothing
 *   is published yet (default)
 * @property {Record<string, string | undefined>} [env] environment of the builds (content
 *   source: DRUPAL_BASE_URL / DEMO_CMS_URL / CMS_PORT)
 * @property {string[]} [gatsbyArgs]
 * @property {string} [afterPublish] a shell command run after each publish (e.g. `nginx -s
 *   reload`), with PUBLISHED_BUILD_ID and PUBLISHED_BUILD_DIR; its failure is logged and the
 *   build stays live
 * @property {(message: string) => void} [log]
 */
/**
 * One build attempt, as kept in the state file and shown by /status.
 * @typedef {object} BuildRecord
 * @property {string} id
 * @property {string} startedAt
 * @property {boolean} [ok]
 * @property {string} [finishedAt]
 * @property {number} [durationMs]
 * @property {string[]} [reasons]
 * @property {number} [requestCount]
 * @property {boolean} [clean] started from a clean cache (the build before it failed)
 * @property {number} [pageCount]
 * @property {number} [waitMs] from the first hook this build covers to its start (debounce, a
 *   build before it)
 * @property {number} [buildMs]
 * @property {number} [publishMs]
 * @property {Record<import('./build-phases.mjs').Phase, number>} [phasesMs] Gatsby's phases,
 *   from its step timings (build-phases.mjs)
 * @property {number | null} [queriesRun]
 * @property {number | null} [pagesRendered]
 * @property {number | null} [pagesWritten] pages whose HTML or data the build wrote
 * @property {{ total: number, linked: number, copied: number }} [files]
 * @property {string} [error]
 * @property {string} [logFile]
 * @property {string[]} [logTail]
 */
/**
 * What GET /status answers.
 * @typedef {object} PublisherStatus
 * @property {boolean} ok
 * @property {string} now
 * @property {string} startedAt
 * @property {string} contentSource
 * @property {string | null} siteUrl
 * @property {{ id: string, publishedAt: string | null, pageCount: number | null } | null} current
 * @property {{
 *   id: string,
 *   startedAt: string,
 *   runningForMs: number,
 *   reasons: string[],
 *   requestCount: number,
 * } | null} building
 * @property {{ requestCount: number, reasons: string[], since: string, startsAt: string } | null} queued
 * @property {BuildRecord | null} lastSuccess
 * @property {BuildRecord | null} lastFailure
 * @property {{ id: string, current: boolean }[]} builds
 * @property {string | null} nextDailyBuild
 * @property {{ hooksAccepted: number, hooksRefused: number, builds: number, failures: number }} counters
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

const STATE_FILE = 'state.json'

/** An epoch time as ISO 8601 (null for none). */
const iso =
  /** @type {{ (ms: number): string, (ms: number | null | undefined): string | null }} */ (
    (/** @type {number | null | undefined} */ ms) =>
      ms == null ? null : new Date(ms).toISOString()
  )

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  const text = `${JSON.stringify(body, null, 2)}\n`
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(text)
}

/**
 * Read a request body up to `limit` bytes; null when it is larger.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | null>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      resolve(null)
      return
    }
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let tooLarge = false
    req.on('data', (chunk) => {
      if (tooLarge) return
      size += chunk.length
      if (size > limit) {
        tooLarge = true
        chunks.length = 0
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>} the port listened on
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      server.off('listening', onListening)
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use.`)
          : error,
      )
    }
    const onListening = () => {
      server.off('error', onError)
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

/**
 * Signal a build and the processes it started (its process group).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-(/** @type {number} */ (child.pid)), signal)
  } catch {
    child.kill(signal)
  }
}

/**
 * @param {string} host
 * @param {number} port
 */
const urlOf = (host, port) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`

/**
 * Start the publisher.
 * @param {PublisherOptions} [options]
 * @returns {Promise<Publisher>}
 */
export async function startPublisher({
  projectDir = process.cwd(),
  workDir,
  secret,
  host = '127.0.0.1',
  port = 9100,
  siteHost = host,
  sitePort = 9000,
  debounceMs = 1000,
  maxWaitMs = 30_000,
  keep = 5,
  daily = true,
  dailyTime = DEFAULT_DAILY_TIME,
  dailyZone = DEFAULT_DAILY_ZONE,
  buildTimeoutMs = 20 * 60_000,
  minPageRatio = 0.5,
  buildOnStart = 'if-none',
  env = process.env,
  gatsbyArgs = [],
  afterPublish = '',
  log = (message) => console.log(`[publisher] ${message}`),
} = {}) {
  const problem = secretProblem(secret)
  if (problem) throw new Error(problem)
  projectDir = path.resolve(projectDir)
  workDir = path.resolve(workDir ?? path.join(projectDir, '.publisher'))
  const gatsbyBin = path.join(projectDir, 'node_modules', '.bin', 'gatsby')
  if (!existsSync(gatsbyBin)) throw new Error(`gatsby is not installed in ${projectDir} (npm ci)`)
  applyPatches(projectDir)
  // Validate the schedule now rather than at the first tick.
  if (daily) nextDailyRun(Date.now(), dailyTime, dailyZone)

  await fs.mkdir(path.join(workDir, 'logs'), { recursive: true })
  const releaseLock = await acquireLock(workDir)
  const releases = openReleases(workDir)
  const source = contentSource(env)
  const publicDir = path.join(projectDir, 'public')

  /**
   * Build history (persisted): successes and failures, newest last.
   * @type {{
   *   history: BuildRecord[],
   *   lastSuccess: BuildRecord | null,
   *   lastFailure: BuildRecord | null,
   *   cleanNext: boolean,
   * }}
   */
  const state = { history: [], lastSuccess: null, lastFailure: null, cleanNext: false }
  try {
    Object.assign(state, JSON.parse(await fs.readFile(path.join(workDir, STATE_FILE), 'utf8')))
  } catch {
    // first start
  }
  const counters = { hooksAccepted: 0, hooksRefused: 0, builds: 0, failures: 0 }
  /** @type {{ id: string, startedAt: number, reasons: string[], requestCount: number } | null} */
  let building = null
  /** @type {import('node:child_process').ChildProcess | null} */
  let activeChild = null
  /** @type {import('../site-server/static-server.mjs').StaticServer | null} */
  let siteServer = null
  /** @type {ReturnType<typeof scheduleDaily> | null} */
  let dailyTimer = null
  let closed = false
  const startedAt = Date.now()

  async function saveState() {
    state.history = state.history.slice(-50)
    const file = path.join(/** @type {string} */ (workDir), STATE_FILE)
    const tmp = `${file}.${process.pid}.tmp`
    await fs.writeFile(tmp, `${JSON.stringify(state, null, 2)}\n`)
    await fs.rename(tmp, file)
  }

  async function ensureSiteServer() {
    if (siteServer || closed || !(await releases.currentId())) return
    siteServer = await startStaticServer({
      root: releases.currentLink,
      port: sitePort,
      host: siteHost,
    })
    log(`serving the site at ${siteServer.url}/`)
  }

  /**
   * One gatsby build; resolves with its exit code and log tail.
   * @param {string} id
   * @returns {Promise<{
   *   code: number | null,
   *   signal: NodeJS.Signals | null,
   *   timedOut: boolean,
   *   tail: string[],
   *   logFile: string,
   * }>}
   */
  function gatsbyBuild(id) {
    return new Promise((resolve) => {
      const logFile = path.join(/** @type {string} */ (workDir), 'logs', `${id}.log`)
      const out = createWriteStream(logFile)
      const tail = createLogTail()
      /** @type {Record<string, string | undefined>} */
      const childEnv = {
        ...source.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true', // plain, line-by-line output for the log
        GRAPHQL_TYPEGEN: '0', // no src/gatsby-types.d.ts: saves time, keeps the checkout clean
      }
      delete childEnv.PUBLISHER_SECRET
      const child = spawn(gatsbyBin, ['build', ...gatsbyArgs], {
        cwd: projectDir,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // its own process group, so a stop reaches Gatsby's workers too
      })
      activeChild = child
      // The log file gets each line with the seconds since the build started.
      const t0 = Date.now()
      let partial = ''
      /** @param {Buffer} chunk */
      const onData = (chunk) => {
        const text = partial + String(chunk)
        const lines = text.split('\n')
        partial = lines.pop() ?? ''
        for (const line of lines) {
          out.write(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)}s] ${line}\n`)
        }
        tail.push(chunk)
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        killGroup(child, 'SIGTERM')
        setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref()
      }, buildTimeoutMs)
      let finished = false
      /**
       * @param {number | null} code
       * @param {Error | null} error
       * @param {NodeJS.Signals | null} [signal]
       */
      const finish = (code, error, signal = null) => {
        if (finished) return // 'error' and 'close' can both come
        finished = true
        activeChild = null
        clearTimeout(timer)
        if (error) tail.push(`\n${error.message}\n`)
        if (timedOut)
          tail.push(`\nThe build took longer than ${buildTimeoutMs} ms and was stopped.\n`)
        // Resolved once the log file is complete: its step timings are read next.
        out.end(partial ? `${partial}\n` : '', () =>
          resolve({ code: timedOut ? null : code, signal, timedOut, tail: tail.lines(), logFile }),
        )
      }
      child.on('error', (error) => finish(null, error))
      child.on('close', (code, signal) => finish(code, null, signal))
    })
  }

  /**
   * @param {import('./build-queue.mjs').BuildBatch} batch
   * @returns {Promise<BuildRecord>}
   */
  async function runBuild(batch) {
    const id = newBuildId()
    const reasons = [...new Set(batch.requests.map((r) => r.reason))]
    const t0 = Date.now()
    building = { id, startedAt: t0, reasons, requestCount: batch.requestCount }
    counters.builds += 1
    log(
      `build ${id} started (${reasons.join(', ')}; ${batch.requestCount} request(s)) from ${source.description}`,
    )
    // From the first save this build covers to its start: the debounce and any build before it.
    const firstAt = Math.min(...batch.requests.map((r) => r.at))
    /** @type {BuildRecord} */
    const record = {
      id,
      reasons,
      requestCount: batch.requestCount,
      startedAt: iso(t0),
      waitMs: Number.isFinite(firstAt) ? Math.max(0, t0 - firstAt) : 0,
    }
    try {
      const previous = state.lastSuccess?.pageCount ?? null
      if (state.cleanNext) {
        // Gatsby stores sourced content in .cache/ as it goes but records which pages it has
        // rendered only at the end: a build that failed in between would leave content that the
        // next build takes as already rendered. So the build after a failure starts clean.
        log(`build ${id} starts from a clean cache (the build before it failed)`)
        for (const dir of ['.cache', 'public']) {
          await fs.rm(path.join(projectDir, dir), { recursive: true, force: true })
        }
        record.clean = true
      }
      const result = await gatsbyBuild(id)
      const buildMs = Date.now() - t0
      /** @type {string[]} */
      let problems = []
      /** @type {Awaited<ReturnType<typeof checkBuildOutput>> | null} */
      let check = null
      if (result.code !== 0) {
        problems.push(
          result.timedOut
            ? `gatsby build timed out after ${Math.round(buildTimeoutMs / 1000)} s`
            : result.code === null
              ? `gatsby build did not run to the end (${result.signal ?? 'could not start'})`
              : `gatsby build exited with code ${result.code}${firstError(result.tail)}`,
        )
      } else {
        check = await checkBuildOutput(publicDir, { previousPageCount: previous, minPageRatio })
        problems = check.problems
      }
      if (problems.length) {
        const failure = {
          ...record,
          ok: false,
          finishedAt: iso(Date.now()),
          durationMs: Date.now() - t0,
          error: problems.join('; '),
          logFile: result.logFile,
          logTail: result.tail,
        }
        state.lastFailure = failure
        state.history.push({ ...failure, logTail: undefined })
        state.cleanNext = true
        counters.failures += 1
        await saveState()
        log(
          `build ${id} FAILED after ${(failure.durationMs / 1000).toFixed(1)} s: ${failure.error}`,
        )
        log(
          `still serving ${(await releases.currentId()) ?? 'nothing (no good build yet)'}; log: ${result.logFile}`,
        )
        return failure
      }
      if (closed) throw new Error('the publisher was stopped during the build')
      const t1 = Date.now()
      const copy = await releases.stage(publicDir, id)
      await releases.activate(id)
      // Recorded at once (no await in between), so /status agrees with what is served.
      const publishMs = Date.now() - t1
      const { phasesMs, queriesRun, pagesRendered, pagesWritten } = buildPhases(
        await fs.readFile(result.logFile, 'utf8').catch(() => ''),
        buildMs,
      )
      // No problems: the output was checked.
      const { pageCount } = /** @type {NonNullable<typeof check>} */ (check)
      const success = {
        ...record,
        ok: true,
        finishedAt: iso(Date.now()),
        durationMs: Date.now() - t0,
        buildMs,
        publishMs,
        // Gatsby's phases (startup, sourcing, schema, pages, bundles, queries, html, postBuild,
        // other) and how much of the site this build redid.
        phasesMs,
        queriesRun,
        pagesRendered,
        pagesWritten,
        pageCount,
        files: { total: copy.files, linked: copy.linked, copied: copy.copied },
        logFile: result.logFile,
      }
      state.lastSuccess = success
      state.history.push(success)
      state.cleanNext = false
      await ensureSiteServer().catch((error) =>
        log(`could not start the site listener: ${error.message}`),
      )
      await saveState()
      const pruned = await releases.prune(keep)
      await pruneLogs()
      log(
        `build ${id} published in ${(success.durationMs / 1000).toFixed(1)} s ` +
          `(gatsby ${(buildMs / 1000).toFixed(1)} s, copy+switch ${publishMs} ms, ${pageCount} pages` +
          `${pruned.length ? `; removed ${pruned.join(', ')}` : ''})`,
      )
      await runAfterPublish(afterPublish, { id, dir: path.join(releases.buildsDir, id), log })
      return success
    } catch (error) {
      const failure = {
        ...record,
        ok: false,
        finishedAt: iso(Date.now()),
        durationMs: Date.now() - t0,
        error: `publishing failed: ${error.message}`,
        logTail: [],
      }
      state.lastFailure = failure
      state.history.push(failure)
      state.cleanNext = true
      counters.failures += 1
      await saveState().catch(() => {})
      log(`build ${id} FAILED: ${failure.error}`)
      return failure
    } finally {
      building = null
    }
  }

  async function pruneLogs() {
    const keepIds = new Set([
      ...(await releases.list()),
      state.lastFailure?.id,
      ...state.history.slice(-keep * 2).map((h) => h.id),
    ])
    for (const name of await fs
      .readdir(path.join(/** @type {string} */ (workDir), 'logs'))
      .catch(() => /** @type {string[]} */ ([]))) {
      if (!keepIds.has(name.replace(/\.log$/, ''))) {
        await fs.rm(path.join(/** @type {string} */ (workDir), 'logs', name), { force: true })
      }
    }
  }

  const queue = createBuildQueue({ run: runBuild, debounceMs, maxWaitMs })

  /** @returns {Promise<PublisherStatus>} */
  async function status() {
    const snap = queue.snapshot()
    const currentId = await releases.currentId()
    /** @type {(Partial<BuildRecord> & { id: string }) | null} */
    const current = currentId
      ? (state.history.find((h) => h.id === currentId && h.ok) ?? { id: currentId })
      : null
    /**
     * @param {BuildRecord | null} b
     * @returns {BuildRecord | null}
     */
    const summary = (b) =>
      b && {
        id: b.id,
        startedAt: b.startedAt,
        finishedAt: b.finishedAt,
        durationMs: b.durationMs,
        reasons: b.reasons,
        ...(b.ok
          ? {
              pageCount: b.pageCount,
              waitMs: b.waitMs,
              buildMs: b.buildMs,
              publishMs: b.publishMs,
              phasesMs: b.phasesMs,
              queriesRun: b.queriesRun,
              pagesRendered: b.pagesRendered,
              pagesWritten: b.pagesWritten,
            }
          : {}),
        ...(b.ok ? {} : { error: b.error, logFile: b.logFile, logTail: b.logTail }),
      }
    // Healthy: the last build attempt succeeded (or none failed yet).
    const ok =
      !state.lastFailure ||
      Boolean(state.lastSuccess && state.lastSuccess.startedAt > state.lastFailure.startedAt)
    return {
      ok,
      now: iso(Date.now()),
      startedAt: iso(startedAt),
      contentSource: source.description,
      siteUrl: siteServer ? `${siteServer.url}/` : null,
      current: current
        ? {
            id: current.id,
            publishedAt: current.finishedAt ?? null,
            pageCount: current.pageCount ?? null,
          }
        : null,
      building: building
        ? {
            id: building.id,
            startedAt: iso(building.startedAt),
            runningForMs: Date.now() - building.startedAt,
            reasons: building.reasons,
            requestCount: building.requestCount,
          }
        : null,
      queued: snap.pending
        ? {
            requestCount: snap.pending.requestCount,
            reasons: snap.pending.reasons,
            since: iso(snap.pending.firstAt),
            startsAt: snap.pending.startsAt
              ? iso(snap.pending.startsAt)
              : 'after the running build',
          }
        : null,
      lastSuccess: summary(state.lastSuccess),
      lastFailure: summary(state.lastFailure),
      builds: (await releases.list()).map((id) => ({ id, current: id === currentId })),
      nextDailyBuild: dailyTimer ? iso(dailyTimer.next()?.getTime()) : null,
      counters: { ...counters },
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  async function handleHook(req, res, pathname) {
    const raw = await readBody(req, MAX_HOOK_BODY_BYTES)
    if (raw === null) {
      counters.hooksRefused += 1
      return sendJson(res, 413, { error: `The body is larger than ${MAX_HOOK_BODY_BYTES} bytes.` })
    }
    const parsed = parseHookBody(req.headers['content-type'], raw)
    const body = parsed.ok ? parsed.body : {}
    const provided = secretFromRequest(req.headers, body, pathname)
    if (!secretMatches(/** @type {string} */ (secret), provided)) {
      counters.hooksRefused += 1
      log(
        `refused a build hook from ${req.socket.remoteAddress}: ${provided ? 'wrong' : 'no'} secret`,
      )
      return sendJson(
        res,
        401,
        {
          error:
            'A valid secret is required (X-Publisher-Secret, Authorization: Bearer, or POST /hooks/build/<secret>).',
        },
        { 'WWW-Authenticate': 'Bearer realm="publisher"' },
      )
    }
    if (!parsed.ok) return sendJson(res, 400, { error: parsed.error })
    counters.hooksAccepted += 1
    const what = describeHookBody(body)
    const result = queue.request('hook')
    log(`build hook accepted${what ? ` (${what})` : ''}: ${result.state}`)
    const snap = queue.snapshot()
    return sendJson(res, 202, {
      accepted: true,
      state: result.state,
      building: building ? building.id : null,
      queued: snap.pending
        ? {
            requestCount: snap.pending.requestCount,
            startsAt: snap.pending.startsAt
              ? iso(snap.pending.startsAt)
              : 'after the running build',
          }
        : null,
    })
  }

  const control = createServer((req, res) => {
    const pathname = (req.url || '/').split('?')[0]
    const route = async () => {
      if (isHookPath(pathname)) {
        if (req.method !== 'POST') {
          return sendJson(res, 405, { error: 'Use POST.' }, { Allow: 'POST' })
        }
        return handleHook(req, res, pathname)
      }
      if (pathname === '/status' || pathname === '/status/') {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          return sendJson(res, 405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' })
        }
        // What is building and why a build failed (with its log) is for the team, not the
        // public: the same secret as the hook, as a header.
        if (!secretMatches(/** @type {string} */ (secret), secretFromRequest(req.headers))) {
          return sendJson(
            res,
            401,
            { error: 'The status needs the secret (X-Publisher-Secret or Authorization: Bearer).' },
            { 'WWW-Authenticate': 'Bearer realm="publisher"' },
          )
        }
        return sendJson(res, 200, await status())
      }
      return sendJson(res, 404, { error: 'Not found. Try GET /status or POST /hooks/build.' })
    }
    route().catch((error) => {
      log(`error on ${req.method} ${pathname}: ${error.stack || error}`)
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' })
      else res.destroy()
    })
  })

  let controlPort
  try {
    controlPort = await listen(control, port, host)
    await ensureSiteServer()
  } catch (error) {
    control.close()
    await releaseLock()
    throw error
  }
  const controlUrl = urlOf(host, controlPort)
  log(
    `hooks and status at ${controlUrl} (POST /hooks/build, GET /status); content from ${source.description}`,
  )

  if (daily) {
    dailyTimer = scheduleDaily(
      () => {
        log('daily rebuild')
        queue.request('daily')
      },
      { time: dailyTime, zone: dailyZone },
    )
    log(`daily rebuild at ${dailyTime} ${dailyZone} (next ${dailyTimer.next()?.toISOString()})`)
  }

  const current = await releases.currentId()
  if (buildOnStart === true || (buildOnStart === 'if-none' && !current)) {
    queue.request(current ? 'start' : 'initial')
  } else if (current) {
    log(`serving build ${current}`)
  }

  return {
    controlUrl,
    get siteUrl() {
      return siteServer ? siteServer.url : null
    },
    workDir,
    releases,
    status,
    requestBuild: (reason = 'manual') => queue.request(reason),
    idle: () => queue.idle(),
    async close() {
      if (closed) return
      closed = true
      queue.stop()
      dailyTimer?.stop()
      await /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          control.close(() => resolve())
          control.closeAllConnections()
        })
      )
      await siteServer?.close()
      // A running build is stopped and not published.
      if (activeChild) {
        const child = activeChild
        const exited = new Promise((resolve) => child.once('close', resolve))
        killGroup(child, 'SIGTERM')
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      await queue.idle()
      await releaseLock()
    },
  }
}
