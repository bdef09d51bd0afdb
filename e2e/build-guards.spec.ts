/**
 * The build's guards against bad content sources, proven with real `gatsby build` runs in a
 * scratch copy of the project (so the site under test in public/ is untouched):
 * - a content type with zero items still builds (Drupal lists an empty collection);
 * - an unreachable source fails with a message naming the URL;
 * - a source without stores fails instead of publishing an empty site.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { startCms } from '../cms/lib/app.cjs'
import { clearScratch, copyProject, reusableScratch } from '../toolkit/scratch-project.mjs'
import { expect, test } from './support/fixtures'

// Each test runs a real `gatsby build`.
test.describe.configure({ timeout: 600_000 })

const repo = path.resolve(__dirname, '..')
const SNAPSHOT = path.join(repo, 'cms', 'snapshot')

let scratch: string

test.beforeAll(() => {
  test.setTimeout(600_000)
  scratch = reusableScratch()
  copyProject(repo, scratch)
})

test.afterAll(() => {
  test.setTimeout(600_000)
  if (scratch) clearScratch(scratch)
})

/** A copy of the demo snapshot with some collections emptied. */
function snapshotWithout(types: string[]): string {
  const dir = path.join(scratch, `snapshot-${types.join('-')}`)
  cpSync(SNAPSHOT, dir, { recursive: true })
  for (const type of types) {
    writeFileSync(path.join(dir, 'resources', `${type}.json`), JSON.stringify({ data: [] }))
  }
  return dir
}

/** `gatsby build` in the scratch project (async: the demo CMS answers from this process). */
function gatsbyBuild(
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repo, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: scratch,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', DEMO_CMS_URL: '', ...env },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 540_000)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, output })
    })
  })
}

const drupal = (url: string) => ({
  DRUPAL_BASE_URL: url,
  SITE_URL: 'https://www.example.com.au',
  GATSBY_RECAPTCHA_SITE_KEY: 'test-site-key-0123456789abcdef',
})

test('a source without stores fails the build with a clear message', async () => {
  const cms = await startCms({
    port: 0,
    snapshotDir: snapshotWithout(['node--store']),
    log: () => {},
  })
  try {
    const { status, output } = await gatsbyBuild(drupal(cms.url))
    expect(status).not.toBe(0)
    expect(output).toContain(`No stores were sourced from ${cms.url}`)
    expect(existsSync(path.join(scratch, 'public', 'index.html'))).toBe(false)
  } finally {
    await cms.close()
  }
})

test('a bad environment stops the build with the problem named', async () => {
  const { status, output } = await gatsbyBuild({ DRUPAL_BASE_URL: 'cms.example' })
  expect(status).not.toBe(0)
  expect(output).toContain('DRUPAL_BASE_URL is not a valid absolute URL: "cms.example"')
})

test('an unreachable source fails the build, naming the URL', async () => {
  const { status, output } = await gatsbyBuild(drupal('http://127.0.0.1:9'))
  expect(status).not.toBe(0)
  expect(output).toContain(
    'The content source is unreachable: GET http://127.0.0.1:9/jsonapi failed',
  )
})

test('a content type with zero items still builds the site, with the empty messages', async () => {
  const cms = await startCms({
    port: 0,
    snapshotDir: snapshotWithout(['node--offer', 'node--job_listing', 'node--event']),
    shiftDates: true,
    log: () => {},
  })
  try {
    const { status, output } = await gatsbyBuild(drupal(cms.url))
    expect({ status, tail: status === 0 ? '' : output.slice(-3000) }).toEqual({
      status: 0,
      tail: '',
    })
    const html = (route: string) =>
      readFileSync(path.join(scratch, 'public', route, 'index.html'), 'utf8')
    // The listings show their empty-state messages.
    expect(html('offers')).toContain('No offers today.')
    expect(html('jobs')).toContain('Nothing here yet, but watch this space!')
    const home = readFileSync(path.join(scratch, 'public', 'index.html'), 'utf8')
    expect(home).toContain('Molonglo Outlet Centre')
  } finally {
    await cms.close()
  }
})

test('content gone from the source when the build fetches everything is gone from the site', async () => {
  // gatsby-source-drupal and the site keep their nodes between builds (stateful source nodes,
  // patches/): on an incremental build Drupal names what it deleted, but when it cannot (its
  // change log expired) the plugin fetches everything, and must then delete the nodes of every
  // entity it did not get again. A replay without a change log answers every sync that way.
  const slug = 'pet-adoption-day'
  const title = 'Pet Adoption Day'
  const withEvent = path.join(scratch, 'snapshot-full')
  cpSync(SNAPSHOT, withEvent, { recursive: true })
  const withoutEvent = path.join(scratch, 'snapshot-event-gone')
  cpSync(SNAPSHOT, withoutEvent, { recursive: true })
  const events = path.join(withoutEvent, 'resources', 'node--event.json')
  const doc = JSON.parse(readFileSync(events, 'utf8')) as {
    data: { attributes: { title: string } }[]
  }
  doc.data = doc.data.filter((event) => event.attributes.title !== title)
  writeFileSync(events, JSON.stringify(doc))

  const page = path.join(scratch, 'public', 'whats-on', 'events', slug, 'index.html')
  const listing = () => readFileSync(path.join(scratch, 'public', 'whats-on', 'index.html'), 'utf8')
  // Both builds from the same address, so the second sees the same source.
  let port = 0
  const build = async (snapshotDir: string) => {
    const cms = await startCms({ port, snapshotDir, shiftDates: true, log: () => {} })
    port = Number(new URL(cms.url).port)
    try {
      const { status, output } = await gatsbyBuild({ ...drupal(cms.url), DRUPAL_FAST_BUILDS: '1' })
      expect({ status, tail: status === 0 ? '' : output.slice(-3000) }).toEqual({
        status: 0,
        tail: '',
      })
      return output
    } finally {
      await cms.close()
    }
  }

  await build(withEvent)
  expect(existsSync(page)).toBe(true)
  expect(listing()).toContain(title)

  // The next build keeps the cache (asserted: an emptied cache would hide a node left behind),
  // and the replay says to fetch everything.
  const output = await build(withoutEvent)
  expect(output).toContain('Unable to pull incremental data changes from Drupal')
  expect(output).not.toContain("we're deleting your site's cache")
  expect(existsSync(page)).toBe(false)
  expect(listing()).not.toContain(title)
  expect(listing()).toContain('Santa Photos')
})
