#!/usr/bin/env node
// Score served pages with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory: its retriever,
// analyzers and grader; the glue is security/observatory.mjs).
//
//   node scripts/observatory.mjs                  serve ./public and score every page
//   node scripts/observatory.mjs URL [URL...]     score these URLs (a running site)
//
// Options: --min N (exit 1 when a page scores below N as the production host; default 100),
// --json (machine-readable output), --root DIR (serve another build directory).
//
// Each page is scored twice: as served (a local server has no TLS, so the HSTS and
// redirection tests fail there, as they would for any plain-http host) and as the production
// HTTPS host would be scored (the same response received over verified HTTPS, http://
// redirected to https://). The second is the one the threshold applies to; see
// docs/security.md.
import { parseArgs } from 'node:util'

import { formatReport, scoreUrl } from '../security/observatory.mjs'
import { startStaticServer } from '../site-server/static-server.mjs'
import { filesUnder } from '../toolkit/compare-builds.mjs'

/** Routes of every page in a build directory (none from its data, asset or `_` folders). */
const pageRoutes = (root) =>
  filesUnder(root, (name) => name.endsWith('.html'))
    .filter((file) => !/(^|\/)(page-data|static|_[^/]*)\//.test(file))
    .map((file) => `/${file}`.replace(/\/index\.html$/, '/'))
    .sort()

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      min: { type: 'string', default: '100' },
      json: { type: 'boolean', default: false },
      root: { type: 'string', default: 'public' },
    },
  })
  const min = Number(values.min)
  let server
  let urls = positionals
  if (urls.length === 0) {
    server = await startStaticServer({ root: values.root, port: 0 })
    urls = pageRoutes(server.root).map((route) => `${server.url}${route}`)
  }
  const results = []
  try {
    for (const url of urls) results.push(await scoreUrl(url))
  } finally {
    await server?.close()
  }
  const unknownPreload = results.filter(
    (r) =>
      r.hstsPreloadList === 'empty stand-in' &&
      !/^(?:127(?:\.\d+){3}|localhost|\[::1\])$/.test(new URL(r.url).hostname),
  )
  if (unknownPreload.length > 0)
    console.error(
      `The HSTS preload list is an empty stand-in (security/observatory.mjs): whether ${new URL(unknownPreload[0].url).hostname} is preloaded (+5) is not known.`,
    )

  if (values.json) {
    console.log(JSON.stringify(results, null, 2))
  } else {
    const [sample] = results
    console.log(formatReport(`${sample.url} as served`, sample.asServed))
    console.log()
    console.log(formatReport(sample.url, sample.production))
    console.log()
    const byScore = new Map()
    for (const r of results) {
      const key = `${r.production.score} (${r.production.grade}); as served ${r.asServed.score}`
      byScore.set(key, (byScore.get(key) ?? 0) + 1)
    }
    console.log(`${results.length} page(s) scored:`)
    for (const [key, count] of byScore) console.log(`  ${count} × ${key}`)
    for (const r of results.filter((x) => x.production.score < min)) {
      console.log()
      console.log(formatReport(r.url, r.production))
    }
  }
  const failing = results.filter((r) => r.production.score < min)
  if (failing.length > 0) {
    console.error(`\n${failing.length} page(s) score below ${min}.`)
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
