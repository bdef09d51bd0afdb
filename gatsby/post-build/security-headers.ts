/**
 * Security headers, generated after every build (gatsby-node onPostBuild) from the built
 * HTML: a Content-Security-Policy per page that allows that page's inline scripts by their
 * SHA-256 hashes (no 'unsafe-inline' or 'unsafe-eval' for scripts), plus the headers every
 * response gets (HSTS, nosniff, Referrer-Policy, Permissions-Policy and friends).
 *
 * Written as `public/_headers` (Netlify and Cloudflare Pages syntax, also what
 * site-server/static-server.mjs applies, so `npm start`, the publisher and every browser
 * test run under the real policy) and as nginx snippets under `public/_nginx/`.
 * See docs/security.md.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileStampIfAny, openStampRecord, stampKey } from './file-stamps'
import { siteFiles, type SiteFiles } from './site-files'

// ---------------------------------------------------------------------------------------
// What the site talks to. Adding a host: see docs/security.md ("Allowing another host").

/** Google Tag Manager and the Google Analytics 4 tags a container normally runs. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  // The <noscript> iframe of the container snippet.
  frame: ['https://www.googletagmanager.com'],
}

/**
 * reCAPTCHA v2 (Google's documented CSP sources). Listed on every build: demo builds can show
 * it too (`?captcha=recaptcha`, with Google's test key).
 */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
}

export interface PolicyConfig {
  /** Public origin of the site. */
  siteUrl: string
  /** Where the forms POST (GATSBY_FORM_ENDPOINT): its origin goes in connect-src and form-action. */
  formEndpoint: string
  /** Whether the tag manager is on (GTM_ID set). */
  tagManager: boolean
  /** MAP_EMBED_HOSTS: the only frames besides the captcha. */
  mapEmbedHosts: readonly string[]
}

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
]

export type Directives = [name: string, sources: string[]][]

/**
 * The policy's directives for a page whose inline scripts have these hashes. Scripts come
 * from the site itself, the hashed inline scripts, the tag manager (when on) and the captcha;
 * style-src keeps 'unsafe-inline' for the pages' inline stylesheet, Linaria's CSS variables
 * and gatsby-plugin-image's style attributes. `upgrade-insecure-requests` is left out: HSTS covers production, and it would
 * rewrite the local http:// test server's own requests.
 */
export function policyDirectives(
  config: PolicyConfig,
  scriptHashes: readonly string[],
): Directives {
  const site = originOf(config.siteUrl)
  const form = originOf(config.formEndpoint)
  const formSource = form && form !== site ? form : null
  const gtm = config.tagManager
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique(["'self'", ...scriptHashes, ...(gtm ? TAG_MANAGER.script : []), ...RECAPTCHA.script]),
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for gatsby-plugin-image's blurred placeholders.
    ['img-src', unique(["'self'", 'data:', ...(gtm ? TAG_MANAGER.img : [])])],
    // data: for the small font files webpack inlines into the stylesheet.
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", formSource, ...(gtm ? TAG_MANAGER.connect : [])])],
    [
      'frame-src',
      unique([...config.mapEmbedHosts, ...RECAPTCHA.frame, ...(gtm ? TAG_MANAGER.frame : [])]),
    ],
    // The search page's web worker is a file of the site (webpack's `new Worker(new URL())`).
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', unique(["'self'", formSource])],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ]
}

function serializePolicy(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

export function contentSecurityPolicy(config: PolicyConfig, scriptHashes: readonly string[]) {
  return serializePolicy(policyDirectives(config, scriptHashes))
}

/** Features the site never uses are switched off; fullscreen stays for the map embeds. */
export function permissionsPolicy(config: Pick<PolicyConfig, 'mapEmbedHosts'>): string {
  const mapOrigins = unique(config.mapEmbedHosts.map(originOf)).map((o) => `"${o}"`)
  const off = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'usb',
  ]
  return [...off.map((f) => `${f}=()`), `fullscreen=(${['self', ...mapOrigins].join(' ')})`].join(
    ', ',
  )
}

/** HSTS max-age: one year (the Observatory asks for at least six months). */
const HSTS_MAX_AGE = 31536000

/** The headers every response gets, whatever its type. */
export function commonHeaders(config: Pick<PolicyConfig, 'mapEmbedHosts'>): [string, string][] {
  return [
    ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}`],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(config)],
    // For browsers without CSP frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ]
}

// ---------------------------------------------------------------------------------------
// Inline scripts in built HTML

const JS_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
])

/**
 * Whether the browser runs (and CSP checks) an inline script of this `type`: classic and
 * module scripts, import maps, speculation rules. Data blocks such as JSON-LD are not.
 */
export function isExecutableType(type: string | undefined): boolean {
  if (type === undefined) return true
  const t = type.trim().toLowerCase()
  return t === '' || JS_TYPES.has(t)
}

// Elements whose content the HTML parser reads as text, so a `<script` inside is no tag.
const RAW_TEXT = new Set([
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
])

interface Tag {
  name: string
  attributes: Map<string, string>
  end: number
}

/** Reads the tag starting at `<` at `start` (name and attributes, first value of a name wins). */
function readTag(html: string, start: number): Tag | null {
  const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(start, start + 64))
  if (!nameMatch) return null
  const attributes = new Map<string, string>()
  let i = start + nameMatch[0].length
  const attr = /[\s/]*(?:(>)|([^\s/>][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?)/y
  while (i < html.length) {
    attr.lastIndex = i
    const m = attr.exec(html)
    if (!m || m[0] === '') return null
    i = attr.lastIndex
    if (m[1]) return { name: nameMatch[1].toLowerCase(), attributes, end: i }
    const key = m[2].toLowerCase()
    if (!attributes.has(key)) attributes.set(key, m[3] ?? m[4] ?? m[5] ?? '')
  }
  return null
}

/** Index of the `</name` that closes a raw-text element, or the end of the document. */
function closingTag(html: string, from: number, name: string): number {
  const re = new RegExp(`</${name}[\\s/>]`, 'ig')
  re.lastIndex = from
  const m = re.exec(html)
  return m ? m.index : html.length
}

/**
 * The contents of the inline scripts the browser would run in this HTML, in document order
 * (external scripts and data blocks left out). A small tokenizer: comments, end tags and the
 * text of raw-text elements are skipped the way the HTML parser skips them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) break
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      i = end === -1 ? html.length : end + 3
      continue
    }
    if (/^<[!?/]/.test(html.slice(lt, lt + 2))) {
      const end = html.indexOf('>', lt + 2)
      i = end === -1 ? html.length : end + 1
      continue
    }
    const tag = readTag(html, lt)
    if (!tag) {
      i = lt + 1
      continue
    }
    if (tag.name === 'script') {
      const close = closingTag(html, tag.end, 'script')
      if (!tag.attributes.has('src') && isExecutableType(tag.attributes.get('type'))) {
        scripts.push(html.slice(tag.end, close))
      }
      i = close
    } else if (RAW_TEXT.has(tag.name)) {
      i = closingTag(html, tag.end, tag.name)
    } else {
      i = tag.end
    }
  }
  return scripts
}

/** The CSP hash source of a script's text (after the parser's newline normalisation). */
export function scriptHash(content: string): string {
  const normalised = content.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`
}

/** Hash sources of a page's inline scripts, each once, in document order. */
export function pageScriptHashes(html: string): string[] {
  return unique(inlineScripts(html).map(scriptHash))
}

// ---------------------------------------------------------------------------------------
// Output files

/** The route a built HTML file answers: `stores/x/index.html` → `/stores/x/`. */
export function routeOfHtmlFile(relativePath: string): string {
  const p = relativePath.split(path.sep).join('/')
  if (p === 'index.html') return '/'
  if (p.endsWith('/index.html')) return `/${p.slice(0, -'index.html'.length)}`
  return `/${p}`
}

export interface RoutePolicy {
  route: string
  csp: string
}

const HEADERS_FILE = '_headers'
const NGINX_DIR = '_nginx'
const NGINX_HTTP_FILE = 'security-headers.http.conf'
const NGINX_SERVER_FILE = 'security-headers.server.conf'

/** `_headers` for Netlify and Cloudflare Pages: common headers on /*, then one CSP per page. */
export function headersFile(common: [string, string][], routes: readonly RoutePolicy[]): string {
  const lines = [
    '# Security headers, generated at build time by gatsby/post-build/security-headers.ts (docs/security.md).',
    '# Every response gets the headers under /*; each page has its own Content-Security-Policy',
    '# with the hashes of its inline scripts. Do not edit: the next build overwrites this file.',
    '/*',
    ...common.map(([name, value]) => `  ${name}: ${value}`),
    '',
  ]
  for (const { route, csp } of routes) {
    lines.push(route, `  Content-Security-Policy: ${csp}`)
  }
  return `${lines.join('\n')}\n`
}

const nginxString = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`

/** nginx, http {} context: the page's policy by `$uri` (also as …/index.html after `index`). */
export function nginxHttpConf(routes: readonly RoutePolicy[]): string {
  const entries: string[] = []
  for (const { route, csp } of routes) {
    entries.push(`  ${nginxString(route)} ${nginxString(csp)};`)
    if (route.endsWith('/'))
      entries.push(`  ${nginxString(`${route}index.html`)} ${nginxString(csp)};`)
  }
  return [
    '# Generated by gatsby/post-build/security-headers.ts at build time (docs/security.md).',
    '# Include inside http { }, next to security-headers.server.conf inside server { }.',
    '# Long page paths may need a bigger hash bucket: map_hash_bucket_size 128;',
    'map $uri $site_content_security_policy {',
    '  default "";',
    ...entries,
    '}',
    '',
  ].join('\n')
}

/** nginx, server {} context (and every location that has add_header directives of its own). */
export function nginxServerConf(common: [string, string][]): string {
  return [
    '# Generated by gatsby/post-build/security-headers.ts at build time (docs/security.md).',
    '# Include inside server { }, and again inside any location { } that has add_header',
    '# directives of its own (nginx does not inherit add_header into such a location).',
    ...common.map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    '# Empty for files that are not pages: nginx then sends no header.',
    'add_header Content-Security-Policy $site_content_security_policy always;',
    '',
  ].join('\n')
}

/** Is `rel` (a file of the site) a page's HTML, not one in page data, assets or slices? */
const isPageHtml = (rel: string) =>
  rel.endsWith('.html') &&
  !rel
    .split('/')
    .slice(0, -1)
    .some((dir) => dir === 'page-data' || dir === 'static' || dir.startsWith('_'))

/**
 * The inline script hashes of every page in a build directory, `/` first. With `recordFile`
 * (gatsby/post-build/file-stamps.ts), those of a page whose HTML is as the last run found it
 * are taken from the record, not read again.
 */
async function routeHashes(publicDir: string, site: SiteFiles, recordFile?: string, codeKey = '') {
  const record = await openStampRecord<string[]>(recordFile, stampKey('csp', codeKey))
  const routes: { route: string; hashes: string[] }[] = []
  let read = 0
  for (const file of site.files.filter(isPageHtml)) {
    const full = path.join(publicDir, file)
    const stamp = site.stamp(file)
    let hashes = record.known(file, stamp)
    if (!hashes) {
      // Synchronously: one awaited read after another left the step waiting.
      hashes = pageScriptHashes(readFileSync(full, 'utf8'))
      read += 1
    }
    record.remember(file, stamp, hashes)
    routes.push({ route: routeOfHtmlFile(file), hashes })
  }
  await record.save()
  return {
    routes: routes.sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : 0)),
    read,
  }
}

/**
 * The service worker's own policy (a worker runs under the policy its script is served with):
 * it only ever fetches from the site itself, and loads no other script.
 */
const WORKER_POLICY = "default-src 'none'; connect-src 'self'"

/** Cloudflare Pages reads `_headers` lines of up to 2,000 characters. */
export const MAX_HEADERS_LINE = 2000

/** What the output files were made from, and their longest `_headers` line. */
interface HeadersOutput {
  inputs: string
  longestLine: number
}

const OUTPUT_FILES = [
  HEADERS_FILE,
  `${NGINX_DIR}/${NGINX_HTTP_FILE}`,
  `${NGINX_DIR}/${NGINX_SERVER_FILE}`,
]

/** The output files' stamps together ('none' for one that is missing). */
const outputStamp = (publicDir: string) =>
  OUTPUT_FILES.map((file) => fileStampIfAny(path.join(publicDir, file)) ?? 'none').join('|')

/**
 * Writes `_headers` and the nginx snippets for the build in `publicDir`. `site` is the site's
 * files if another step listed them already. With `recordFile`, files made from the same
 * policies as the last run's, and as that run left them, are not made again: most rebuilds
 * change no page's inline scripts, and at ten times the content the files are 6 MB.
 */
export async function writeSecurityHeaders(
  publicDir: string,
  config: PolicyConfig,
  {
    recordFile,
    codeKey,
    site = siteFiles(publicDir),
  }: { recordFile?: string; codeKey?: string; site?: SiteFiles } = {},
): Promise<{ pages: number; longestLine: number; read: number; written: boolean }> {
  const { routes: pages, read } = await routeHashes(publicDir, site, recordFile, codeKey)
  const worker = existsSync(path.join(publicDir, 'sw.js'))
  const common = commonHeaders(config)
  const count = pages.length + (worker ? 1 : 0)
  const inputs = stampKey(config, common, worker, pages)
  const output = await openStampRecord<HeadersOutput>(
    recordFile?.replace(/(\.json)?$/, '-output.json'),
    stampKey('csp-output', codeKey),
  )
  const stamp = outputStamp(publicDir)
  const last = output.known(HEADERS_FILE, stamp)
  if (last?.inputs === inputs) {
    output.remember(HEADERS_FILE, stamp, last)
    await output.save()
    return { pages: count, longestLine: last.longestLine, read, written: false }
  }
  const policies = pages.map(({ route, hashes }) => ({
    route,
    csp: contentSecurityPolicy(config, hashes),
  }))
  const routes = worker ? [...policies, { route: '/sw.js', csp: WORKER_POLICY }] : policies
  const file = headersFile(common, routes)
  await fs.writeFile(path.join(publicDir, HEADERS_FILE), file)
  await fs.mkdir(path.join(publicDir, NGINX_DIR), { recursive: true })
  await fs.writeFile(path.join(publicDir, NGINX_DIR, NGINX_HTTP_FILE), nginxHttpConf(routes))
  await fs.writeFile(path.join(publicDir, NGINX_DIR, NGINX_SERVER_FILE), nginxServerConf(common))
  const longestLine = Math.max(...file.split('\n').map((l) => l.length))
  output.remember(HEADERS_FILE, outputStamp(publicDir), { inputs, longestLine })
  await output.save()
  return { pages: count, longestLine, read, written: true }
}
