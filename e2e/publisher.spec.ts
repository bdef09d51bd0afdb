/**
 * The publisher (its own process, `publisher/main.mjs`) on the replay, with real builds in
 * a scratch copy of the project (so the site under test in public/ is untouched): it builds,
 * publishes and serves. Editors' saves are tested on the real Drupal (drupal-publish.spec.ts);
 * the replay is read-only.
 *
 * - the first build is published and served with the 404 page and caching headers;
 * - a hook with a wrong or no secret is refused and starts nothing;
 * - a hook with the secret publishes a new build, and the operator's after-publish command
 *   runs with it;
 * - with the CMS unreachable a hook's build fails, /status says so with the log tail, and the
 *   previous site is still served intact.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { startCms, type RunningCms } from '../cms/lib/app.cjs'
import {
  PUBLISHER_FILES,
  clearScratch,
  copyProject,
  reusableScratch,
} from '../toolkit/scratch-project.mjs'
import type { PublisherStatus } from '../publisher/publisher.mjs'
import { expect, test } from './support/fixtures'

// One editor story over real builds: each test goes on from where the one before left off.
test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const repo = path.resolve(__dirname, '..')
const SECRET = 'e2e-publisher-secret-0123456789abcdef'
const STORE = { id: 'bba22f6c-0ef2-5e2e-8d72-fcb1885c4c6c', path: '/stores/willow-and-wren/' }
const EVENT = { path: '/whats-on/events/kids-club-craft-morning/' }

let scratch: string
let cms: RunningCms | undefined
let publisher: ChildProcess | undefined
let output = ''
let controlUrl: string
let siteUrl: string

/** What the after-publish command wrote: one line per published build. */
const afterPublished = () =>
  existsSync(path.join(scratch, 'after-publish.log'))
    ? readFileSync(path.join(scratch, 'after-publish.log'), 'utf8').trim().split('\n')
    : []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function status(): Promise<PublisherStatus> {
  const res = await fetch(`${controlUrl}/status`, { headers: { 'X-Publisher-Secret': SECRET } })
  expect(res.status).toBe(200)
  return (await res.json()) as PublisherStatus
}

/** Poll until `check` returns a value (not undefined), or fail with the publisher's output. */
async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 6 * 60_000,
) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await sleep(500)
  }
  throw new Error(`Timed out waiting for ${what}. Publisher output:\n${output.slice(-4000)}`)
}

async function page(route: string) {
  const res = await fetch(`${siteUrl}${route}`)
  return { status: res.status, headers: res.headers, text: await res.text() }
}

function postHook(secretHeaders: Record<string, string>, body = '{"timestamp":1}') {
  return fetch(`${controlUrl}/hooks/build`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...secretHeaders },
    body,
  })
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000)
  scratch = reusableScratch()
  copyProject(repo, scratch, PUBLISHER_FILES)

  cms = await startCms({
    port: 0,
    snapshotDir: path.join(repo, 'cms', 'snapshot'),
    log: () => {},
  })

  publisher = spawn(
    process.execPath,
    [
      path.join(scratch, 'publisher', 'main.mjs'),
      '--port=0',
      '--site-port=0',
      '--debounce-ms=500',
      '--daily=off',
    ],
    {
      cwd: scratch,
      env: {
        ...process.env,
        PUBLISHER_SECRET: SECRET,
        DEMO_CMS_URL: cms.url,
        DRUPAL_BASE_URL: '',
        PUBLISHER_WORK_DIR: '',
        // As an operator's `nginx -s reload`: told each published build.
        PUBLISHER_AFTER_PUBLISH:
          'printf "%s %s\\n" "$PUBLISHED_BUILD_ID" "$(test -f "$PUBLISHED_BUILD_DIR/_redirects" && echo redirects)" >> after-publish.log',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  publisher.stdout!.on('data', (d) => (output += d))
  publisher.stderr!.on('data', (d) => (output += d))
  controlUrl = await waitFor(
    'the publisher to listen',
    async () => /hooks and status at (http:\/\/\S+)/.exec(output)?.[1],
    30_000,
  )
})

test.afterAll(async () => {
  test.setTimeout(15 * 60_000)
  if (publisher && publisher.exitCode === null) {
    const exited = new Promise((resolve) => publisher!.once('exit', resolve))
    publisher.kill('SIGTERM')
    await Promise.race([exited, sleep(20_000)])
  }
  await cms?.close()
  if (scratch) clearScratch(scratch)
})

test('the first build is published and served, with the 404 page and caching headers', async () => {
  const first = await waitFor('the first build', async () => {
    const s = await status()
    if (s.lastFailure) throw new Error(`first build failed: ${s.lastFailure.error}`)
    // Published, and done: the after-publish command runs before `building` is cleared.
    return s.current && s.siteUrl && !s.building ? s : undefined
  })
  siteUrl = first.siteUrl!.replace(/\/$/, '')
  expect(first.lastSuccess?.pageCount).toBeGreaterThan(100)
  expect(first.building).toBeNull()
  expect(first.contentSource).toBe(`the demo CMS at ${cms!.url}`)

  const home = await page('/')
  expect(home.status).toBe(200)
  expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  const store = await page(STORE.path)
  expect(store.text).toContain('Willow &amp; Wren')
  expect((await page(EVENT.path)).status).toBe(200)

  const pageData = await fetch(`${siteUrl}/page-data/index/page-data.json`)
  expect(pageData.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  const asset = /src="(\/static\/[^"]+\.(?:jpg|png|webp))"/.exec(store.text)?.[1]
  expect(asset).toBeDefined()
  const assetRes = await fetch(`${siteUrl}${asset}`)
  expect(assetRes.status).toBe(200)
  expect(assetRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

  const missing = await page('/no-such-page/')
  expect(missing.status).toBe(404)
  expect(missing.text).toContain('Page Not Found')
  // The operator's after-publish command ran with the build it published.
  const ran = await waitFor(
    'the after-publish command',
    async () => (afterPublished().length ? afterPublished() : undefined),
    30_000,
  )
  expect(ran).toEqual([`${first.current!.id} redirects`])
})

test('a hook with a wrong or no secret is refused and starts nothing', async () => {
  const before = await status()
  for (const headers of [
    { 'X-Publisher-Secret': 'wrong-secret-0123456789' },
    { Authorization: 'Bearer wrong' },
    {} as Record<string, string>,
  ]) {
    const res = await postHook(headers)
    expect(res.status).toBe(401)
  }
  const bodySecret = await postHook({}, JSON.stringify({ secret: 'nope', action: 'update' }))
  expect(bodySecret.status).toBe(401)
  await sleep(1500) // longer than the debounce window
  const after = await status()
  expect(after.building).toBeNull()
  expect(after.queued).toBeNull()
  expect(after.counters.builds).toBe(before.counters.builds)
  expect(after.counters.hooksRefused).toBe(before.counters.hooksRefused + 4)
})

test('a hook with the secret publishes a new build, and the after-publish command runs', async () => {
  const before = await status()
  const res = await postHook({ 'X-Publisher-Secret': SECRET })
  expect(res.status).toBe(202)
  const after = await waitFor('the new build', async () => {
    const s = await status()
    if (s.lastFailure) throw new Error(`the build failed: ${s.lastFailure.error}`)
    return s.current && s.current.id !== before.current?.id && !s.building ? s : undefined
  })
  expect(after.lastSuccess?.reasons).toEqual(['hook'])
  // The first rebuild after a cold build redoes only what changed: here, nothing.
  // It renders no page, and writes none (a new webpack compilation hash for the same files
  // once had every page re-stitched).
  expect(before.lastSuccess?.pagesRendered).toBeGreaterThan(100)
  expect(before.lastSuccess?.pagesWritten).toBeGreaterThan(100)
  expect(after.lastSuccess).toMatchObject({ pagesRendered: 0, pagesWritten: 0 })
  expect((await page(STORE.path)).text).toContain('Willow &amp; Wren')
  const ran = await waitFor(
    'the after-publish command for the new build',
    async () => (afterPublished().length === 2 ? afterPublished() : undefined),
    30_000,
  )
  expect(ran[1]).toBe(`${after.current!.id} redirects`)
  console.log(
    `hook → served: gatsby ${((after.lastSuccess?.buildMs ?? 0) / 1000).toFixed(1)} s ` +
      `(first build ${((before.lastSuccess?.buildMs ?? 0) / 1000).toFixed(1)} s)`,
  )
})

test('the status is only for whoever holds the secret', async () => {
  for (const headers of [{}, { 'X-Publisher-Secret': 'wrong-secret-0123456789' }] as Record<
    string,
    string
  >[]) {
    const res = await fetch(`${controlUrl}/status`, { headers })
    expect(res.status).toBe(401)
    expect(await res.text()).not.toContain('"lastFailure"')
  }
  expect((await status()).current).not.toBeNull()
})

test('with the CMS unreachable the build fails, /status says so, and the site stays as it was', async () => {
  const before = await status()
  const keptBefore = readdirSync(path.join(scratch, '.publisher', 'builds')).sort()
  await cms!.close()
  cms = undefined
  const res = await postHook({ 'X-Publisher-Secret': SECRET })
  expect(res.status).toBe(202)
  expect(await res.json()).toMatchObject({ accepted: true, state: 'scheduled' })

  const after = await waitFor('the failed build', async () => {
    const s = await status()
    return s.lastFailure && !s.building && !s.queued ? s : undefined
  })
  expect(after.ok).toBe(false)
  expect(after.lastFailure?.error).toMatch(/gatsby build exited with code [1-9]/)
  expect(after.lastFailure?.logTail?.join('\n')).toContain('The content source is unreachable')
  expect(after.lastFailure?.durationMs).toBeGreaterThan(0)
  expect(after.current?.id).toBe(before.current?.id)
  expect(after.lastSuccess?.id).toBe(before.lastSuccess?.id)
  expect(readdirSync(path.join(scratch, '.publisher', 'builds')).sort()).toEqual(keptBefore)

  // The last good site is served, whole.
  expect((await page('/')).status).toBe(200)
  expect((await page(STORE.path)).text).toContain('Willow &amp; Wren')
  expect((await page(EVENT.path)).status).toBe(200)
  expect((await page('/no-such-page/')).status).toBe(404)
})
