/**
 * The XSS corpus (security/xss-corpus.txt) placed into demo content, built and run in Chromium.
 *
 * One real `gatsby build` in a scratch copy of the project (public/ under test is untouched),
 * against an in-process demo CMS whose snapshot copy has:
 * - a basic page /xss-corpus/ whose text section holds every vector of the corpus, a text
 *   section with an allowed map iframe, and a map block pointing at a host not on the allowlist;
 * - vectors in the footer address (every page) and a store website of `javascript:`.
 * The build also has a tag manager id, so the tag manager is tested under the real policy too.
 *
 * Then: the built page's rich text holds only allowlisted markup (checked on the DOM
 * Chromium builds); no vector runs (no dialog, no request to the attacker's host, no policy
 * violation) with the real headers, nor with no Content-Security-Policy at all, which shows
 * the sanitiser alone stops them.
 */
import { spawn } from 'node:child_process'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

import { startCms } from '../cms/lib/app.cjs'
import { clearScratch, copyProject, reusableScratch } from '../toolkit/scratch-project.mjs'
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../gatsby/source/sanitize-html'
import { MAP_IFRAME_SANDBOX } from '../src/lib/embeds'
import { NEVER_ATTRIBUTES, NEVER_TAGS } from '../security/never-allowed'
import { readXssCorpus } from '../security/xss-corpus'
import { startStaticServer, type StaticServer } from '../site-server/static-server.mjs'
import { expect, test } from './support/fixtures'
import { scrollThrough, stubThirdParties, watchCsp } from './support/security'

// One real `gatsby build` in beforeAll, then the pages it built.
test.describe.configure({ timeout: 900_000 })

const repo = path.resolve(__dirname, '..')
const SNAPSHOT = path.join(repo, 'cms', 'snapshot')
const CORPUS = readXssCorpus()
const GTM_ID = 'GTM-XSS0001'
const ATTACKER = 'xss.example.invalid'
const OSM_EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=149.16%2C-35.335%2C149.185%2C-35.32&layer=mapnik'
const STORE = 'daily-grind-cafe'

type Resource = {
  type: string
  id: string
  attributes: Record<string, unknown>
  relationships?: Record<string, { data: unknown }>
}

const readType = (dir: string, type: string): { data: Resource[] } =>
  JSON.parse(readFileSync(path.join(dir, 'resources', `${type}.json`), 'utf8'))
const writeType = (dir: string, type: string, doc: { data: Resource[] }) =>
  writeFileSync(path.join(dir, 'resources', `${type}.json`), JSON.stringify(doc))

/** A copy of a resource under a new id (links rewritten). */
function cloneResource(resource: Resource, id: string, internalId: number): Resource {
  const copy = JSON.parse(JSON.stringify(resource).split(resource.id).join(id)) as Resource
  for (const key of ['drupal_internal__nid', 'drupal_internal__vid', 'drupal_internal__id'])
    if (key in copy.attributes) copy.attributes[key] = internalId
  if ('drupal_internal__revision_id' in copy.attributes)
    copy.attributes.drupal_internal__revision_id = internalId
  return copy
}

const formatted = (html: string) => ({ value: html, format: 'basic_html', processed: html })

/** The demo snapshot with the corpus placed into content. */
function corpusSnapshot(dir: string): void {
  cpSync(SNAPSHOT, dir, { recursive: true })

  const texts = readType(dir, 'paragraph--text')
  const corpusText = cloneResource(texts.data[0], 'a0000000-0000-4000-8000-00000000c0a1', 9901)
  corpusText.attributes.field_text = formatted(CORPUS.join('\n'))
  const mapText = cloneResource(texts.data[0], 'a0000000-0000-4000-8000-00000000c0a2', 9902)
  mapText.attributes.field_text = formatted(
    `<h2 id="find-us">Find us</h2><p>Map:</p><iframe src="${OSM_EMBED}" width="400" height="300" onload="alert('XSS')"></iframe>`,
  )
  texts.data.push(corpusText, mapText)
  writeType(dir, 'paragraph--text', texts)

  const maps = readType(dir, 'paragraph--map_block')
  const evilMap = cloneResource(maps.data[0], 'a0000000-0000-4000-8000-00000000c0a3', 9903)
  evilMap.attributes.field_heading = 'Evil map'
  evilMap.attributes.field_embed_url = `https://${ATTACKER}/embed.html`
  evilMap.attributes.field_text = formatted(`<p>Evil <img src=x onerror="alert('XSS')"></p>`)
  maps.data.push(evilMap)
  writeType(dir, 'paragraph--map_block', maps)

  const pages = readType(dir, 'node--page')
  const about = pages.data.find(
    (p) => (p.attributes.path as { alias: string }).alias === '/about-us',
  )
  if (!about) throw new Error('no /about-us page in the snapshot')
  const page = cloneResource(about, 'a0000000-0000-4000-8000-00000000c0a0', 9900)
  page.attributes.title = 'XSS corpus'
  page.attributes.path = { alias: '/xss-corpus', pid: 9900, langcode: 'en' }
  page.relationships!.field_content.data = [corpusText, mapText, evilMap].map((p, i) => ({
    type: p.type,
    id: p.id,
    meta: { target_revision_id: 9901 + i, drupal_internal__target_id: 9901 + i },
  }))
  pages.data.push(page)
  writeType(dir, 'node--page', pages)

  const settings = readType(dir, 'block_content--site_settings')
  settings.data[0].attributes.field_address = formatted(
    `<p>45 Wattlebird Drive<br>Fyshwick ACT 2609<img src=x onerror="alert('XSS')"><script>alert('XSS')</script></p>`,
  )
  writeType(dir, 'block_content--site_settings', settings)

  const stores = readType(dir, 'node--store')
  const store = stores.data.find(
    (s) => (s.attributes.path as { alias: string }).alias === `/stores/${STORE}`,
  )
  if (!store) throw new Error(`no /stores/${STORE} in the snapshot`)
  store.attributes.field_website = "javascript:alert('XSS')"
  writeType(dir, 'node--store', stores)
}

function gatsbyBuild(
  cwd: string,
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(repo, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true',
        DRUPAL_BASE_URL: '',
        ...env,
      },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 840_000)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, output })
    })
  })
}

let scratch: string
let built: { status: number | null; output: string }
let withPolicy: StaticServer
let withoutPolicy: StaticServer
let cmsOrigin: string

test.beforeAll(async () => {
  test.setTimeout(900_000)
  scratch = reusableScratch()
  copyProject(repo, scratch)
  const snapshot = path.join(scratch, 'snapshot')
  corpusSnapshot(snapshot)
  const cms = await startCms({ port: 0, snapshotDir: snapshot, shiftDates: true, log: () => {} })
  cmsOrigin = new URL(cms.url).origin
  try {
    built = await gatsbyBuild(scratch, { DEMO_CMS_URL: cms.url, GTM_ID })
  } finally {
    await cms.close()
  }
  if (built.status !== 0) return
  const root = path.join(scratch, 'public')
  withPolicy = await startStaticServer({ root, port: 0 })
  withoutPolicy = await startStaticServer({ root, port: 0, headersFile: false })
})

test.afterAll(async () => {
  test.setTimeout(900_000)
  await withPolicy?.close()
  await withoutPolicy?.close()
  if (scratch) clearScratch(scratch)
})

test('the site with the corpus in its content builds', () => {
  expect({
    status: built.status,
    tail: built.status === 0 ? '' : built.output.slice(-3000),
  }).toEqual({
    status: 0,
    tail: '',
  })
})

/**
 * What in the page's rich text is not on the sanitiser's allowlist, or is on the written-out
 * list of what never is, as the browser parsed it.
 */
function richTextProblems(page: Page) {
  return page.evaluate(
    ({ tags, attributes, sandbox, neverTags, neverAttributes }) => {
      const problems: string[] = []
      const safeUrl = (value: string) => {
        try {
          return ['http:', 'https:', 'mailto:', 'tel:'].includes(
            new URL(value, location.href).protocol,
          )
        } catch {
          return false
        }
      }
      const containers = Array.from(document.querySelectorAll('[data-rich-text]'))
      for (const el of containers.flatMap((c) => Array.from(c.querySelectorAll('*')))) {
        const tag = el.localName
        if (!tags.includes(tag) || neverTags.includes(tag)) problems.push(`<${tag}>`)
        const allowed = [...(attributes['*'] ?? []), ...(attributes[tag] ?? [])]
        for (const { name, value } of Array.from(el.attributes)) {
          if (!allowed.includes(name) || neverAttributes.includes(name) || name.startsWith('on'))
            problems.push(`<${tag} ${name}="${value}">`)
          if (['href', 'src', 'cite'].includes(name) && !safeUrl(value))
            problems.push(`${name}=${value}`)
        }
        if (tag === 'iframe' && el.getAttribute('sandbox') !== sandbox)
          problems.push('iframe without sandbox')
      }
      return { problems, containers: containers.length }
    },
    {
      tags: ALLOWED_TAGS,
      attributes: ALLOWED_ATTRIBUTES,
      sandbox: MAP_IFRAME_SANDBOX,
      neverTags: NEVER_TAGS,
      neverAttributes: NEVER_ATTRIBUTES,
    },
  )
}

interface Run {
  dialogs: string[]
  attacker: string[]
  problems: string[]
  richText: { problems: string[]; containers: number }
}

/** Load a page, hover and focus everything in its rich text, and record what ran. */
async function runPage(
  page: Page,
  server: StaticServer,
  pathname: string,
  setup?: (page: Page) => Promise<void>,
): Promise<Run> {
  const dialogs: string[] = []
  const attacker: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    dialog.dismiss().catch(() => undefined)
  })
  page.on('request', (req) => {
    if (new URL(req.url()).hostname === ATTACKER) attacker.push(req.url())
  })
  const csp = await watchCsp(page)
  const thirdParties = await stubThirdParties(page, [server.url, cmsOrigin])
  await page.goto(`${server.url}${pathname}`, { waitUntil: 'load' })
  await scrollThrough(page)
  await page.evaluate(async () => {
    for (const el of Array.from(document.querySelectorAll('[data-rich-text] *'))) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'animationstart'])
        el.dispatchEvent(new Event(type))
      ;(el as HTMLElement).focus?.()
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  })
  await setup?.(page)
  await page.waitForLoadState('networkidle')
  return {
    dialogs,
    attacker: [...attacker, ...thirdParties.unexpected.filter((u) => u.includes(ATTACKER))],
    problems: await csp.problems(),
    richText: await richTextProblems(page),
  }
}

test.describe('the corpus page', () => {
  const skipUnlessBuilt = () => {
    if (built?.status !== 0) throw new Error('the build failed (see the first test)')
  }

  test('holds only allowlisted markup, the allowed map iframe sandboxed, no evil map', async ({
    page,
  }) => {
    skipUnlessBuilt()
    const html = readFileSync(path.join(scratch, 'public', 'xss-corpus', 'index.html'), 'utf8')
    expect(html).toContain(`sandbox="${MAP_IFRAME_SANDBOX}"`)
    expect(html).not.toContain(ATTACKER + '/embed')
    const run = await runPage(page, withPolicy, '/xss-corpus/')
    expect(run.richText.containers).toBeGreaterThanOrEqual(3)
    expect(run.richText.problems).toEqual([])
  })

  test('runs no vector in Chromium under the real policy', async ({ page }) => {
    skipUnlessBuilt()
    const run = await runPage(page, withPolicy, '/xss-corpus/')
    expect({ dialogs: run.dialogs, attacker: run.attacker, problems: run.problems }).toEqual({
      dialogs: [],
      attacker: [],
      problems: [],
    })
  })

  test('runs no vector with no Content-Security-Policy at all: the sanitiser alone stops them', async ({
    page,
  }) => {
    skipUnlessBuilt()
    const run = await runPage(page, withoutPolicy, '/xss-corpus/')
    expect({ dialogs: run.dialogs, attacker: run.attacker }).toEqual({ dialogs: [], attacker: [] })
  })

  test('(control) without the policy, an unsanitised vector would run', async ({ page }) => {
    skipUnlessBuilt()
    const run = await runPage(page, withoutPolicy, '/xss-corpus/', async (page) => {
      await page.evaluate(() => {
        const div = document.createElement('div')
        div.innerHTML = `<img src="/x" onerror="alert('control')">`
        document.body.append(div)
      })
      await page.waitForTimeout(500)
    })
    expect(run.dialogs).toEqual(['alert: control'])
  })
})

test.describe('elsewhere in the content', () => {
  test('a javascript: store website is not linked', async () => {
    if (built?.status !== 0) throw new Error('the build failed')
    const html = readFileSync(path.join(scratch, 'public', 'stores', STORE, 'index.html'), 'utf8')
    expect(html).not.toContain('data-testid="store-website"')
    expect(html).not.toMatch(/javascript:/i)
  })

  test('the footer address vectors are gone on every page', async ({ page }) => {
    if (built?.status !== 0) throw new Error('the build failed')
    const run = await runPage(page, withPolicy, '/')
    expect(run.dialogs).toEqual([])
    expect(run.problems).toEqual([])
    const html = readFileSync(path.join(scratch, 'public', 'index.html'), 'utf8')
    expect(html).toContain('Fyshwick ACT 2609<img src="x"></p>')
  })
})

test.describe('the tag manager', () => {
  test('loads and sends its hits under the policy', async ({ page }) => {
    if (built?.status !== 0) throw new Error('the build failed')
    const csp = await watchCsp(page)
    const thirdParties = await stubThirdParties(page, [withPolicy.url, cmsOrigin])
    const res = await page.goto(`${withPolicy.url}/offers/`, { waitUntil: 'networkidle' })
    const policy = res?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain('https://www.googletagmanager.com')
    expect(thirdParties.stubbed).toContainEqual(
      expect.stringMatching(
        new RegExp(`^https://www\\.googletagmanager\\.com/gtm\\.js\\?id=${GTM_ID}`),
      ),
    )
    expect(thirdParties.stubbed).toContainEqual(
      expect.stringContaining('google-analytics.com/g/collect'),
    )
    expect(thirdParties.stubbed).toContainEqual(
      expect.stringContaining('analytics.google.com/g/collect'),
    )
    const dataLayer = await page.evaluate(
      () => (window as unknown as { __gtmStubLoaded?: unknown[] }).__gtmStubLoaded,
    )
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
    expect(await csp.problems()).toEqual([])
    expect(thirdParties.unexpected).toEqual([])
  })
})
