/**
 * One publisher per work dir: two would build into the same project and switch the same
 * `current`. The lock is a file holding the pid of the publisher that has it.
 */
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

const LOCK_FILE = 'publisher.lock'

/**
 * Work dirs locked by publishers of this process.
 * @type {Set<string>}
 */
const lockedHere = new Set()

/**
 * Lock a work dir for this publisher; resolves with the function that unlocks it.
 * @param {string} workDir
 * @returns {Promise<() => Promise<void>>}
 */
export async function acquireLock(workDir) {
  const file = path.join(workDir, LOCK_FILE)
  /** @param {number} pid */
  const busy = (pid) =>
    new Error(
      `Another publisher (pid ${pid}) is using ${workDir}. Stop it first, or use another work dir.`,
    )
  if (lockedHere.has(workDir)) throw busy(process.pid)
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    // The same pid as ours but not locked here: left by an earlier run (e.g. pid 1 in a container).
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0)
        throw busy(pid)
      } catch (error) {
        if (error.code !== 'ESRCH') throw error
        // a stale lock from a process that is gone
      }
    }
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
  await fs.writeFile(file, `${process.pid}\n`)
  lockedHere.add(workDir)
  return async () => {
    lockedHere.delete(workDir)
    await fs.rm(file, { force: true })
  }
}
