/** @jest-environment node */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, statSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  commonHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  isExecutableType,
  nginxHttpConf,
  nginxServerConf,
  pageScriptHashes,
  permissionsPolicy,
  policyDirectives,
  routeOfHtmlFile,
  scriptHash,
  writeSecurityHeaders,
  type PolicyConfig,
} from './security-headers'

const PRODUCTION: PolicyConfig = {
  siteUrl: 'https://www.example.com.au',
  formEndpoint: 'https://cms.example.com.au/restful_forms/submitForm',
  tagManager: true,
  mapEmbedHosts: ['https://www.google.com/maps/embed'],
}
const DEMO: PolicyConfig = {
  siteUrl: 'http://localhost:9000',
  formEndpoint: 'http://127.0.0.1:4012/restful_forms/submitForm',
  tagManager: false,
  mapEmbedHosts: ['https://www.openstreetmap.org/export/embed.html'],
}

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('inline scripts', () => {
  const PAGE = `<!DOCTYPE html><html><head>
<script type="module">const a=1</script>
<script type="application/ld+json" data-jsonld="centre">{"@context":"https://schema.org"}</script>
<script src="/app-0123.js" async></script>
<style>body{content:"<script>x</script>"}</style>
<!-- <script>commented()</script> -->
<title>a <script>b</script></title>
</head><body>
<p title="<script>not()</script>">x</p>
<textarea><script>text()</script></textarea>
<noscript><iframe src="https://www.googletagmanager.com/ns.html"></iframe></noscript>
<script>window.pagePath="/";</script>
<SCRIPT TYPE="text/javascript">upper()</SCRIPT>
<script type="text/template"><b>data</b></script>
<script id="gatsby-chunk-mapping">
  window.___chunkMapping="{}";
</script>
</body></html>`

  it('finds the scripts the browser would run, in order, and nothing else', () => {
    expect(inlineScripts(PAGE)).toEqual([
      'const a=1',
      'window.pagePath="/";',
      'upper()',
      '\n  window.___chunkMapping="{}";\n',
    ])
  })

  it('hashes the exact text, after CRLF normalisation, each script once', () => {
    expect(scriptHash('const a=1')).toBe(sha('const a=1'))
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha('a();\nb();\nc();'))
    expect(pageScriptHashes('<script>x()</script><p></p><script>x()</script>')).toEqual([
      sha('x()'),
    ])
  })

  it('treats data blocks as not executable', () => {
    expect(isExecutableType(undefined)).toBe(true)
    expect(isExecutableType('')).toBe(true)
    expect(isExecutableType(' Module ')).toBe(true)
    expect(isExecutableType('text/javascript')).toBe(true)
    expect(isExecutableType('application/ld+json')).toBe(false)
    expect(isExecutableType('text/plain')).toBe(false)
  })
})

describe('the policy', () => {
  it('allows exactly what a production site uses', () => {
    const directives = Object.fromEntries(policyDirectives(PRODUCTION, ["'sha256-abc='"]))
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        "'sha256-abc='",
        'https://www.googletagmanager.com',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': [
        "'self'",
        'data:',
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
      ],
      'font-src': ["'self'", 'data:'],
      'connect-src': [
        "'self'",
        'https://cms.example.com.au',
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
      'frame-src': [
        'https://www.google.com/maps/embed',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
        'https://www.googletagmanager.com',
      ],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'form-action': ["'self'", 'https://cms.example.com.au'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    })
  })

  it('never allows inline or eval for scripts', () => {
    for (const config of [PRODUCTION, DEMO]) {
      const scriptSrc = new Map(policyDirectives(config, [])).get('script-src')
      expect(scriptSrc).toContain("'self'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      expect(scriptSrc).not.toContain('data:')
    }
  })

  it('leaves the tag manager out when it is off, and lets the demo CMS receive the forms', () => {
    const csp = contentSecurityPolicy(DEMO, [])
    expect(csp).not.toContain('googletagmanager')
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4012;")
    expect(csp).toContain("form-action 'self' http://127.0.0.1:4012;")
    expect(csp).toContain(
      'frame-src https://www.openstreetmap.org/export/embed.html https://www.google.com/recaptcha/',
    )
  })

  it('does not repeat the site origin for a same-origin form endpoint', () => {
    const csp = contentSecurityPolicy(
      { ...PRODUCTION, formEndpoint: 'https://www.example.com.au/submit' },
      [],
    )
    expect(csp).toContain("form-action 'self';")
  })

  it('has the common headers, with fullscreen only for the site and the map embeds', () => {
    expect(Object.fromEntries(commonHeaders(PRODUCTION))).toEqual({
      'Strict-Transport-Security': 'max-age=31536000',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=(), '),
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
    expect(permissionsPolicy(PRODUCTION)).toMatch(
      /, fullscreen=\(self "https:\/\/www\.google\.com"\)$/,
    )
  })
})

describe('output files', () => {
  const routes = [
    { route: '/', csp: "default-src 'self'" },
    { route: '/404.html', csp: "default-src 'none'" },
  ]

  it('names routes like Gatsby serves them', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/')
    expect(routeOfHtmlFile(path.join('stores', 'x', 'index.html'))).toBe('/stores/x/')
    expect(routeOfHtmlFile('404.html')).toBe('/404.html')
  })

  it('writes Netlify/Cloudflare _headers', () => {
    expect(
      headersFile([['X-Content-Type-Options', 'nosniff']], routes)
        .split('\n')
        .slice(3),
    ).toEqual([
      '/*',
      '  X-Content-Type-Options: nosniff',
      '',
      '/',
      "  Content-Security-Policy: default-src 'self'",
      '/404.html',
      "  Content-Security-Policy: default-src 'none'",
      '',
    ])
  })

  it('writes nginx snippets: a map by $uri and add_header lines', () => {
    const http = nginxHttpConf(routes)
    expect(http).toContain('map $uri $site_content_security_policy {')
    expect(http).toContain(`  "/" "default-src 'self'";`)
    expect(http).toContain(`  "/index.html" "default-src 'self'";`)
    expect(http).toContain(`  "/404.html" "default-src 'none'";`)
    const server = nginxServerConf([['Permissions-Policy', 'fullscreen=(self "https://a.b")']])
    expect(server).toContain(
      'add_header Permissions-Policy "fullscreen=(self \\"https://a.b\\")" always;',
    )
    expect(server).toContain(
      'add_header Content-Security-Policy $site_content_security_policy always;',
    )
  })

  it('writes a policy per page of a build directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'))
    try {
      mkdirSync(path.join(dir, 'stores', 'x'), { recursive: true })
      mkdirSync(path.join(dir, 'page-data'), { recursive: true })
      writeFileSync(path.join(dir, 'index.html'), '<script>window.pagePath="/";</script>')
      writeFileSync(
        path.join(dir, 'stores', 'x', 'index.html'),
        '<script>window.pagePath="/stores/x/";</script>',
      )
      writeFileSync(path.join(dir, '404.html'), '<p>none</p>')
      writeFileSync(path.join(dir, 'page-data', 'ignored.html'), '<script>no()</script>')
      expect(await writeSecurityHeaders(dir, DEMO)).toEqual({
        pages: 3,
        longestLine: expect.any(Number),
        read: 3,
        written: true,
      })
      const headers = readFileSync(path.join(dir, '_headers'), 'utf8')
      expect(headers).toContain(
        `/\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${sha('window.pagePath="/";')} https://www.google.com/recaptcha/`,
      )
      expect(headers).toContain(
        `/stores/x/\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${sha('window.pagePath="/stores/x/";')} `,
      )
      expect(headers).toContain(
        "/404.html\n  Content-Security-Policy: default-src 'self'; script-src 'self' https://www.google.com/recaptcha/",
      )
      expect(headers).not.toContain(sha('no()'))
      expect(
        readFileSync(path.join(dir, '_nginx', 'security-headers.http.conf'), 'utf8'),
      ).toContain('"/stores/x/index.html"')
      expect(
        readFileSync(path.join(dir, '_nginx', 'security-headers.server.conf'), 'utf8'),
      ).toContain('Strict-Transport-Security')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("leaves the files as they are when no page's scripts changed, and makes them again when one did", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'))
    const recordFile = path.join(dir, 'record', 'csp.json')
    const files = [
      '_headers',
      '_nginx/security-headers.http.conf',
      '_nginx/security-headers.server.conf',
    ]
    const stamps = () => files.map((file) => statSync(path.join(dir, 'site', file)).mtimeMs)
    const site = path.join(dir, 'site')
    try {
      mkdirSync(path.join(site, 'stores', 'x'), { recursive: true })
      writeFileSync(path.join(site, 'index.html'), '<script>window.pagePath="/";</script>')
      writeFileSync(path.join(site, 'stores', 'x', 'index.html'), '<script>a()</script><p>A</p>')
      const first = await writeSecurityHeaders(site, DEMO, { recordFile })
      const before = stamps()
      const longest = first.longestLine
      // The page's text changed, its script did not: nothing to write.
      writeFileSync(path.join(site, 'stores', 'x', 'index.html'), '<script>a()</script><p>B</p>')
      expect(await writeSecurityHeaders(site, DEMO, { recordFile })).toEqual({
        pages: 2,
        longestLine: longest,
        read: 1,
        written: false,
      })
      expect(stamps()).toEqual(before)
      // A script changed: its page's policy, written.
      writeFileSync(path.join(site, 'stores', 'x', 'index.html'), '<script>b()</script>')
      expect((await writeSecurityHeaders(site, DEMO, { recordFile })).written).toBe(true)
      expect(readFileSync(path.join(site, '_headers'), 'utf8')).toContain(sha('b()'))
      // A file gone or changed by hand: all written again.
      rmSync(path.join(site, '_nginx', 'security-headers.http.conf'))
      expect((await writeSecurityHeaders(site, DEMO, { recordFile })).written).toBe(true)
      expect(
        readFileSync(path.join(site, '_nginx', 'security-headers.http.conf'), 'utf8'),
      ).toContain(sha('b()'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
