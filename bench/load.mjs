#!/usr/bin/env node
// `npm run bench:load`: requests per second and latency under load for a page and a script,
// as a browser asks for them (`Accept-Encoding: gzip, br`), from the project's own server and
// from nginx with the project's configuration, side by side in one run on the last build.
// autocannon drives the load (50 connections, `--seconds` each, default 12); the Node server
// runs in a process of its own so that the load generator does not share its event loop.
// Writes bench/results/load-latest.md.
import { spawn } from 'node:child_process'
import { readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

import { startNginx } from '../toolkit/nginx.mjs'
import { servedBytes } from './lib/served-bytes.mjs'
import { markdownTable } from './lib/text-tables.mjs'

const root = path.resolve(import.meta.dirname, '..')
const publicDir = path.join(root, 'public')
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '12' },
    connections: { type: 'string', default: '50' },
  },
})
const SECONDS = Number(args.seconds)
const CONNECTIONS = Number(args.connections)
const ACCEPT = 'gzip, br'

/** The project's server on a free port, in a child process; resolves with its origin. */
function startNodeServer() {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1]
      if (url) resolve({ url, stop: async () => void child.kill() })
    })
    child.once('exit', (code) => reject(new Error(`the site server exited (${code}): ${out}`)))
  })
}

/** One autocannon run: requests per second and latency percentiles. */
async function load(url) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': ACCEPT },
  })
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbPerSecond: +(result.throughput.average / 1e6).toFixed(1),
  }
}

const app = readdirSync(publicDir).find((name) => /^app-[0-9a-f]+\.js$/.test(name))
const targets = [
  { name: 'store directory', route: '/stores/' },
  { name: 'app script', route: `/${app}` },
]
const nodeServer = await startNodeServer()
const nginx = await startNginx({ root: publicDir, repo: root })
const rows = []
try {
  for (const target of targets) {
    for (const [server, origin] of [
      ['own server (Node)', nodeServer.url],
      ['nginx', nginx.url],
    ]) {
      const { bytes, encoding } = await servedBytes(origin, target.route, ACCEPT)
      const figures = await load(`${origin}${target.route}`)
      rows.push([
        target.name,
        server,
        encoding,
        bytes,
        figures.rps,
        figures.p50,
        figures.p99,
        figures.mbPerSecond,
      ])
      console.log(rows.at(-1).join('  '))
    }
  }
} finally {
  await Promise.all([nodeServer.stop(), nginx.stop()])
}

const headers = ['what', 'server', 'encoding', 'bytes', 'requests/s', 'p50 ms', 'p99 ms', 'MB/s']
const markdown = [
  `# Load: ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: ${ACCEPT}`,
  '',
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${new Date().toISOString()}`,
  '',
  markdownTable(headers, rows),
  '',
].join('\n')
writeFileSync(path.join(root, 'bench', 'results', 'load-latest.md'), markdown)
console.log(`\n${markdown}\nWritten: bench/results/load-latest.md`)
