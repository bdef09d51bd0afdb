// A command of the project's tooling run to its end: npm steps of `npm test`, Gatsby with its
// content source, Playwright.
import { spawn } from 'node:child_process'

/**
 * @typedef {object} RunOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string[]} [output] collects the command's output instead of showing it
 * @property {(error: Error) => void} [onError] told when the command cannot start (default:
 *   its message on stderr)
 */

/**
 * Runs `bin` with its output shown (or collected), Ctrl+C and SIGTERM passed on to it while it
 * runs; resolves with its exit code (1 when a signal ended it or it could not start).
 * @param {string} bin
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<number>}
 */
export function runCommand(
  bin,
  args,
  { cwd, env, output, onError = (error) => console.error(error.message) } = {},
) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      cwd,
      env,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    for (const stream of output ? [child.stdout, child.stderr] : []) {
      stream?.on('data', (chunk) => output?.push(String(chunk)))
    }
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    /** @param {number} code */
    const done = (code) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code)
    }
    child.on('error', (error) => {
      onError(error)
      done(1)
    })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}
