#!/usr/bin/env node
/**
 * `npm run publisher`: receive the CMS build hook, build incrementally, publish atomically,
 * serve the current build. See docs/operations.md, "Publishing and editor workflow".
 *
 *   npm run publisher [-- serve] [options]     run the service (PUBLISHER_SECRET required)
 *   npm run publisher -- rollback [build-id]   serve an earlier kept build again
 *   npm run publisher -- list                  list the kept builds
 *   npm run publisher -- status [--url URL]    print GET /status of a running publisher
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { DEFAULT_DEBOUNCE_MS } from './build-queue.mjs'
import { DEFAULT_DAILY_TIME, DEFAULT_DAILY_ZONE } from './daily.mjs'
import { openReleases } from './releases.mjs'
import { runAfterPublish } from './after-publish.mjs'
import { startPublisher } from './publisher.mjs'
import { localDrupalEnv } from '../drupal/tools/local-env.mjs'

const projectDir = path.resolve(import.meta.dirname, '..')
const env = process.env
// A build from the local Drupal gets its build account, demo URL and demo captcha, as
// `npm run build` does (drupal/tools/local-env.mjs).
Object.assign(env, localDrupalEnv(env))

const usage = `Usage:
  npm run publisher [-- serve] [--port 9100] [--site-port 9000] [--host 127.0.0.1]
                    [--work-dir .publisher] [--keep 5] [--debounce-ms 100]
                    [--daily 00:05|off] [--no-initial-build]
  npm run publisher -- rollback [build-id] [--work-dir .publisher]
  npm run publisher -- list [--work-dir .publisher]
  npm run publisher -- status [--url http://127.0.0.1:9100]

Environment: PUBLISHER_SECRET (required to serve), PUBLISHER_PORT, PUBLISHER_SITE_PORT,
PUBLISHER_HOST, PUBLISHER_WORK_DIR, PUBLISHER_KEEP, PUBLISHER_DEBOUNCE_MS,
PUBLISHER_DAILY_AT (HH:MM or off), PUBLISHER_DAILY_ZONE, PUBLISHER_BUILD_TIMEOUT_S,
PUBLISHER_AFTER_PUBLISH (a shell command run after each publish and rollback, e.g.
\`nginx -s reload\`, with PUBLISHED_BUILD_ID and PUBLISHED_BUILD_DIR); the
content source as for \`npm run build\`: DRUPAL_BASE_URL, else DEMO_CMS_URL, else the demo CMS
of \`npm run cms\` on CMS_PORT (default 4010).`

let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      'site-port': { type: 'string' },
      host: { type: 'string' },
      'work-dir': { type: 'string' },
      keep: { type: 'string' },
      'debounce-ms': { type: 'string' },
      daily: { type: 'string' },
      'no-initial-build': { type: 'boolean' },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
} catch (error) {
  console.error(`${error.message}\n\n${usage}`)
  process.exit(2)
}
const { values, positionals } = parsed
if (values.help) {
  console.log(usage)
  process.exit(0)
}

const workDir = path.resolve(
  projectDir,
  values['work-dir'] || env.PUBLISHER_WORK_DIR || '.publisher',
)
const command = positionals[0] ?? 'serve'

function intOption(name, text, fallback, min = 0) {
  if (text === undefined || text === '') return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name} must be an integer ≥ ${min}, got "${text}"`)
    process.exit(2)
  }
  return n
}

if (command === 'rollback') {
  const releases = openReleases(workDir)
  try {
    const { from, to } = await releases.rollback(positionals[1])
    console.log(`Now serving build ${to} (was ${from ?? 'none'}).`)
    await runAfterPublish(env.PUBLISHER_AFTER_PUBLISH ?? '', {
      id: to,
      dir: path.join(releases.buildsDir, to),
      log: (message) => console.log(message),
    })
    console.log(
      'A running publisher serves it from the next request; the next good build replaces it.',
    )
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
} else if (command === 'list') {
  const releases = openReleases(workDir)
  const current = await releases.currentId()
  const ids = await releases.list()
  if (!ids.length) console.log(`No builds in ${workDir}.`)
  for (const id of ids) console.log(`${id === current ? '*' : ' '} ${id}`)
} else if (command === 'status') {
  const port = env.PUBLISHER_PORT || '9100'
  const url = (values.url ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
  try {
    const res = await fetch(`${url}/status`, {
      headers: { 'X-Publisher-Secret': env.PUBLISHER_SECRET ?? '' },
    })
    console.log(JSON.stringify(await res.json(), null, 2))
  } catch (error) {
    console.error(`No publisher answers at ${url}: ${error.cause?.message ?? error.message}`)
    process.exit(1)
  }
} else if (command === 'serve') {
  const dailyAt = values.daily ?? env.PUBLISHER_DAILY_AT ?? DEFAULT_DAILY_TIME
  let publisher
  try {
    publisher = await startPublisher({
      projectDir,
      workDir,
      secret: env.PUBLISHER_SECRET,
      host: values.host ?? env.PUBLISHER_HOST ?? '127.0.0.1',
      port: intOption('--port', values.port ?? env.PUBLISHER_PORT, 9100),
      sitePort: intOption('--site-port', values['site-port'] ?? env.PUBLISHER_SITE_PORT, 9000),
      keep: intOption('--keep', values.keep ?? env.PUBLISHER_KEEP, 5, 1),
      debounceMs: intOption(
        '--debounce-ms',
        values['debounce-ms'] ?? env.PUBLISHER_DEBOUNCE_MS,
        DEFAULT_DEBOUNCE_MS,
      ),
      buildTimeoutMs:
        intOption('PUBLISHER_BUILD_TIMEOUT_S', env.PUBLISHER_BUILD_TIMEOUT_S, 1200, 1) * 1000,
      daily: dailyAt !== 'off',
      dailyTime: dailyAt === 'off' ? DEFAULT_DAILY_TIME : dailyAt,
      dailyZone: env.PUBLISHER_DAILY_ZONE || DEFAULT_DAILY_ZONE,
      buildOnStart: values['no-initial-build'] ? false : 'if-none',
      afterPublish: env.PUBLISHER_AFTER_PUBLISH ?? '',
    })
  } catch (error) {
    console.error(`publisher: ${error.message}`)
    process.exit(1)
  }
  let stopping = false
  const stop = async (signal) => {
    if (stopping) return
    stopping = true
    console.log(`[publisher] stopping (${signal})`)
    await publisher.close()
    process.exit(0)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
} else {
  console.error(`Unknown command "${command}".\n\n${usage}`)
  process.exit(2)
}
