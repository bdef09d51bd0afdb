/**
 * Every environment variable the site reads, in one place, validated at start.
 * gatsby-config.ts and gatsby-node.ts call `loadEnv()`; a bad value stops the build with
 * one clear line per problem instead of failing later somewhere deep in a plugin.
 */

export interface SiteEnv {
  /** Drupal origin, e.g. https://cms.example.com.au (no trailing slash). */
  drupalBaseUrl: string
  /** True when the build sources from the bundled demo CMS rather than a real Drupal. */
  demoCms: boolean
  /** JSON:API prefix on the Drupal side (default `jsonapi`). */
  drupalApiBase: string
  drupalBasicAuth?: { username: string; password: string }
  /**
   * Fetch only what changed in Drupal since the last build (DRUPAL_FAST_BUILDS=1; the
   * publisher sets it): gatsby-source-drupal's `fastBuilds`, through the gatsby module's
   * `/gatsby-fastbuilds/sync/{time}`, which the build account may read (the recipe grants it).
   * Drupal records changes only while its build hook URL is set. The demo CMS answers the same
   * endpoint from a change log when it is started with one (cms/lib/change-log.cjs, used by the
   * scale benchmark), and otherwise always says to fetch everything.
   */
  drupalFastBuilds: boolean
  /** Public origin of the built site, used for canonical URLs, sitemap and social tags. */
  siteUrl: string
  /** Google Tag Manager container id (GTM-XXXX); nothing is loaded when absent. */
  gtmId?: string
  /** Where the job and colouring forms POST (default `{drupalBaseUrl}/restful_forms/submitForm`). */
  formEndpoint: string
  /** reCAPTCHA v2 site key; without it the demo captcha is used (demo CMS only). */
  recaptchaSiteKey?: string
  /**
   * Write src/gatsby-types.d.ts on build (default). The publisher turns it off
   * (`GRAPHQL_TYPEGEN=0`): a deployment needs no types, and its checkout stays clean.
   */
  graphqlTypegen: boolean
  /**
   * Where embedded maps may come from (MAP_EMBED_HOSTS): https URL prefixes written like CSP
   * sources, `https://host/path` (that exact path) or `https://host/path/` (anything under it).
   * Map blocks and iframes in rich text with any other address are dropped at build time, and
   * the Content-Security-Policy's frame-src lists exactly these.
   */
  mapEmbedHosts: string[]
  /**
   * The preview server (PREVIEW=1, set by `npm run preview`): unpublished content and drafts
   * are shown, every page carries the "Preview — not published" banner and noindex.
   */
  preview: boolean
  /**
   * The service worker that keeps pages for visitors with no signal (SERVICE_WORKER, default
   * 1). Publishing with SERVICE_WORKER=0 is the switch that turns it off for everyone: the
   * build writes a worker that removes itself and its caches, and the pages stop registering one.
   */
  serviceWorker: boolean
}

/** Google Maps embeds (classic and Embed API) and OpenStreetMap's embed page (the demo's map). */
export const DEFAULT_MAP_EMBED_HOSTS = [
  'https://www.google.com/maps/embed',
  'https://www.google.com/maps/embed/',
  'https://www.openstreetmap.org/export/embed.html',
]

/**
 * One MAP_EMBED_HOSTS entry as a CSP source with a path: `www.google.com/maps/embed` or
 * `https://www.google.com/maps/embed`; https only, no query, hash, credentials or wildcard.
 */
export function parseMapEmbedHost(entry: string): string | null {
  const raw = entry.trim()
  if (!raw || /[*?#\s'";,]/.test(raw)) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash)
      return null
    if (!/^[a-z0-9.-]+$/i.test(url.hostname) || !url.hostname.includes('.')) return null
    const path = url.pathname === '/' && !/\/$/.test(raw) ? '' : url.pathname
    return `${url.origin}${path}`
  } catch {
    return null
  }
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See the README section "Environment variables".',
    )
    this.name = 'EnvError'
  }
}

type Env = Record<string, string | undefined>

const DEMO_SITE_URL = 'http://localhost:9000'

function parseUrl(
  name: string,
  value: string,
  problems: string[],
  protocols = ['http:', 'https:'],
): string | undefined {
  try {
    const url = new URL(value)
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must start with ${protocols.join(' or ')}//, got "${value}"`)
      return undefined
    }
    return value.replace(/\/+$/, '')
  } catch {
    problems.push(`${name} is not a valid absolute URL: "${value}"`)
    return undefined
  }
}

const blank = (v: string | undefined): v is undefined => v === undefined || v.trim() === ''

type Problems = string[]

/** Where the content comes from: DRUPAL_BASE_URL, else the demo CMS's DEMO_CMS_URL. */
function readContentSource(env: Env, problems: Problems) {
  if (!blank(env.DRUPAL_BASE_URL)) {
    return {
      drupalBaseUrl: parseUrl('DRUPAL_BASE_URL', env.DRUPAL_BASE_URL.trim(), problems),
      demoCms: false,
    }
  }
  if (!blank(env.DEMO_CMS_URL)) {
    return {
      drupalBaseUrl: parseUrl('DEMO_CMS_URL', env.DEMO_CMS_URL.trim(), problems),
      demoCms: true,
    }
  }
  problems.push(
    'DRUPAL_BASE_URL is not set. Use `npm run build` / `npm start` (they start the demo CMS), or set DRUPAL_BASE_URL to your Drupal site.',
  )
  return { drupalBaseUrl: undefined, demoCms: false }
}

function readApiBase(env: Env, problems: Problems): string {
  const drupalApiBase = (env.DRUPAL_API_BASE ?? 'jsonapi').trim().replace(/^\/+|\/+$/g, '')
  if (!/^[a-z0-9_\-/]+$/i.test(drupalApiBase)) {
    problems.push(`DRUPAL_API_BASE must be a path such as "jsonapi", got "${env.DRUPAL_API_BASE}"`)
  }
  return drupalApiBase
}

function readBasicAuth(env: Env, problems: Problems): SiteEnv['drupalBasicAuth'] {
  const user = env.DRUPAL_BASIC_AUTH_USERNAME
  const pass = env.DRUPAL_BASIC_AUTH_PASSWORD
  if (blank(user) && blank(pass)) return undefined
  if (blank(user) || blank(pass)) {
    problems.push('DRUPAL_BASIC_AUTH_USERNAME and DRUPAL_BASIC_AUTH_PASSWORD must be set together')
    return undefined
  }
  return { username: user, password: pass }
}

/** The site's public address: required with a real Drupal, the demo's address otherwise. */
function readSiteUrl(env: Env, realDrupal: boolean, problems: Problems): string {
  if (!blank(env.SITE_URL)) {
    return parseUrl('SITE_URL', env.SITE_URL.trim(), problems) ?? DEMO_SITE_URL
  }
  if (realDrupal) {
    problems.push(
      'SITE_URL is required with DRUPAL_BASE_URL (the public address of the site, e.g. https://www.example.com.au)',
    )
  }
  return DEMO_SITE_URL
}

function readGtmId(env: Env, problems: Problems): string | undefined {
  if (blank(env.GTM_ID)) return undefined
  if (/^GTM-[A-Z0-9]{4,12}$/.test(env.GTM_ID.trim())) return env.GTM_ID.trim()
  problems.push(`GTM_ID must look like GTM-XXXXXXX, got "${env.GTM_ID}"`)
  return undefined
}

/**
 * The reCAPTCHA site key; a real Drupal needs one unless DEMO_CAPTCHA=1 (a local Drupal that
 * accepts the demo captcha).
 */
function readRecaptchaSiteKey(env: Env, realDrupal: boolean, problems: Problems) {
  let recaptchaSiteKey: string | undefined
  if (!blank(env.GATSBY_RECAPTCHA_SITE_KEY)) {
    const key = env.GATSBY_RECAPTCHA_SITE_KEY.trim()
    if (/^[A-Za-z0-9_-]{20,60}$/.test(key)) recaptchaSiteKey = key
    else problems.push('GATSBY_RECAPTCHA_SITE_KEY does not look like a reCAPTCHA site key')
  }
  const demoCaptcha = (env.DEMO_CAPTCHA ?? '').trim()
  if (!['', '0', '1'].includes(demoCaptcha)) {
    problems.push(`DEMO_CAPTCHA must be 0 or 1, got "${env.DEMO_CAPTCHA}"`)
  }
  if (realDrupal && demoCaptcha !== '1' && blank(env.GATSBY_RECAPTCHA_SITE_KEY)) {
    problems.push(
      'GATSBY_RECAPTCHA_SITE_KEY is required with DRUPAL_BASE_URL: the job and colouring forms need a reCAPTCHA v2 site key (the demo captcha only works with the demo CMS, or with DEMO_CAPTCHA=1 for a local Drupal that accepts it)',
    )
  }
  return recaptchaSiteKey
}

function readFormEndpoint(env: Env, drupalBaseUrl: string | undefined, problems: Problems) {
  if (!blank(env.GATSBY_FORM_ENDPOINT)) {
    return parseUrl('GATSBY_FORM_ENDPOINT', env.GATSBY_FORM_ENDPOINT.trim(), problems) ?? ''
  }
  return drupalBaseUrl ? `${drupalBaseUrl}/restful_forms/submitForm` : ''
}

function readMapEmbedHosts(env: Env, problems: Problems): string[] {
  if (blank(env.MAP_EMBED_HOSTS)) return DEFAULT_MAP_EMBED_HOSTS
  const entries = env.MAP_EMBED_HOSTS.split(',').filter((e) => e.trim() !== '')
  const parsed = entries.map(parseMapEmbedHost)
  entries.forEach((entry, i) => {
    if (!parsed[i])
      problems.push(
        `MAP_EMBED_HOSTS entries must be https host names with an optional path, such as www.google.com/maps/embed; got "${entry.trim()}"`,
      )
  })
  return [...new Set(parsed.filter((p): p is string => !!p))]
}

/** A 0/1 switch; anything else is a problem named with the variable. */
function readFlag(env: Env, name: string, fallback: '0' | '1', problems: Problems): boolean {
  const value = (env[name] ?? fallback).trim()
  if (!['0', '1'].includes(value)) problems.push(`${name} must be 0 or 1, got "${env[name]}"`)
  return value === '1'
}

/**
 * Validates and normalises the environment. `DEMO_CMS_URL` is set by scripts/build.mjs when
 * it starts the demo CMS; a real deployment sets `DRUPAL_BASE_URL` instead.
 */
export function readEnv(env: Env): SiteEnv {
  const problems: Problems = []
  const { drupalBaseUrl, demoCms } = readContentSource(env, problems)
  const realDrupal = !demoCms && !!drupalBaseUrl
  const result = {
    drupalBaseUrl,
    demoCms,
    drupalApiBase: readApiBase(env, problems),
    drupalBasicAuth: readBasicAuth(env, problems),
    siteUrl: readSiteUrl(env, realDrupal, problems),
    gtmId: readGtmId(env, problems),
    recaptchaSiteKey: readRecaptchaSiteKey(env, realDrupal, problems),
    formEndpoint: readFormEndpoint(env, drupalBaseUrl, problems),
    mapEmbedHosts: readMapEmbedHosts(env, problems),
    drupalFastBuilds: readFlag(env, 'DRUPAL_FAST_BUILDS', '0', problems),
    preview: readFlag(env, 'PREVIEW', '0', problems),
    graphqlTypegen: readFlag(env, 'GRAPHQL_TYPEGEN', '1', problems),
    serviceWorker: readFlag(env, 'SERVICE_WORKER', '1', problems),
  }
  if (problems.length > 0 || !drupalBaseUrl) throw new EnvError(problems)
  return { ...result, drupalBaseUrl }
}

let cached: SiteEnv | undefined
/**
 * The GATSBY_* variables the browser bundle reads (Gatsby inlines `process.env.GATSBY_*` at
 * build): the form endpoint, which captcha provider the forms use, whether this is the
 * preview server and whether the pages start the service worker.
 */
export function browserEnv(env: SiteEnv): Record<string, string> {
  return {
    GATSBY_FORM_ENDPOINT: env.formEndpoint,
    GATSBY_CAPTCHA_PROVIDER: env.recaptchaSiteKey ? 'recaptcha' : 'demo',
    GATSBY_SERVICE_WORKER: env.serviceWorker ? 'on' : 'off',
    ...(env.preview ? { GATSBY_PREVIEW: '1' } : {}),
  }
}

/** `readEnv(process.env)`, once per process; also publishes `browserEnv` to process.env. */
export function loadEnv(): SiteEnv {
  if (!cached) {
    cached = readEnv(process.env)
    Object.assign(process.env, browserEnv(cached))
  }
  return cached
}
