/**
 * One `gatsby build` in the project folder: its log file (each line with the seconds since the
 * build started), the tail of its output, its time limit, and stopping it with everything it
 * started.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import path from 'node:path'

import { compileCacheEnv } from '../toolkit/compile-cache.mjs'
import { createLogTail, firstError } from './build-log.mjs'

/** The program of a build started ahead of its save (see it for why), in the project. */
const WARM_GATSBY = path.join('publisher', 'warm-gatsby.cjs')
/** Its exit code when Gatsby's saved state changed while it waited: it did not build. */
const STALE_EXIT_CODE = 75

/**
 * How a gatsby build ended.
 * @typedef {object} GatsbyRun
 * @property {number | null} code its exit code; null when it was stopped or could not start
 * @property {NodeJS.Signals | null} signal
 * @property {boolean} timedOut
 * @property {string[]} tail the last lines of its output
 * @property {string} logFile
 */
/**
 * @typedef {object} GatsbyBuildOptions
 * @property {string} gatsbyBin
 * @property {string} projectDir
 * @property {Record<string, string | undefined>} env the content source's environment
 * @property {string} logFile
 * @property {number} timeoutMs
 * @property {(child: import('node:child_process').ChildProcess | null) => void} onChild told of
 *   the process when it starts and (null) when it has ended, so a stop can reach it
 * @property {WarmBuild | null} [warm] a build started ahead (prepareGatsbyBuild), used if it is
 *   still waiting
 */
/**
 * A `gatsby build` process that has loaded Gatsby and waits for the word to build.
 * @typedef {object} WarmBuild
 * @property {import('node:child_process').ChildProcessWithoutNullStreams} child
 * @property {() => Buffer[]} takeOutput what it printed while it waited (once)
 */

/** After SIGTERM, how long a build has to exit before SIGKILL. */
const KILL_GRACE_MS = 10_000

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
 * SIGTERM to a build and what it started, SIGKILL if it has not exited after KILL_GRACE_MS;
 * returns the SIGKILL's timer.
 * @param {import('node:child_process').ChildProcess} child
 */
function terminate(child) {
  killGroup(child, 'SIGTERM')
  return setTimeout(() => killGroup(child, 'SIGKILL'), KILL_GRACE_MS).unref()
}

/**
 * The build's environment: the content source's, without the hook's secret, with Node's cache
 * of compiled modules (toolkit/compile-cache.mjs).
 * @param {Record<string, string | undefined>} env
 * @param {string} projectDir
 * @returns {Record<string, string | undefined>}
 */
function gatsbyEnv(env, projectDir) {
  /** @type {Record<string, string | undefined>} */
  const childEnv = {
    ...env,
    ...compileCacheEnv(projectDir, env),
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true', // plain, line-by-line output for the log
    GRAPHQL_TYPEGEN: '0', // no src/gatsby-types.d.ts: saves time, keeps the checkout clean
  }
  delete childEnv.PUBLISHER_SECRET
  return childEnv
}

/**
 * Writes each complete line of output to `out` with the seconds since `t0`.
 * @param {import('node:fs').WriteStream} out
 * @param {number} t0
 */
function timestampedLog(out, t0) {
  let partial = ''
  return {
    /** @param {Buffer} chunk */
    write(chunk) {
      const text = partial + String(chunk)
      const lines = text.split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) {
        out.write(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)}s] ${line}\n`)
      }
    },
    /**
     * Write what is left of the last line and close the file.
     * @param {() => void} done called once the file is complete
     */
    end(done) {
      out.end(partial ? `${partial}\n` : '', done)
    },
  }
}

/**
 * Stops a build that runs longer than `timeoutMs`: SIGTERM, then SIGKILL if it lingers.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
function stopAfter(child, timeoutMs) {
  let passed = false
  const timer = setTimeout(() => {
    passed = true
    terminate(child)
  }, timeoutMs)
  return { passed: () => passed, clear: () => clearTimeout(timer) }
}

/**
 * One gatsby build; resolves with its exit code and log tail once its log file is complete.
 * @param {GatsbyBuildOptions} options
 * @returns {Promise<GatsbyRun>}
 */
export async function runGatsbyBuild(options) {
  const { warm, ...rest } = options
  if (warm && warm.child.exitCode === null && warm.child.signalCode === null) {
    const run = await runChild(rest, warm)
    if (run.code !== STALE_EXIT_CODE) return run
  }
  return runChild(rest, null)
}

/**
 * Starts a `gatsby build` that loads Gatsby now and builds when runGatsbyBuild is given it; null
 * in a project without the program (ordinary builds only).
 * @param {{ projectDir: string, env: Record<string, string | undefined> }} options
 * @returns {WarmBuild | null}
 */
export function prepareGatsbyBuild({ projectDir, env }) {
  if (!existsSync(path.join(projectDir, WARM_GATSBY))) return null
  const child = spawn(
    process.execPath,
    [path.join(projectDir, WARM_GATSBY), String(STALE_EXIT_CODE)],
    {
      cwd: projectDir,
      env: gatsbyEnv(env, projectDir),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    },
  )
  /** @type {Buffer[]} */
  const output = []
  const keep = (/** @type {Buffer} */ chunk) => output.push(chunk)
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  // Could not start, or ended before its build: runGatsbyBuild starts an ordinary build.
  child.on('error', () => {})
  child.stdin.on('error', () => {})
  const takeOutput = () => {
    child.stdout.off('data', keep)
    child.stderr.off('data', keep)
    return output.splice(0)
  }
  return { child, takeOutput }
}

/**
 * Stops a build started ahead that will not be used.
 * @param {WarmBuild} warm
 */
export function discardWarmBuild({ child }) {
  if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL')
}

/**
 * Runs one build: the warm process if given, else a new `gatsby build`.
 * @param {Omit<GatsbyBuildOptions, 'warm'>} options
 * @param {WarmBuild | null} warm
 * @returns {Promise<GatsbyRun>}
 */
function runChild({ gatsbyBin, projectDir, env, logFile, timeoutMs, onChild }, warm) {
  return new Promise((resolve) => {
    const out = createWriteStream(logFile)
    const tail = createLogTail()
    const child =
      warm?.child ??
      spawn(gatsbyBin, ['build'], {
        cwd: projectDir,
        env: gatsbyEnv(env, projectDir),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // its own process group, so a stop reaches Gatsby's workers too
      })
    onChild(child)
    const log = timestampedLog(out, Date.now())
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      log.write(chunk)
      tail.push(chunk)
    }
    for (const chunk of warm?.takeOutput() ?? []) onData(chunk)
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    if (warm) warm.child.stdin.end('build\n')
    const deadline = stopAfter(child, timeoutMs)
    let finished = false
    /**
     * @param {number | null} code
     * @param {Error | null} error
     * @param {NodeJS.Signals | null} [signal]
     */
    const finish = (code, error, signal = null) => {
      if (finished) return // 'error' and 'close' can both come
      finished = true
      onChild(null)
      deadline.clear()
      const timedOut = deadline.passed()
      if (error) tail.push(`\n${error.message}\n`)
      if (timedOut) tail.push(`\nThe build took longer than ${timeoutMs} ms and was stopped.\n`)
      // Resolved once the log file is complete: its step timings are read next.
      log.end(() =>
        resolve({ code: timedOut ? null : code, signal, timedOut, tail: tail.lines(), logFile }),
      )
    }
    child.on('error', (error) => finish(null, error))
    child.on('close', (code, signal) => finish(code, null, signal))
  })
}

/**
 * Stop a running build and what it started (terminate); resolves once it has exited.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopGatsbyBuild(child) {
  const exited = new Promise((resolve) => child.once('close', resolve))
  const kill = terminate(child)
  await exited
  clearTimeout(kill)
}

/**
 * Why a build that did not exit 0 failed, in one line.
 * @param {GatsbyRun} run
 * @param {number} timeoutMs
 * @returns {string}
 */
export function gatsbyFailure(run, timeoutMs) {
  if (run.timedOut) return `gatsby build timed out after ${Math.round(timeoutMs / 1000)} s`
  if (run.code === null) {
    return `gatsby build did not run to the end (${run.signal ?? 'could not start'})`
  }
  return `gatsby build exited with code ${run.code}${firstError(run.tail)}`
}
