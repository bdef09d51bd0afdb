// What the install's steps share: its log lines, the time since it began, and commands run
// to completion, whose failure ends the install with their last lines of output.
import { spawnSync } from 'node:child_process'

import { DrupalError } from '../lib.mjs'

const started = Date.now()

/** @param {string} text */
export const log = (text) => console.log(`[drupal:install] ${text}`)

export const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

/**
 * Runs `command` to completion; returns its output, or throws naming `what` failed.
 * @param {string} command
 * @param {string[]} args
 * @param {string} what
 * @param {{ env?: NodeJS.ProcessEnv }} [options] the environment, when not this process's
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

/**
 * Whether `command` is on PATH.
 * @param {string} command
 */
export const have = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
