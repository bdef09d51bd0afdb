// Commands the drupal: scripts run to completion, whose failure ends the script with their
// last lines of output, and the commands they look for on PATH. Imports only paths.mjs, so
// that mariadb.mjs and fpm-nginx.mjs, which lib.mjs starts, may use it too.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

import { DrupalError } from './paths.mjs'

/**
 * Runs `command` to completion; returns its output, or throws naming `what` failed.
 * @param {string} command
 * @param {string[]} args
 * @param {string} what
 * @param {{ env?: NodeJS.ProcessEnv, input?: string }} [options] the environment, when not
 *   this process's, and what the command reads on its standard input
 * @returns {string}
 */
export function run(command, args, what, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options })
  if (result.error || result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-10)
    throw new DrupalError(`${what} failed: ${result.error?.message ?? output.join('\n')}`)
  }
  return result.stdout
}

/** The last `count` lines of a server's log file, on one line; '' without the file. */
export const logTail = (file, count) =>
  existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-count).join(' ') : ''

/**
 * Where `command` is on PATH; null when it is not there.
 * @param {string} command
 * @returns {string | null}
 */
export function have(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : null
}
