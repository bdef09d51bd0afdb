// The Chromium the benchmark's browsers run: Debian's (CHROMIUM_PATH to use another), headless,
// without the background work (updates, networking) that would fall into the measurements.

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
