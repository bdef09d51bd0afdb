// The Chromium the benchmark's browsers run: Debian's (CHROMIUM_PATH to use another), headless,
// without the background work (updates, networking) that would fall into the measurements.
import { existsSync } from 'node:fs'

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

/** Ends the benchmark, with how to install it, when there is no Chromium to run. */
export function exitWithoutChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  console.error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium).`)
  process.exit(1)
}

/** That Chromium, through Playwright. */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
