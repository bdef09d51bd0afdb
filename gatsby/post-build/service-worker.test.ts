/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { scriptsToSave, writeServiceWorker } from './service-worker'

const OFFLINE_PAGE = `<!DOCTYPE html><html><head>
<link rel="preload" href="/app-0123456789abcdef0123.js" as="script">
<style>@font-face{src:url(/static/lato-1.woff2) format("woff2"),url(/static/lato-1.woff) format("woff")}</style>
</head><body><h1>You're offline</h1><img src="/static/banner.jpg" alt="">
<script>window.___chunkMapping={}</script><script src="/app-0123456789abcdef0123.js" async></script>
</body></html>`

function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-test-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write('offline/index.html', OFFLINE_PAGE)
  write('offline-page.js', '// offline page script')
  write('app-0123456789abcdef0123.js', '// app')
  for (const file of ['static/lato-1.woff2', 'static/lato-1.woff', 'static/banner.jpg'])
    write(file, 'x')
  return dir
}

describe('scriptsToSave', () => {
  it("takes the compile's scripts and stylesheets, not its licences, maps or fonts", () => {
    expect(
      scriptsToSave([
        'webpack-runtime-07246683ea301d5e37df.js',
        'framework-993f7bd3871d11f47eaa.js',
        'framework-993f7bd3871d11f47eaa.js.LICENSE.txt',
        '313-e604af75ef4092172c8a.js',
        '313-e604af75ef4092172c8a.js.map',
        'styles.02953499b502cf8ffa70.css',
        'static/lato-latin-400-normal-be36596da218e1eec01c5c600b1c13ef.woff2',
      ]),
    ).toEqual([
      '313-e604af75ef4092172c8a.js',
      'framework-993f7bd3871d11f47eaa.js',
      'styles.02953499b502cf8ffa70.css',
      'webpack-runtime-07246683ea301d5e37df.js',
    ])
  })
})

describe('writeServiceWorker', () => {
  it("writes Workbox's worker and an offline page without the app's scripts", async () => {
    const dir = site()
    try {
      const scripts = ['app-0123456789abcdef0123.js']
      const line = await writeServiceWorker({ publicDir: dir, enabled: true, scripts })
      expect(line).toMatch(/^Service worker: sw\.js, 5 files saved at install/)
      const offline = fs.readFileSync(path.join(dir, 'offline.html'), 'utf8')
      expect(offline).toContain("<h1>You're offline</h1>")
      expect(offline.match(/<script[^>]*>/g)).toEqual(['<script src="/offline-page.js" defer="">'])
      expect(offline).not.toContain('rel="preload"')
      const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')
      // Saved at install: the offline page, its script, its image and its WOFF2 font, and the
      // build's scripts (their names carry their content's hash: no revision).
      for (const url of [
        'offline.html',
        'offline-page.js',
        'static/banner.jpg',
        'static/lato-1.woff2',
      ])
        expect(worker).toContain(`url:"${url}"`)
      expect(worker).not.toContain('url:"static/lato-1.woff"')
      expect(worker).toMatch(/\{url:"app-0123456789abcdef0123\.js",revision:null\}/)
      // Only 200 answers are kept, pages for a day, and a page not kept is the offline page.
      expect(worker.match(/statuses:\[200\]/g)).toHaveLength(3)
      expect(worker).toContain('cacheName:"pages",matchOptions:{ignoreSearch:!0}')
      expect(worker).toContain('maxAgeSeconds:86400')
      expect(worker).toContain('fallbackURL:"/offline.html"')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps the worker of the build before when its files are the same, and writes it again when one changed', async () => {
    const dir = site()
    const recordFile = path.join(dir, '..', `${path.basename(dir)}-record.json`)
    const build = () =>
      writeServiceWorker({ publicDir: dir, enabled: true, recordFile, codeKey: 'a' })
    const stamps = () =>
      ['sw.js', 'offline.html'].map((file) => fs.statSync(path.join(dir, file)).mtimeMs)
    try {
      await build()
      const first = { worker: fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'), stamps: stamps() }
      // A rebuild: Gatsby writes the offline page and the static files again, the same bytes.
      fs.writeFileSync(path.join(dir, 'offline/index.html'), OFFLINE_PAGE)
      fs.writeFileSync(path.join(dir, 'offline-page.js'), '// offline page script')
      expect(await build()).toMatch(/files saved at install .*, as the build before wrote it$/)
      expect(stamps()).toEqual(first.stamps)
      // The image the offline page shows has changed: a new worker, with its new revision.
      fs.writeFileSync(path.join(dir, 'static/banner.jpg'), 'y')
      expect(await build()).not.toContain('as the build before wrote it')
      const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')
      expect(worker).not.toBe(first.worker)
      // So does new build code, with the same files.
      await build()
      expect(
        await writeServiceWorker({ publicDir: dir, enabled: true, recordFile, codeKey: 'b' }),
      ).not.toContain('as the build before wrote it')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.rmSync(recordFile, { force: true })
    }
  })

  it('switched off, writes a worker that deletes the caches and unregisters itself', async () => {
    const dir = site()
    try {
      const line = await writeServiceWorker({ publicDir: dir, enabled: false })
      expect(line).toContain('switched off')
      const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')
      expect(worker).toContain('caches.delete(name)')
      expect(worker).toContain('self.registration.unregister()')
      expect(fs.existsSync(path.join(dir, 'offline.html'))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
