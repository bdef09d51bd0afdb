// Locating the Chromium binary used by the e2e tests (shared by scripts/e2e.mjs and scripts/test.mjs).
import { accessSync, constants, statSync } from 'node:fs'

const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium'

/** The Chromium executable the e2e tests will launch: $CHROMIUM_PATH or /usr/bin/chromium. */
function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH
}

/** True when `file` exists, is a regular file (after symlinks) and is executable. */
function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Returns the Chromium path, or prints the install hint and returns null when it is missing.
 * @returns {string | null}
 */
export function checkChromium() {
  const file = chromiumPath()
  if (isExecutable(file)) return file
  console.error(
    `Chromium was not found at ${file}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  )
  return null
}
