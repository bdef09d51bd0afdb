/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { brotliQuality, compressBuild, isCompressible } from './compress-files'

let dir: string
let site: string
let record: string
const page = (words: string) =>
  `<!doctype html><title>${words}</title>${'<p>Shop here.</p>'.repeat(200)}`

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'compress-'))
  site = path.join(dir, 'public')
  record = path.join(dir, 'record.json')
  mkdirSync(path.join(site, 'stores', 'acme'), { recursive: true })
  mkdirSync(path.join(site, '_nginx'))
  writeFileSync(path.join(site, 'index.html'), page('Home'))
  writeFileSync(path.join(site, 'stores', 'acme', 'index.html'), page('Acme'))
  writeFileSync(path.join(site, 'app-0123456789abcdef0123.js'), 'var shop = 1;\n'.repeat(300))
  writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n')
  writeFileSync(path.join(site, 'photo.jpg'), Buffer.alloc(4096, 7))
  writeFileSync(path.join(site, '_headers'), '/*\n  X-Frame-Options: DENY\n'.repeat(100))
  writeFileSync(path.join(site, '_nginx', 'redirects.server.conf'), '# none\n'.repeat(300))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const read = (rel: string) => readFileSync(path.join(site, rel))

test('every text file of a kilobyte or more gets a .br and a .gz that decode to it', async () => {
  const result = await compressBuild(site, { recordFile: record })
  expect(result).toEqual({ compressed: 3, unchanged: 0, removed: 0 })
  for (const rel of ['index.html', 'stores/acme/index.html', 'app-0123456789abcdef0123.js']) {
    expect(brotliDecompressSync(read(`${rel}.br`))).toEqual(read(rel))
    expect(gunzipSync(read(`${rel}.gz`))).toEqual(read(rel))
  }
  // Too small to pay, already compressed, or deployment configuration: no copies.
  for (const rel of ['robots.txt', 'photo.jpg', '_headers', '_nginx/redirects.server.conf']) {
    expect(existsSync(path.join(site, `${rel}.br`))).toBe(false)
    expect(existsSync(path.join(site, `${rel}.gz`))).toBe(false)
  }
})

test('a rebuild compresses only the files written since, and never leaves a stale copy', async () => {
  await compressBuild(site, { recordFile: record })
  writeFileSync(path.join(site, 'stores', 'acme', 'index.html'), page('Acme Outlet'))
  // Same size, new content: the stamp's mtime tells the change.
  utimesSync(
    path.join(site, 'stores', 'acme', 'index.html'),
    new Date(),
    new Date(Date.now() + 5000),
  )
  const result = await compressBuild(site, { recordFile: record })
  expect(result).toEqual({ compressed: 1, unchanged: 2, removed: 0 })
  expect(brotliDecompressSync(read('stores/acme/index.html.br')).toString()).toContain(
    '<title>Acme Outlet</title>',
  )
  expect(gunzipSync(read('stores/acme/index.html.gz')).toString()).toContain(
    '<title>Acme Outlet</title>',
  )
})

test('a file rewritten with the same bytes keeps its copies', async () => {
  await compressBuild(site, { recordFile: record })
  const home = path.join(site, 'index.html')
  // As Gatsby copies static/ at every build: the same bytes, a new mtime.
  writeFileSync(home, page('Home'))
  utimesSync(home, new Date(), new Date(Date.now() + 5000))
  writeFileSync(`${home}.br`, 'the copy made last time')
  const result = await compressBuild(site, { recordFile: record })
  expect(result).toEqual({ compressed: 0, unchanged: 3, removed: 0 })
  expect(read('index.html.br').toString()).toBe('the copy made last time')
})

test('the copies of a deleted page go with it, and a lost copy is made again', async () => {
  await compressBuild(site, { recordFile: record })
  rmSync(path.join(site, 'stores', 'acme', 'index.html'))
  rmSync(path.join(site, 'index.html.gz'))
  const result = await compressBuild(site, { recordFile: record })
  expect(result).toEqual({ compressed: 1, unchanged: 1, removed: 2 })
  expect(existsSync(path.join(site, 'stores', 'acme', 'index.html.br'))).toBe(false)
  expect(existsSync(path.join(site, 'stores', 'acme', 'index.html.gz'))).toBe(false)
  expect(gunzipSync(read('index.html.gz'))).toEqual(read('index.html'))
})

test('without a record every file is compressed again', async () => {
  await compressBuild(site, { recordFile: record })
  expect(await compressBuild(site)).toMatchObject({ compressed: 3 })
})

test('which files are compressed, and how hard', () => {
  expect(isCompressible('page-data/stores/page-data.json', 2048)).toBe(true)
  expect(isCompressible('search/index-0a1b.json', 1024)).toBe(true)
  expect(isCompressible('events.ics', 1023)).toBe(false)
  expect(isCompressible('static/logo.svg', 5000)).toBe(true)
  expect(isCompressible('site.webmanifest', 5000)).toBe(true)
  expect(isCompressible('static/photo.webp', 50000)).toBe(false)
  expect(isCompressible('index.html.br', 5000)).toBe(false)
  expect(isCompressible('_redirects', 5000)).toBe(false)
  expect(brotliQuality('framework-0123456789abcdef.js')).toBe(11)
  expect(brotliQuality('styles.0123456789abcdef0123.css')).toBe(11)
  expect(brotliQuality('stores/index.html')).toBe(6)
})
