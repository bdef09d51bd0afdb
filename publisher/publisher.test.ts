/** @jest-environment node */
/**
 * The publisher service with a stand-in for `gatsby build` (a script that writes a tiny site,
 * or fails, as told by a control file), so hooks, queueing, publishing, failures and rollback
 * are checked in seconds. e2e/publisher.spec.ts does the same with real builds.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLogTail, firstError } from './build-log.mjs'
import { contentSource } from './content-source.mjs'
import { startPublisher, type Publisher } from './publisher.mjs'

const SECRET = 'unit-test-secret-0123456789'

const FAKE_GATSBY = `#!/usr/bin/env node
const fs = require('node:fs')
const path = require('node:path')
const control = JSON.parse(fs.readFileSync('fake-build.json', 'utf8'))
// Each line: the content source, and whether Gatsby's cache was there from the build before.
const cache = fs.existsSync('.cache/kept') ? 'warm' : 'cold'
fs.appendFileSync('builds.log', (process.env.DEMO_CMS_URL || '') + ' ' + cache + '\\n')
fs.mkdirSync('.cache', { recursive: true })
fs.writeFileSync('.cache/kept', '')
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join('public', rel)), { recursive: true })
  fs.writeFileSync(path.join('public', rel), text)
}
console.log('\\u001b[32msuccess\\u001b[0m compile gatsby files')
for (let i = 0; i < 60; i++) console.log('line ' + i)
const go = () => {
  if (control.mode === 'fail') {
    console.error('The content source is unreachable: GET http://127.0.0.1:9/jsonapi failed')
    process.exit(1)
  }
  fs.rmSync('public', { recursive: true, force: true })
  if (control.mode === 'empty') {
    fs.mkdirSync('public')
    process.exit(0)
  }
  write('index.html', '<html>Home</html>')
  write('404.html', '<html>Page Not Found</html>')
  write('page-data/app-data.json', '{}')
  write('stores/a/index.html', '<html>' + control.title + '</html>')
  write('static/0123456789abcdef/a.jpg', 'jpeg')
  process.exit(0)
}
// "hold": run until the test creates the file "release" (a build that is surely running).
const wait = () => (fs.existsSync('release') ? go() : setTimeout(wait, 20))
if (control.hold) wait()
else setTimeout(go, 10)
`

// Each test runs one to three stand-in builds, each a node process of its own. On a loaded
// 2-core CI machine, with the other test files running beside it, three of them took longer
// than Jest's default 5 s; `until` gives each step up to 15 s.
jest.setTimeout(60_000)

let project: string
let publisher: Publisher | undefined

function setBuild(control: { mode: 'ok' | 'fail' | 'empty'; title?: string; hold?: boolean }) {
  fs.writeFileSync(path.join(project, 'fake-build.json'), JSON.stringify(control))
}

/** Whether each build so far found the cache of the one before ('warm') or none ('cold'). */
function buildCaches(): string[] {
  return fs
    .readFileSync(path.join(project, 'builds.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ').pop()!)
}

function buildsRun(): number {
  try {
    return fs.readFileSync(path.join(project, 'builds.log'), 'utf8').trim().split('\n').length
  } catch {
    return 0
  }
}

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Until the first build is published, its site served and the publisher idle. */
async function published() {
  const s = await until(async () => {
    const s = await publisher!.status()
    return s.current && s.siteUrl ? s : undefined
  })
  await publisher!.idle()
  return s
}

const hook = (headers: Record<string, string> = { 'X-Publisher-Secret': SECRET }, body = '') =>
  fetch(`${publisher!.controlUrl}/hooks/build`, { method: 'POST', headers, body })

async function storePage() {
  const res = await fetch(`${publisher!.siteUrl}/stores/a/`)
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') }
}

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-test-'))
  const bin = path.join(project, 'node_modules', '.bin')
  fs.mkdirSync(bin, { recursive: true })
  fs.writeFileSync(path.join(bin, 'gatsby'), FAKE_GATSBY, { mode: 0o755 })
  setBuild({ mode: 'ok', title: 'Store A' })
})

afterEach(async () => {
  await publisher?.close()
  publisher = undefined
  fs.rmSync(project, { recursive: true, force: true })
})

function start(options: Parameters<typeof startPublisher>[0] = {}) {
  return startPublisher({
    projectDir: project,
    secret: SECRET,
    port: 0,
    sitePort: 0,
    debounceMs: 50,
    daily: false,
    env: { PATH: process.env.PATH, DEMO_CMS_URL: 'http://127.0.0.1:4999' },
    log: () => {},
    ...options,
  })
}

test('refuses to start without a usable secret', async () => {
  await expect(start({ secret: undefined })).rejects.toThrow(/PUBLISHER_SECRET is not set/)
  await expect(start({ secret: 'short' })).rejects.toThrow(/too short/)
})

test('builds at start, publishes, serves, and refuses a second publisher on the same folder', async () => {
  publisher = await start()
  await published()
  const status = await publisher.status()
  expect(status.lastSuccess).toMatchObject({ reasons: ['initial'], pageCount: 2 })
  expect(status.contentSource).toBe('the demo CMS at http://127.0.0.1:4999')
  expect(status.siteUrl).toBe(`${publisher.siteUrl}/`)
  const page = await storePage()
  expect(page).toEqual({
    status: 200,
    text: '<html>Store A</html>',
    cache: 'public, max-age=0, must-revalidate',
  })
  expect((await fetch(`${publisher.siteUrl}/nope/`)).status).toBe(404)
  await expect(start()).rejects.toThrow(/Another publisher/)
})

test('a wrong secret is refused and starts nothing; a storm of hooks gives one build', async () => {
  // A window long enough for 20 requests on a busy machine.
  publisher = await start({ debounceMs: 1500 })
  await published()
  const before = buildsRun()

  const refused = await hook({ 'X-Publisher-Secret': 'wrong-secret-0123456789' })
  expect(refused.status).toBe(401)
  expect(refused.headers.get('www-authenticate')).toMatch(/Bearer/)
  expect((await hook({})).status).toBe(401)
  // Nothing building and nothing waiting for the debounce window: a refused hook queues nothing
  // (a build counter alone could not tell, the window is still open).
  const afterRefusals = await publisher.status()
  expect({ building: afterRefusals.building, queued: afterRefusals.queued }).toEqual({
    building: null,
    queued: null,
  })
  expect(buildsRun()).toBe(before)
  expect(afterRefusals.counters.hooksRefused).toBe(2)

  setBuild({ mode: 'ok', title: 'Store A renamed' })
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? hook(
            { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
            '{"timestamp":1}',
          )
        : hook(
            { 'Content-Type': 'application/x-www-form-urlencoded' },
            `secret=${encodeURIComponent(SECRET)}&entity=node`,
          ),
    ),
  )
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202))
  expect(await answers[0].json()).toMatchObject({ accepted: true, state: 'scheduled' })
  await until(async () => (await storePage()).text.includes('renamed'))
  await publisher.idle()
  expect(buildsRun()).toBe(before + 1)
  expect((await publisher.status()).lastSuccess?.reasons).toEqual(['hook'])
})

test('a hook during a build gives one follow-up build', async () => {
  publisher = await start()
  await published()
  const before = buildsRun()
  setBuild({ mode: 'ok', title: 'Slow', hold: true })
  await hook()
  await until(async () => (await publisher!.status()).building)
  const during = await Promise.all([hook(), hook(), hook()])
  expect(await during[0].json()).toMatchObject({ state: 'follow-up' })
  expect((await publisher.status()).queued).toMatchObject({
    requestCount: 3,
    startsAt: 'after the running build',
  })
  fs.writeFileSync(path.join(project, 'release'), '')
  await until(async () => {
    const s = await publisher!.status()
    return !s.building && !s.queued && buildsRun() === before + 2
  })
  await new Promise((r) => setTimeout(r, 200))
  expect(buildsRun()).toBe(before + 2)
})

/**
 * A stand-in for the build started ahead: notes in ahead.log that it was loaded before the
 * word came, then runs the stand-in build, or exits 75 (did not build) when told to.
 */
const FAKE_WARM = `const fs = require('node:fs')
const loadedAt = Date.now()
process.stdin.once('data', () => {
  if (fs.existsSync('stale')) process.exit(Number(process.argv[2]))
  fs.appendFileSync('ahead.log', (Date.now() - loadedAt > 0 ? 'waited' : 'not waited') + '\\n')
  require(require('node:path').resolve('node_modules/.bin/gatsby'))
})
`

test('a build runs in the process started for it after the build before, or in a new one when that process did not build', async () => {
  fs.mkdirSync(path.join(project, 'publisher'))
  fs.writeFileSync(path.join(project, 'publisher', 'warm-gatsby.cjs'), FAKE_WARM)
  const ahead = () => fs.readFileSync(path.join(project, 'ahead.log'), 'utf8').trim().split('\n')
  publisher = await start()
  await published()
  setBuild({ mode: 'ok', title: 'Store A, second build' })
  await hook()
  await until(async () => (await storePage()).text.includes('second build'))
  await publisher.idle()
  expect(buildsRun()).toBe(2)
  expect(ahead()).toEqual(['waited', 'waited'])

  fs.writeFileSync(path.join(project, 'stale'), '')
  setBuild({ mode: 'ok', title: 'Store A, third build' })
  await hook()
  await until(async () => (await storePage()).text.includes('third build'))
  await publisher.idle()
  expect(buildsRun()).toBe(3)
  expect(ahead()).toHaveLength(2)
  expect((await publisher.status()).lastFailure).toBeNull()
})

test('a failed or empty build is recorded with its log tail and the site stays as it was', async () => {
  publisher = await start()
  await published()
  const good = (await publisher.status()).current!.id

  setBuild({ mode: 'fail' })
  await hook()
  const failed = await until(async () => {
    const s = await publisher!.status()
    return s.lastFailure && !s.building ? s : undefined
  })
  expect(failed.ok).toBe(false)
  expect(failed.current?.id).toBe(good)
  expect(failed.lastFailure?.error).toBe('gatsby build exited with code 1')
  expect(failed.lastFailure?.logTail).toHaveLength(50)
  expect(failed.lastFailure?.logTail?.at(-1)).toContain('The content source is unreachable')
  expect(failed.lastFailure?.logTail?.join('\n')).not.toContain('\u001b')
  expect(fs.existsSync(failed.lastFailure!.logFile!)).toBe(true)
  expect(await storePage()).toMatchObject({ status: 200, text: '<html>Store A</html>' })

  setBuild({ mode: 'empty' })
  await hook()
  const empty = await until(async () => {
    const s = await publisher!.status()
    return s.lastFailure?.id !== failed.lastFailure?.id && !s.building ? s : undefined
  })
  expect(empty.lastFailure?.error).toContain('the home page (index.html) is missing')
  expect(empty.current?.id).toBe(good)
  expect(await storePage()).toMatchObject({ status: 200, text: '<html>Store A</html>' })
  expect((await publisher.status()).builds).toEqual([{ id: good, current: true }])

  setBuild({ mode: 'ok', title: 'Back' })
  await hook()
  await until(async () => (await storePage()).text.includes('Back'))
  expect((await publisher.status()).ok).toBe(true)
  // The first build made the cache and the failed one found it; the build after a failure
  // starts without it (content the failed build stored would pass for rendered).
  expect(buildCaches()).toEqual(['cold', 'warm', 'cold', 'cold'])

  setBuild({ mode: 'ok', title: 'Warm again' })
  await hook()
  await until(async () => (await storePage()).text.includes('Warm again'))
  expect(buildCaches().at(-1)).toBe('warm')
})

test('keeps the last builds and rolls back to the previous one', async () => {
  publisher = await start({ keep: 2 })
  await published()
  for (const title of ['Two', 'Three']) {
    setBuild({ mode: 'ok', title })
    await hook()
    await until(async () => (await storePage()).text.includes(title))
    await publisher.idle()
  }
  const { builds } = await publisher.status()
  expect(builds).toHaveLength(2)
  const { to } = await publisher.releases.rollback()
  expect(to).toBe(builds[1].id)
  expect((await storePage()).text).toBe('<html>Two</html>')
  expect((await publisher.status()).current?.id).toBe(to)
})

test('helpers: log tail and content source', () => {
  const tail = createLogTail(3)
  tail.push('a\nb\r\n\u001b[31mc\u001b[0m\n')
  tail.push('d\npart')
  expect(tail.lines()).toEqual(['c', 'd', 'part'])
  const drupal = contentSource({ DRUPAL_BASE_URL: 'https://cms.example' })
  expect(drupal.description).toBe('Drupal at https://cms.example (changes only)')
  expect(drupal.env.DRUPAL_FAST_BUILDS).toBe('1')
  const full = contentSource({ DRUPAL_BASE_URL: 'https://cms.example', DRUPAL_FAST_BUILDS: '0' })
  expect(full.description).toBe('Drupal at https://cms.example')
  expect(contentSource({ CMS_PORT: '4011' }).env.DRUPAL_FAST_BUILDS).toBeUndefined()
  expect(contentSource({ CMS_PORT: '4011' }).env.DEMO_CMS_URL).toBe('http://127.0.0.1:4011')
  expect(contentSource({ DEMO_CMS_URL: 'http://127.0.0.1:5000' }).url).toBe('http://127.0.0.1:5000')
})

describe('firstError', () => {
  it("gives a failed build's first error line as its one-line reason", () => {
    expect(
      firstError([
        'success open and validate gatsby-configs - 0.1s',
        '\x1b[31mERROR\x1b[39m #gatsby-source-drupal: connect ECONNREFUSED 127.0.0.1:8898',
        'failed Fetch all data from Drupal - 0.2s',
      ]),
    ).toBe(': ERROR #gatsby-source-drupal: connect ECONNREFUSED 127.0.0.1:8898')
    expect(firstError(['all fine'])).toBe('')
    expect(firstError()).toBe('')
  })
})
