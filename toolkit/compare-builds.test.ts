/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { compareBuilds, sameSite } from './compare-builds.mjs'

let tmp: string
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'compare-builds-'))
})
afterEach(() => rmSync(tmp, { recursive: true, force: true }))

/** A build with pages at `paths`, each with page data whose query returned `title`. */
function build(name: string, pages: Record<string, string>, hash: string) {
  const dir = path.join(tmp, name)
  for (const [route, title] of Object.entries(pages)) {
    const slug = route === '/' ? 'index' : route.replace(/^\/|\/$/g, '')
    mkdirSync(path.join(dir, route), { recursive: true })
    writeFileSync(path.join(dir, route, 'index.html'), `<h1>${title}</h1>`)
    mkdirSync(path.join(dir, 'page-data', slug), { recursive: true })
    writeFileSync(
      path.join(dir, 'page-data', slug, 'page-data.json'),
      JSON.stringify({ path: route, result: { data: { title } }, staticQueryHashes: [] }),
    )
  }
  writeFileSync(path.join(dir, 'page-data', 'app-data.json'), JSON.stringify({ hash }))
  return dir
}

test('two builds of the same content are the same site, whatever their webpack hashes', () => {
  const a = build('a', { '/': 'Home', '/stores/x/': 'X' }, 'aaa')
  const b = build('b', { '/': 'Home', '/stores/x/': 'X' }, 'bbb')
  const result = compareBuilds(a, b)
  expect(result.pages).toBe(2)
  expect(sameSite(result)).toBe(true)
})

test('a missing page or different page data is a different site, named', () => {
  const a = build('a', { '/': 'Home', '/stores/x/': 'X', '/offers/y/': 'Y' }, 'h')
  const b = build('b', { '/': 'Home', '/stores/x/': 'X renamed' }, 'h')
  const result = compareBuilds(a, b)
  expect(sameSite(result)).toBe(false)
  expect(result.differences).toEqual([
    'only from A: /offers/y/',
    'page data only from A: offers/y/page-data.json',
    'different page data: stores/x/page-data.json',
  ])
})

test('two empty builds are not the same site', () => {
  expect(sameSite(compareBuilds(path.join(tmp, 'none'), path.join(tmp, 'none')))).toBe(false)
})

test('builds with different redirects are different sites, the rules named', () => {
  const a = build('a', { '/': 'Home' }, 'h')
  const b = build('b', { '/': 'Home' }, 'h')
  writeFileSync(path.join(a, '_redirects'), '# from Drupal\n/careers/ /jobs/ 301\n/shop/ / 302\n')
  writeFileSync(path.join(b, '_redirects'), '# another comment\n/careers/ /jobs/ 301\n')
  const result = compareBuilds(a, b)
  expect(sameSite(result)).toBe(false)
  expect(result.differences).toEqual(['redirect only from A: /shop/ / 302'])
  writeFileSync(path.join(b, '_redirects'), '/careers/ /jobs/ 301\n/shop/ / 302\n')
  expect(sameSite(compareBuilds(a, b))).toBe(true)
})
