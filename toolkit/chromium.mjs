// The Chromium the browser tests, the benchmarks and the screenshot scripts run: Debian's
// (CHROMIUM_PATH to use another), headless, without the background work (updates, networking)
// that would fall into a measurement or a screenshot.
import { accessSync, constants, statSync } from 'node:fs'

import { chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
  '--no-first-run',
]

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
  if (isExecutable(CHROMIUM_PATH)) return CHROMIUM_PATH
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  )
  return null
}

/** Ends the program, with how to install it, when there is no Chromium to run. */
export function exitWithoutChromium() {
  if (!checkChromium()) process.exit(1)
}

/** That Chromium, through Playwright. */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })

/**
 * Logs `page` in to the Drupal at `drupalUrl` as `account`, through its login form.
 * @param {import('playwright-core').Page} page
 * @param {string} drupalUrl
 * @param {{ name: string, password: string }} account
 */
export async function logInToDrupal(page, drupalUrl, account) {
  await page.goto(`${drupalUrl}/user/login`)
  await page.getByLabel('Username').fill(account.name)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/user\/\d+/)
}
