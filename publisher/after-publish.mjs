/**
 * The operator's after-publish command (`PUBLISHER_AFTER_PUBLISH`), run after each publish and
 * each rollback.
 */
import { spawn } from 'node:child_process'

/**
 * Runs the operator's after-publish command (`PUBLISHER_AFTER_PUBLISH`, e.g. `nginx -s reload`
 * so nginx reads the new build's redirect and header snippets) with the published build in
 * `PUBLISHED_BUILD_ID` and `PUBLISHED_BUILD_DIR`. Its failure is logged; the build stays live.
 * @param {string} command
 * @param {{ id: string, dir: string, log: (message: string) => void, timeoutMs?: number }} options
 * @returns {Promise<boolean>} whether it succeeded
 */
export function runAfterPublish(command, { id, dir, log, timeoutMs = 60_000 }) {
  if (!command) return Promise.resolve(true)
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], {
      env: { ...process.env, PUBLISHED_BUILD_ID: id, PUBLISHED_BUILD_DIR: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: timeoutMs,
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr = `${stderr}${d}`.slice(-2000)))
    child.once('error', (error) => {
      log(`after-publish command could not run: ${error.message}`)
      resolve(false)
    })
    child.once('close', (code, signal) => {
      if (code === 0) {
        log(`after-publish command done for build ${id}`)
        resolve(true)
      } else {
        log(
          `after-publish command failed for build ${id} (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').pop() ?? ''}`,
        )
        resolve(false)
      }
    })
  })
}
