#!/usr/bin/env node
// Screenshots of the built site for the README (npm run build first): node scripts/screenshots.mjs
import { startStaticServer } from '../site-server/static-server.mjs'
import { launchChromium } from '../toolkit/chromium.mjs'

/** @type {[name: string, path: string, width: number][]} */
const SHOTS = [
  ['home', '/', 1440],
  ['home', '/', 390],
  ['stores', '/stores/', 1440],
  ['store', '/stores/willow-and-wren/', 390],
  ['whats-on', '/whats-on/', 1440],
  ['gift-generator', '/gift-generator/', 390],
]

const server = await startStaticServer({ root: 'public', port: 0 })
const browser = await launchChromium()
try {
  for (const [name, path, width] of SHOTS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const file = `docs/screenshots/${name}-${width}.png`
    await page.screenshot({ path: file })
    console.log(file)
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
