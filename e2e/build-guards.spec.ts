/**
 * The build's guards against bad content sources, proven with real `gatsby build` runs in a
 * scratch copy of the project (so the site under test in public/ is untouched):
 * - a content type with zero items still builds (Drupal lists an empty collection);
 * - an unreachable source fails with a message naming the URL;
 * - a source without stores fails instead of publishing an empty site.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCms } from '../cms/lib/app.cjs'
import { copyProject } from '../scripts/lib/scratch-project.mjs'
import { expect, test } from './support/fixtures'

// Each test runs a real `gatsby build`.
test.describe.configure({ timeout: 600_000 })

const repo = path.resolve(__dirname, '..')
const SNAPSHOT = path.join(repo, 'cms', 'snapshot')

let scratch: string

test.beforeAll(() => {
  test.setTimeout(600_000)
  scratch = mkdtempSync(path.join(os.tmpdir(), 'build-guards-'))
  copyProject(repo, scratch)
})

test.afterAll(() => {
  test.setTimeout(600_000)
  if (scratch) rmSync(scratch, { recursive: true, force: true })
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
    // The listings show the spec's empty-state messages (section 8).
    expect(html('offers')).toContain('No offers today.')
    expect(html('jobs')).toContain('Nothing here yet, but watch this space!')
    const home = readFileSync(path.join(scratch, 'public', 'index.html'), 'utf8')
    expect(home).toContain('Molonglo Outlet Centre')
  } finally {
    await cms.close()
  }
})
