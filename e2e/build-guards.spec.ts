/**
 * The build's guards against bad content sources, proven with real `gatsby build` runs in a
 * scratch copy of the project (so the site under test in public/ is untouched):
 * - a content type with zero items still builds (Drupal lists an empty collection);
 * - an unreachable source fails with a message naming the URL;
 * - a source without stores fails instead of publishing an empty site.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

jest.setTimeout(600_000)

const repo = path.resolve(__dirname, '..')
const PROJECT_FILES = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'gatsby',
  'src',
  'static',
]

let scratch: string
let startCms: typeof import('../cms/server.mjs').startCms

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'build-guards-'))
  for (const f of PROJECT_FILES)
    cpSync(path.join(repo, f), path.join(scratch, f), { recursive: true })
  symlinkSync(path.join(repo, 'node_modules'), path.join(scratch, 'node_modules'), 'dir')
  ;({ startCms } = await import('../cms/server.mjs'))
})

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

/** A copy of the demo snapshot with some collections emptied. */
function snapshotWithout(types: string[]): string {
  const dir = path.join(scratch, `snapshot-${types.join('-')}`)
  cpSync(path.join(repo, 'cms', 'snapshot'), dir, { recursive: true })
  for (const type of types) {
    writeFileSync(path.join(dir, 'resources', `${type}.json`), JSON.stringify({ data: [] }))
  }
  return dir
}

function gatsbyBuild(drupalBaseUrl: string) {
  const result = spawnSync(path.join(repo, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: scratch,
    encoding: 'utf8',
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      DRUPAL_BASE_URL: drupalBaseUrl,
      SITE_URL: 'https://www.example.com.au',
      DEMO_CMS_URL: '',
      CI: 'true',
    },
    timeout: 540_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

test('a source without stores fails the build with a clear message', async () => {
  const cms = await startCms({
    port: 0,
    snapshotDir: snapshotWithout(['node--store']),
    log: () => {},
  })
  try {
    const { status, output } = gatsbyBuild(cms.url)
    expect(status).not.toBe(0)
    expect(output).toContain(`No stores were sourced from ${cms.url}`)
    expect(existsSync(path.join(scratch, 'public', 'index.html'))).toBe(false)
  } finally {
    await cms.close()
  }
})

test('an unreachable source fails the build, naming the URL', () => {
  const { status, output } = gatsbyBuild('http://127.0.0.1:9')
  expect(status).not.toBe(0)
  expect(output).toContain(
    'The content source is unreachable: GET http://127.0.0.1:9/jsonapi failed',
  )
})

test('a content type with zero items still builds the site', async () => {
  const cms = await startCms({
    port: 0,
    snapshotDir: snapshotWithout(['node--offer', 'node--job_listing', 'node--event']),
    log: () => {},
  })
  try {
    const { status, output } = gatsbyBuild(cms.url)
    expect({ status, tail: status === 0 ? '' : output.slice(-3000) }).toEqual({
      status: 0,
      tail: '',
    })
    expect(existsSync(path.join(scratch, 'public', 'offers', 'index.html'))).toBe(true)
    expect(existsSync(path.join(scratch, 'public', 'jobs', 'index.html'))).toBe(true)
    const home = readFileSync(path.join(scratch, 'public', 'index.html'), 'utf8')
    expect(home).toContain('Molonglo Outlet Centre')
  } finally {
    await cms.close()
  }
})
