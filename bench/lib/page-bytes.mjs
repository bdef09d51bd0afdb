// Bytes per page type: the start-up scripts, HTML and CSS of the built files, gzip and brotli
// (page-weight.mjs); the same as the project's server sends them (served-bytes.mjs); and the
// scripts a real page load in Chromium fetches later, on demand.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { launchChromium } from '../../toolkit/chromium.mjs'
import { BUDGET, kb } from './figures.mjs'
import { fileSizes, pageWeight } from './page-weight.mjs'
import { servedTotals } from './served-bytes.mjs'

/** @typedef {{ name: string, path: string }} PageType */

/**
 * Scripts fetched after start-up (on demand), per page type, from a real page load.
 * @param {PageType[]} pageTypes
 * @param {string} siteUrl
 * @returns {Promise<Record<string, string[]>>}
 */
export async function onDemandScripts(pageTypes, siteUrl) {
  const browser = await launchChromium()
  /** @type {Record<string, string[]>} */
  const result = {}
  try {
    for (const type of pageTypes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      /** @type {Set<string>} */
      const scripts = new Set()
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname)
      })
      await page.goto(`${siteUrl}${type.path}`, { waitUntil: 'networkidle' })
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      await context.close()
      result[type.name] = [...scripts]
    }
  } finally {
    await browser.close()
  }
  return result
}

/**
 * The gzip bytes of the scripts a page fetched beyond its start-up ones, and which they are.
 * @param {string} publicDir
 * @param {string[]} loaded
 * @param {Set<string>} startup
 */
function onDemandGzip(publicDir, loaded, startup) {
  let gzip = 0
  /** @type {string[]} */
  const scripts = []
  for (const src of loaded) {
    if (startup.has(src) || !existsSync(path.join(publicDir, src))) continue
    gzip += fileSizes(path.join(publicDir, src)).gzip
    scripts.push(src)
  }
  return { gzip, scripts }
}

/**
 * One page type's row: its bytes as built and as served, in KB.
 * @param {PageType} type
 * @param {{ publicDir: string, loaded: string[], siteUrl: string }} where
 */
async function bytesRow(type, { publicDir, loaded, siteUrl }) {
  const weight = pageWeight(publicDir, type.path)
  const html = await servedTotals(siteUrl, [type.path])
  const scriptsServed = await servedTotals(
    siteUrl,
    weight.scripts.map((s) => s.src),
  )
  const lazy = onDemandGzip(publicDir, loaded, new Set(weight.scripts.map((s) => s.src)))
  return {
    page: type.name,
    route: type.path,
    served: {
      htmlRawKb: kb(html.raw),
      htmlBrKb: kb(html.br),
      htmlGzipKb: kb(html.gzip),
      scriptsRawKb: kb(scriptsServed.raw),
      scriptsBrKb: kb(scriptsServed.br),
      scriptsGzipKb: kb(scriptsServed.gzip),
    },
    scriptsGzipKb: kb(weight.scriptTotals.gzip),
    scriptsBrotliKb: kb(weight.scriptTotals.brotli),
    scripts: weight.scripts.map((s) => ({
      src: s.src,
      gzipKb: kb(s.gzip),
      brotliKb: kb(s.brotli),
    })),
    onDemandGzipKb: kb(lazy.gzip),
    onDemand: lazy.scripts,
    htmlGzipKb: kb(weight.html.gzip),
    htmlBrotliKb: kb(weight.html.brotli),
    cssGzipKb: kb(weight.css.gzip),
    cssBrotliKb: kb(weight.css.brotli),
    withinGoal: kb(weight.scriptTotals.gzip) <= BUDGET.scriptsGoalKb,
    withinLimit: kb(weight.scriptTotals.gzip) <= BUDGET.scriptsLimitKb,
  }
}

/** @typedef {Awaited<ReturnType<typeof bytesRow>>} BytesRow */

/**
 * @param {PageType[]} pageTypes
 * @param {string} publicDir the built site
 * @param {Record<string, string[]>} loaded the scripts each page type fetched on demand
 * @param {string} siteUrl the project's own server, which sends the build's .br and .gz copies
 * @returns {Promise<BytesRow[]>}
 */
export async function bytesPerPage(pageTypes, publicDir, loaded, siteUrl) {
  const rows = []
  for (const type of pageTypes) {
    rows.push(await bytesRow(type, { publicDir, loaded: loaded[type.name] ?? [], siteUrl }))
  }
  return rows
}
