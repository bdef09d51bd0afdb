/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process'
import fs, { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { PassThrough } from 'node:stream'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  startStaticServer,
  type StaticServer,
} from './static-server.mjs'

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

// node:http rather than fetch so the test does not depend on the Jest environment's globals.
// The path is sent as written: a URL string would be normalised first ('/../x' becomes '/x'),
// so a request for a file outside the root would never reach the server.
function get(url: string, method = 'GET', headers: Record<string, string> = {}): Promise<Reply> {
  const { hostname, port, origin } = new URL(url)
  const rawPath = url.slice(origin.length)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    // A body shorter than its Content-Length would otherwise leave the reply waiting for ever.
    req.setTimeout(5_000, () => req.destroy(new Error('no whole reply within 5 s')))
    req.end()
  })
}

const HASH = '0123456789abcdef0123'

function writeSite(root: string): void {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
    'stores/index.html': '<!doctype html><title>Stores</title><h1>Store directory</h1>',
    '404.html': '<!doctype html><title>Not found</title><h1>Missing page</h1>',
    '404/index.html': '<!doctype html><title>Not found</title><h1>Missing page (route)</h1>',
    [`app-${HASH}.js`]: 'console.log("app")',
    [`styles.${HASH}.css`]: 'body{}',
    'static/abc/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'page-data/index/page-data.json': '{"path":"/"}',
    'sw.js': '// service worker',
    'robots.txt': 'User-agent: *',
    'favicon.ico': 'icon',
    'site.webmanifest': '{"name":"Centre"}',
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
}

describe('startStaticServer', () => {
  let base: string
  let root: string
  let server: StaticServer

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'static-server-test-'))
    root = path.join(base, 'public')
    writeSite(root)
    writeFileSync(path.join(base, 'secret.txt'), 'top secret')
    server = await startStaticServer({
      root,
      port: 0,
      headers: (pathname) => ({ 'X-Test-Path': pathname }),
    })
  })

  afterAll(async () => {
    await server?.close()
    rmSync(base, { recursive: true, force: true })
  })

  it('listens on an ephemeral port and reports it in the url', () => {
    expect(server.port).toBeGreaterThan(0)
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
  })

  it('serves the home page as revalidated HTML', async () => {
    const res = await get(`${server.url}/`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE)
    expect(res.body).toContain('Home page')
  })

  it.each(['/stores', '/stores/', '/stores/?category=3'])(
    'serves %s from stores/index.html',
    async (p) => {
      const res = await get(`${server.url}${p}`)
      expect(res.status).toBe(200)
      expect(res.body).toContain('Store directory')
    },
  )

  it('serves a directory path from its index.html even when a same-named .html file exists', async () => {
    // Gatsby writes both 404.html and 404/index.html; /404/ is the page at that route, whose
    // headers (its Content-Security-Policy hashes) belong to 404/index.html.
    const res = await get(`${server.url}/404/`)
    expect(res.status).toBe(200)
    expect(res.body).toContain('Missing page (route)')
  })

  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/site.webmanifest', 'application/manifest+json'],
    ['/robots.txt', 'text/plain'],
  ])('serves %s as %s', async (p, type) => {
    const res = await get(`${server.url}${p}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(type)
  })

  it('answers unknown paths with 404 and the body of 404.html', async () => {
    const res = await get(`${server.url}/no/such/page/`)
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('Missing page')
  })

  it('does not cache a missing hashed asset as immutable', async () => {
    const res = await get(`${server.url}/static/missing/file.png`)
    expect(res.status).toBe(404)
    expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE)
  })

  it('does not serve files outside the root', async () => {
    const paths = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/stores/../../secret.txt',
      '/stores/..%2f..%2fsecret.txt',
    ]
    for (const p of paths) {
      const res = await get(`${server.url}${p}`)
      expect(res.status).toBe(404)
      expect(res.body).not.toContain('top secret')
    }
  })

  it('marks /static/ files and hashed bundles as immutable', async () => {
    for (const p of ['/static/abc/logo.svg', `/app-${HASH}.js`, `/styles.${HASH}.css`]) {
      const res = await get(`${server.url}${p}`)
      expect({ p, status: res.status, cc: res.headers['cache-control'] }).toEqual({
        p,
        status: 200,
        cc: CACHE_IMMUTABLE,
      })
    }
  })

  it('marks page-data and sw.js as must-revalidate', async () => {
    for (const p of ['/page-data/index/page-data.json', '/sw.js']) {
      const res = await get(`${server.url}${p}`)
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE)
    }
  })

  it('merges extra headers, also into 404 responses', async () => {
    expect((await get(`${server.url}/stores/`)).headers['x-test-path']).toBe('/stores/')
    expect((await get(`${server.url}/nope`)).headers['x-test-path']).toBe('/nope')
  })

  it('answers conditional requests with 304', async () => {
    const first = await get(`${server.url}/robots.txt`)
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const second = await get(`${server.url}/robots.txt`, 'GET', { 'If-None-Match': etag })
    expect(second.status).toBe(304)
  })

  it('rejects methods other than GET and HEAD', async () => {
    const res = await get(`${server.url}/`, 'POST')
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it('accepts a plain headers object', async () => {
    const other = await startStaticServer({
      root,
      port: 0,
      headers: { 'Content-Security-Policy': "default-src 'self'" },
    })
    try {
      expect(other.port).not.toBe(server.port)
      const res = await get(`${other.url}/`)
      expect(res.headers['content-security-policy']).toBe("default-src 'self'")
    } finally {
      await other.close()
    }
  })

  it('drops the one reply whose file vanished before it was read, and keeps serving', async () => {
    // A file deleted between its look-up and its reading (a rebuild or a pruned build): the read
    // fails after the headers went out. The reply is cut off; the server must not crash.
    const vanished = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })
    const realCreateReadStream = fs.createReadStream
    const spy = jest.spyOn(fs, 'createReadStream').mockImplementation(((file, options) => {
      if (String(file).endsWith('robots.txt')) {
        const stream = new PassThrough()
        process.nextTick(() => stream.destroy(vanished))
        return stream
      }
      return realCreateReadStream(file, options)
    }) as typeof fs.createReadStream)
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await expect(get(`${server.url}/robots.txt`)).rejects.toThrow()
      expect(logged).toHaveBeenCalledWith('[static-server]', vanished)
    } finally {
      spy.mockRestore()
      logged.mockRestore()
    }
    expect((await get(`${server.url}/robots.txt`)).body).toBe('User-agent: *')
  })

  it('refuses to start when the root directory does not exist', async () => {
    await expect(startStaticServer({ root: path.join(root, 'missing'), port: 0 })).rejects.toThrow(
      /Nothing to serve/,
    )
  })
})

/** A GET whose body is kept as bytes (compressed replies are not text). */
function getBytes(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}> {
  const { hostname, port, pathname } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('startStaticServer with precompressed copies', () => {
  let base: string
  let server: StaticServer
  const page = `<!doctype html><title>Stores</title>${'<p>Store</p>'.repeat(300)}`
  const notFoundPage = `<!doctype html><title>Not found</title>${'<p>Gone</p>'.repeat(300)}`

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'static-server-encoded-'))
    mkdirSync(path.join(base, 'stores'))
    for (const [rel, text] of [
      ['stores/index.html', page],
      ['404.html', notFoundPage],
    ]) {
      writeFileSync(path.join(base, rel), text)
      writeFileSync(path.join(base, `${rel}.br`), brotliCompressSync(text))
      writeFileSync(path.join(base, `${rel}.gz`), gzipSync(text))
    }
    writeFileSync(path.join(base, 'robots.txt'), 'User-agent: *')
    server = await startStaticServer({ root: base, port: 0 })
  })

  afterAll(async () => {
    await server?.close()
    rmSync(base, { recursive: true, force: true })
  })

  it('sends the brotli copy, the gzip copy or the file, as the client accepts', async () => {
    const br = await getBytes(`${server.url}/stores/`, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['content-type']).toMatch(/^text\/html/)
    expect(br.headers['cache-control']).toBe(CACHE_REVALIDATE)
    expect(brotliDecompressSync(br.body).toString()).toBe(page)
    const gz = await getBytes(`${server.url}/stores/`, { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(page)
    expect(gz.headers.etag).not.toBe(br.headers.etag)
    const plain = await getBytes(`${server.url}/stores/`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.body.toString()).toBe(page)
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3)
  })

  it('answers a conditional request for each encoding with 304', async () => {
    const accept = { 'Accept-Encoding': 'br' }
    const first = await getBytes(`${server.url}/stores/`, accept)
    const again = await getBytes(`${server.url}/stores/`, {
      ...accept,
      'If-None-Match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.headers.vary).toBe('Accept-Encoding')
  })

  it('keeps HEAD and range requests working', async () => {
    const head = await getBytes(`${server.url}/stores/`, { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(page).length)
    expect(head.body.length).toBe(0)
    const range = await getBytes(`${server.url}/stores/`, {
      'Accept-Encoding': 'br, gzip',
      Range: 'bytes=0-14',
    })
    expect(range.status).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body.toString()).toBe('<!doctype html>')
  })

  it('sends the 404 page compressed too', async () => {
    const res = await getBytes(`${server.url}/nowhere/`, { 'Accept-Encoding': 'gzip, br' })
    expect(res.status).toBe(404)
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.body).toString()).toBe(notFoundPage)
    const plain = await getBytes(`${server.url}/nowhere/`)
    expect(plain.body.toString()).toBe(notFoundPage)
  })

  it('sends a file the build left uncompressed as it is', async () => {
    const res = await getBytes(`${server.url}/robots.txt`, { 'Accept-Encoding': 'gzip, br' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toBe('User-agent: *')
  })
})

describe('startStaticServer with a _headers file', () => {
  let base: string
  let root: string
  let server: StaticServer
  const HEADERS = `/*
  Strict-Transport-Security: max-age=31536000
  X-Frame-Options: DENY
/
  Content-Security-Policy: script-src 'sha256-home='
/stores/
  Content-Security-Policy: script-src 'sha256-stores='
/404.html
  Content-Security-Policy: script-src 'sha256-notfound='
`

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'static-server-headers-'))
    root = path.join(base, 'public')
    writeSite(root)
    writeFileSync(path.join(root, '_headers'), HEADERS)
    mkdirSync(path.join(root, '_nginx'))
    writeFileSync(path.join(root, '_nginx', 'security-headers.server.conf'), 'add_header X y;')
    server = await startStaticServer({ root, port: 0 })
  })

  afterAll(async () => {
    await server?.close()
    rmSync(base, { recursive: true, force: true })
  })

  it('gives each page its own policy and every response the common headers', async () => {
    const home = await get(`${server.url}/`)
    expect(home.headers['content-security-policy']).toBe("script-src 'sha256-home='")
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000')
    for (const p of ['/stores/', '/stores', '/stores/index.html']) {
      expect((await get(`${server.url}${p}`)).headers['content-security-policy']).toBe(
        "script-src 'sha256-stores='",
      )
    }
    const asset = await get(`${server.url}/app-${HASH}.js`)
    expect(asset.headers['x-frame-options']).toBe('DENY')
    expect(asset.headers['content-security-policy']).toBeUndefined()
    expect(asset.headers['cache-control']).toBe(CACHE_IMMUTABLE)
  })

  it("answers a missing page with the 404 page's headers", async () => {
    const res = await get(`${server.url}/stores/nope/`)
    expect(res.status).toBe(404)
    expect(res.headers['content-security-policy']).toBe("script-src 'sha256-notfound='")
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('never serves the deployment configuration', async () => {
    for (const p of ['/_headers', '/_nginx/security-headers.server.conf', '/_nginx']) {
      const res = await get(`${server.url}${p}`)
      expect({ p, status: res.status }).toEqual({ p, status: 404 })
      expect(res.body).not.toContain('sha256-home')
      expect(res.body).not.toContain('add_header')
    }
  })

  it('re-reads _headers when a new build replaces it', async () => {
    writeFileSync(path.join(root, '_headers'), `${HEADERS}/robots.txt\n  X-Robots: new build\n`)
    expect((await get(`${server.url}/robots.txt`)).headers['x-robots']).toBe('new build')
    writeFileSync(path.join(root, '_headers'), HEADERS)
    expect((await get(`${server.url}/robots.txt`)).headers['x-robots']).toBeUndefined()
  })

  it('can leave _headers out', async () => {
    const bare = await startStaticServer({ root, port: 0, headersFile: false })
    try {
      const res = await get(`${bare.url}/`)
      expect(res.headers['content-security-policy']).toBeUndefined()
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    } finally {
      await bare.close()
    }
  })
})

describe('startStaticServer with a _redirects file', () => {
  let base: string
  let root: string
  let server: StaticServer
  const REDIRECTS = `# from Drupal
/stores/old-name/ /stores/ 301
/stores/old-name /stores/ 301
/christmas/ /stores/?category=5 302
/caf%C3%A9/ https://example.com.au/menu#today 308
/parking/ /#parking 301
`

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'static-server-redirects-'))
    root = path.join(base, 'public')
    writeSite(root)
    writeFileSync(path.join(root, '_redirects'), REDIRECTS)
    writeFileSync(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n')
    server = await startStaticServer({ root, port: 0 })
  })

  afterAll(async () => {
    await server?.close()
    rmSync(base, { recursive: true, force: true })
  })

  it('answers each source with its status and target, keeping the query string', async () => {
    const cases: [string, number, string][] = [
      ['/stores/old-name/', 301, '/stores/'],
      ['/stores/old-name', 301, '/stores/'],
      ['/stores/old-name/?utm_source=flyer&x=1', 301, '/stores/?utm_source=flyer&x=1'],
      ['/christmas/?utm_source=qr', 302, '/stores/?category=5'],
      ['/caf%C3%A9/?a=b', 308, 'https://example.com.au/menu?a=b#today'],
      ['/parking/?a=b', 301, '/?a=b#parking'],
    ]
    for (const [from, status, location] of cases) {
      const res = await get(`${server.url}${from}`)
      expect({ from, status: res.status, location: res.headers.location }).toEqual({
        from,
        status,
        location,
      })
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE)
    }
    const head = await get(`${server.url}/christmas/`, 'HEAD')
    expect([head.status, head.body]).toEqual([302, ''])
  })

  it('leaves every other path alone and never serves the file itself', async () => {
    expect((await get(`${server.url}/stores/`)).status).toBe(200)
    expect((await get(`${server.url}/stores/old-name/more/`)).status).toBe(404)
    const file = await get(`${server.url}/_redirects`)
    expect(file.status).toBe(404)
    expect(file.body).not.toContain('old-name')
  })

  it('re-reads _redirects when a new build replaces it', async () => {
    writeFileSync(path.join(root, '_redirects'), '/new-link/ /stores/ 307\n')
    expect((await get(`${server.url}/new-link/`)).status).toBe(307)
    expect((await get(`${server.url}/stores/old-name/`)).status).toBe(404)
    writeFileSync(path.join(root, '_redirects'), REDIRECTS)
    expect((await get(`${server.url}/stores/old-name/`)).status).toBe(301)
  })
})

describe('startStaticServer on a release symlink that a publish switches', () => {
  let base: string
  let server: StaticServer
  let switcher: ChildProcess | undefined
  // Pages of different lengths, so a length taken from one release and a body read from the
  // other cannot pass for a whole page.
  const PAGES = {
    one: `<!doctype html><title>One</title>${'a'.repeat(200)}`,
    two: `<!doctype html><title>Two</title>${'b'.repeat(5000)}`,
  }

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'static-server-releases-'))
    for (const [id, page] of Object.entries(PAGES)) {
      mkdirSync(path.join(base, 'builds', id, 'stores'), { recursive: true })
      writeFileSync(path.join(base, 'builds', id, 'stores', 'index.html'), page)
      writeFileSync(path.join(base, 'builds', id, '_headers'), `/stores/\n  X-Build: ${id}\n`)
    }
    symlinkSync(path.join('builds', 'one'), path.join(base, 'current'), 'dir')
    server = await startStaticServer({ root: path.join(base, 'current'), port: 0 })
  })

  afterAll(async () => {
    await stopSwitcher()
    await server?.close()
    rmSync(base, { recursive: true, force: true })
  })

  async function stopSwitcher() {
    if (!switcher || switcher.exitCode !== null || switcher.signalCode !== null) return
    const exited = new Promise((resolve) => switcher!.once('exit', resolve))
    switcher.kill()
    await exited
  }

  it('answers every request with one whole page and its own headers while the link is switched', async () => {
    // Another process switches the link as fast as it can (a new link renamed over the old one),
    // so switches land between the server's look-up of a file and its reading of it.
    switcher = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs'); const path = require('node:path')
       const base = process.argv[1]; let i = 0
       for (;;) {
         const tmp = path.join(base, 'current.tmp')
         fs.symlinkSync(path.join('builds', i++ % 2 ? 'one' : 'two'), tmp, 'dir')
         fs.renameSync(tmp, path.join(base, 'current'))
       }`,
      base,
    ])
    const seen = new Set<string>()
    const wrong: string[] = []
    const end = Date.now() + 3_000
    try {
      while (Date.now() < end) {
        const replies = await Promise.allSettled(
          Array.from({ length: 25 }, () => get(`${server.url}/stores/`)),
        )
        for (const reply of replies) {
          if (reply.status === 'rejected') wrong.push(String(reply.reason))
          else if (reply.value.status !== 200) wrong.push(`status ${reply.value.status}`)
          else {
            // The page and its headers (in the site, its Content-Security-Policy) of one build
            const build = reply.value.headers['x-build'] as keyof typeof PAGES
            if (reply.value.body === PAGES[build]) seen.add(build)
            else wrong.push(`${build}'s headers on a body of ${reply.value.body.length} characters`)
          }
        }
      }
    } finally {
      await stopSwitcher()
    }
    expect(wrong.slice(0, 5)).toEqual([])
    expect([...seen].sort()).toEqual(['one', 'two'])
  }, 30_000)
})

describe('cacheControlFor', () => {
  it('means a year, never revalidated, or revalidated on every use', () => {
    expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable')
    expect(CACHE_REVALIDATE).toBe('public, max-age=0, must-revalidate')
  })

  it.each([
    ['/', CACHE_REVALIDATE],
    ['/offers/', CACHE_REVALIDATE],
    ['/page-data/app-data.json', CACHE_REVALIDATE],
    ['/sw.js', CACHE_REVALIDATE],
    ['/manifest.webmanifest', CACHE_REVALIDATE],
    ['/static/0a1b2c/hero.jpg', CACHE_IMMUTABLE],
    ['/webpack-runtime-4f1c0d2e9b8a7c6d5e4f.js', CACHE_IMMUTABLE],
    ['/component---src-pages-index-tsx-4f1c0d2e9b8a7c6d5e4f.js', CACHE_IMMUTABLE],
    ['/framework-4f1c0d2e9b8a7c6d5e4f.js.map', CACHE_IMMUTABLE],
    ['/some-script.js', CACHE_REVALIDATE],
  ])('%s → %s', (pathname, expected) => {
    expect(cacheControlFor(pathname)).toBe(expected)
  })
})
