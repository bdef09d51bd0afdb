/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteFiles } from './site-files'

describe('siteFiles', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-files-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), text)
  }

  it('lists every file of the site, relative and in path order', () => {
    const stores = ['zara', 'mimco', 'adidas', 'tommy', 'bonds', 'gap']
    for (const store of stores) write(`stores/${store}/index.html`, store)
    write('index.html', 'home')
    write('page-data/stores/gap/page-data.json', '{}')
    write('stores.xml', '<urlset/>')
    expect(siteFiles(dir).files).toEqual([
      'index.html',
      'page-data/stores/gap/page-data.json',
      'stores.xml',
      ...stores.sort().map((store) => `stores/${store}/index.html`),
    ])
  })

  it("gives a file's size and modification time, taken once for every step that asks", () => {
    write('index.html', 'home')
    const site = siteFiles(dir)
    const first = site.stamp('index.html')
    expect(first).toMatch(/^4:\d+(\.\d+)?$/)
    write('index.html', 'a longer home page')
    expect(site.stamp('index.html')).toBe(first)
    expect(siteFiles(dir).stamp('index.html')).toMatch(/^18:/)
  })
})
