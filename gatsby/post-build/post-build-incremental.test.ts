/** @jest-environment node */
/**
 * The post-build steps that rewrite or read every page (preloads, then the security headers,
 * then the secrets scan, in gatsby-node's order) do only what Gatsby wrote since their last
 * run, and leave exactly what a full pass over the same build leaves.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { buildCodeKey, COMPILED_BUILD_CODE } from './file-stamps'
import { injectPagePreloads } from './page-preloads'
import { findSecretsInBuild } from './secrets'
import { writeSecurityHeaders, type PolicyConfig } from './security-headers'

const POLICY: PolicyConfig = {
  siteUrl: 'https://centre.example',
  formEndpoint: 'https://cms.centre.example/restful_forms/submitForm',
  tagManager: false,
  mapEmbedHosts: ['https://www.google.com/maps/embed'],
}
const MANIFEST = '/search/manifest.json'
const chunkMap = (build: number) => ({
  app: [`/app-${build}.js`],
  'component---src-templates-store-tsx': [`/component---src-templates-store-tsx-${build}.js`],
  'component---src-pages-search-tsx': [`/component---src-pages-search-tsx-${build}.js`],
  'search-worker': [`/search-worker-${build}.js`],
})

/** A page as Gatsby writes it: an inline script of its own, the app script, its page data. */
function writePage(dir: string, route: string, title: string, build = 1) {
  const chunk =
    route === 'search' ? 'component---src-pages-search-tsx' : 'component---src-templates-store-tsx'
  mkdirSync(path.join(dir, route), { recursive: true })
  writeFileSync(
    path.join(dir, route, 'index.html'),
    `<html><head><title>${title}</title></head><body><h1>${title}</h1>` +
      '<form action="/search/" method="get" role="search"></form>' +
      `<script>window.pagePath=${JSON.stringify(`/${route}/`)};window.title=${JSON.stringify(title)}</script>` +
      `<script src="/app-${build}.js" async></script></body></html>`,
  )
  mkdirSync(path.join(dir, 'page-data', route), { recursive: true })
  writeFileSync(
    path.join(dir, 'page-data', route, 'page-data.json'),
    JSON.stringify({ componentChunkName: chunk, path: `/${route}/`, result: { title } }),
  )
}

function removePage(dir: string, route: string) {
  rmSync(path.join(dir, route), { recursive: true })
  rmSync(path.join(dir, 'page-data', route), { recursive: true })
}

/** A first build: the search page and 20 store pages. */
function gatsbyOutput() {
  const dir = mkdtempSync(path.join(tmpdir(), 'post-build-'))
  writeFileSync(path.join(dir, 'chunk-map.json'), JSON.stringify(chunkMap(1)))
  writePage(dir, 'search', 'Search')
  for (let i = 0; i < 20; i += 1) writePage(dir, `stores/store-${i}`, `Store ${i}`)
  return dir
}

/** The steps as gatsby-node runs them; `cache` holds their records (none: a full pass). */
async function postBuild(dir: string, cache?: string) {
  const record = (name: string) => (cache ? path.join(cache, name) : undefined)
  const preloads = await injectPagePreloads(dir, {
    manifestPath: MANIFEST,
    recordFile: record('preloads.json'),
    codeKey: 'code-1',
  })
  const headers = await writeSecurityHeaders(dir, POLICY, {
    recordFile: record('csp.json'),
    codeKey: 'code-1',
  })
  const leaks = await findSecretsInBuild(
    dir,
    { DRUPAL_BASIC_AUTH_PASSWORD: 'hunter2-secret' },
    record('secrets.json'),
  )
  return { preloads, headers, leaks }
}

/** Every file under `dir` (path → content), the records left out. */
function tree(dir: string, base = dir, out: Record<string, string> = {}) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) tree(full, base, out)
    else out[path.relative(base, full)] = readFileSync(full, 'utf8')
  }
  return out
}

describe('the incremental post-build', () => {
  let site: string
  let cache: string
  beforeEach(() => {
    site = gatsbyOutput()
    cache = mkdtempSync(path.join(tmpdir(), 'post-build-cache-'))
  })
  afterEach(() => {
    rmSync(site, { recursive: true, force: true })
    rmSync(cache, { recursive: true, force: true })
  })

  /** Gatsby's output after a rebuild, done fully in a copy: what the incremental run must equal. */
  async function coldCopy(change: (dir: string) => void) {
    const cold = gatsbyOutput()
    change(cold)
    await postBuild(cold)
    return cold
  }

  it('reads every page on the first run, none on a rebuild that wrote nothing', async () => {
    const first = await postBuild(site, cache)
    expect(first.preloads).toEqual({ read: 21, written: 21 })
    expect(first.headers.read).toBe(21)
    const before = tree(site)
    const again = await postBuild(site, cache)
    expect(again.preloads).toEqual({ read: 0, written: 0 })
    expect(again.headers).toMatchObject({ pages: 21, read: 0 })
    expect(tree(site)).toEqual(before)
  })

  it('after an edit, a page added and a page removed, reads those pages and equals a full pass', async () => {
    await postBuild(site, cache)
    const change = (dir: string) => {
      writePage(dir, 'stores/store-3', 'Store 3, renamed')
      writePage(dir, 'stores/store-new', 'A new store')
      removePage(dir, 'stores/store-7')
    }
    change(site)
    const rebuild = await postBuild(site, cache)
    expect(rebuild.preloads).toEqual({ read: 2, written: 2 })
    expect(rebuild.headers).toMatchObject({ pages: 21, read: 2 })
    const cold = await coldCopy(change)
    try {
      expect(tree(site)).toEqual(tree(cold))
      expect(readFileSync(path.join(site, '_headers'), 'utf8')).toContain('/stores/store-new/')
      expect(readFileSync(path.join(site, '_headers'), 'utf8')).not.toContain('/stores/store-7/')
    } finally {
      rmSync(cold, { recursive: true, force: true })
    }
  })

  it('redoes every page when the build cannot tell: new scripts (chunk map) or new build code', async () => {
    await postBuild(site, cache)
    const change = (dir: string) => {
      writeFileSync(path.join(dir, 'chunk-map.json'), JSON.stringify(chunkMap(2)))
    }
    change(site)
    const rebuild = await postBuild(site, cache)
    expect(rebuild.preloads.read).toBe(21)
    const cold = await coldCopy(change)
    try {
      expect(tree(site)).toEqual(tree(cold))
      expect(readFileSync(path.join(site, 'stores/store-0/index.html'), 'utf8')).toContain(
        '/component---src-templates-store-tsx-2.js',
      )
    } finally {
      rmSync(cold, { recursive: true, force: true })
    }
    const newCode = await injectPagePreloads(site, {
      manifestPath: MANIFEST,
      recordFile: path.join(cache, 'preloads.json'),
      codeKey: 'code-2',
    })
    expect(newCode.read).toBe(21)
  })

  it('still finds a secret in a page that Gatsby rewrote', async () => {
    await postBuild(site, cache)
    writePage(site, 'stores/store-5', 'hunter2-secret')
    const rebuild = await postBuild(site, cache)
    expect(rebuild.leaks).toEqual([
      expect.stringMatching(/^page-data\/stores\/store-5\/page-data.json: /),
      expect.stringMatching(/^stores\/store-5\/index.html: /),
    ])
  })

  it('copies the same files as a full pass to any directory (no record)', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'post-build-copy-'))
    cpSync(site, copy, { recursive: true })
    await postBuild(site, cache)
    await postBuild(copy)
    try {
      expect(tree(site)).toEqual(tree(copy))
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})

describe('the build code key', () => {
  it('changes with any module compiled into the gatsby-node bundle, and is never reused without one', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'code-key-'))
    try {
      const bundle = path.join(site, COMPILED_BUILD_CODE)
      mkdirSync(path.dirname(bundle), { recursive: true })
      writeFileSync(bundle, 'exports.onPostBuild = () => loader("rAF")')
      const first = buildCodeKey(site)
      expect(buildCodeKey(site)).toBe(first)
      writeFileSync(bundle, 'exports.onPostBuild = () => loader("first-contentful-paint")')
      expect(buildCodeKey(site)).not.toBe(first)
      rmSync(bundle)
      expect(buildCodeKey(site)).not.toBe(buildCodeKey(site))
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })
})
