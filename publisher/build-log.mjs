/**
 * A build's log as the publisher keeps it: the tail a failure shows in /status, the line that
 * says why it failed, and which log files stay in <workDir>/logs.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

import { ANSI } from './build-phases.mjs'

const LOG_TAIL_LINES = 50

/**
 * The first line of a failed build's log that says what went wrong, as ": <line>" (for the
 * failure's one-line reason), or "".
 * @param {string[]} [lines]
 * @returns {string}
 */
export function firstError(lines = []) {
  const line = lines
    .map((l) => stripVTControlCharacters(l).trim())
    .find((l) => /^(ERROR\b|error\b|failed\b)|Error:|ECONNREFUSED|ENOTFOUND/.test(l))
  return line ? `: ${line.slice(0, 200)}` : ''
}

/**
 * Keep the last `max` lines of a stream of text chunks.
 * @param {number} [max]
 * @returns {{ push(chunk: string | Buffer): void, lines(): string[] }}
 */
export function createLogTail(max = LOG_TAIL_LINES) {
  /** @type {string[]} */
  const lines = []
  let partial = ''
  return {
    push(chunk) {
      const text = partial + String(chunk).replace(ANSI, '')
      const parts = text.split('\n')
      partial = parts.pop() ?? ''
      for (const line of parts) {
        if (line.trim() === '') continue
        lines.push(line)
        if (lines.length > max) lines.shift()
      }
    },
    lines() {
      const all = partial.trim() ? [...lines, partial] : [...lines]
      return all.slice(-max)
    },
  }
}

/**
 * Delete the log files (`<id>.log`) of builds not in `keepIds`.
 * @param {string} logsDir
 * @param {Set<string | undefined>} keepIds
 */
export async function pruneBuildLogs(logsDir, keepIds) {
  for (const name of await fs.readdir(logsDir).catch(() => /** @type {string[]} */ ([]))) {
    if (!keepIds.has(name.replace(/\.log$/, ''))) {
      await fs.rm(path.join(logsDir, name), { force: true })
    }
  }
}
