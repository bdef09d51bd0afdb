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

/**
 * Validates and normalises the environment. `DEMO_CMS_URL` is set by scripts/build.mjs when
 * it starts the demo CMS; a real deployment sets `DRUPAL_BASE_URL` instead.
 */
export function readEnv(env: Env): SiteEnv {
  const problems: string[] = []
  const demoUrl = env.DEMO_CMS_URL
  const realUrl = env.DRUPAL_BASE_URL
  let drupalBaseUrl: string | undefined
  let demoCms = false

  if (!blank(realUrl)) {
    drupalBaseUrl = parseUrl('DRUPAL_BASE_URL', realUrl.trim(), problems)
  } else if (!blank(demoUrl)) {
    drupalBaseUrl = parseUrl('DEMO_CMS_URL', demoUrl.trim(), problems)
    demoCms = true
  } else {
    problems.push(
      'DRUPAL_BASE_URL is not set. Use `npm run build` / `npm start` (they start the demo CMS), or set DRUPAL_BASE_URL to your Drupal site.',
    )
  }

  const drupalApiBase = (env.DRUPAL_API_BASE ?? 'jsonapi').trim().replace(/^\/+|\/+$/g, '')
  if (!/^[a-z0-9_\-/]+$/i.test(drupalApiBase)) {
    problems.push(`DRUPAL_API_BASE must be a path such as "jsonapi", got "${env.DRUPAL_API_BASE}"`)
  }

  let drupalBasicAuth: SiteEnv['drupalBasicAuth']
  const user = env.DRUPAL_BASIC_AUTH_USERNAME
  const pass = env.DRUPAL_BASIC_AUTH_PASSWORD
  if (!blank(user) || !blank(pass)) {
    if (blank(user) || blank(pass)) {
      problems.push(
        'DRUPAL_BASIC_AUTH_USERNAME and DRUPAL_BASIC_AUTH_PASSWORD must be set together',
      )
    } else {
      drupalBasicAuth = { username: user, password: pass }
    }
  }

  let siteUrl = DEMO_SITE_URL
  if (!blank(env.SITE_URL)) {
    siteUrl = parseUrl('SITE_URL', env.SITE_URL.trim(), problems) ?? DEMO_SITE_URL
  } else if (!demoCms && drupalBaseUrl) {
    problems.push(
      'SITE_URL is required with DRUPAL_BASE_URL (the public address of the site, e.g. https://www.example.com.au)',
    )
  }

  let gtmId: string | undefined
  if (!blank(env.GTM_ID)) {
    if (/^GTM-[A-Z0-9]{4,12}$/.test(env.GTM_ID.trim())) gtmId = env.GTM_ID.trim()
    else problems.push(`GTM_ID must look like GTM-XXXXXXX, got "${env.GTM_ID}"`)
  }

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
  if (
    drupalBaseUrl &&
    !demoCms &&
    demoCaptcha !== '1' &&
    !recaptchaSiteKey &&
    blank(env.GATSBY_RECAPTCHA_SITE_KEY)
  ) {
    problems.push(
      'GATSBY_RECAPTCHA_SITE_KEY is required with DRUPAL_BASE_URL: the job and colouring forms need a reCAPTCHA v2 site key (the demo captcha only works with the demo CMS, or with DEMO_CAPTCHA=1 for a local Drupal that accepts it)',
    )
  }

  let formEndpoint = drupalBaseUrl ? `${drupalBaseUrl}/restful_forms/submitForm` : ''
  if (!blank(env.GATSBY_FORM_ENDPOINT)) {
    formEndpoint = parseUrl('GATSBY_FORM_ENDPOINT', env.GATSBY_FORM_ENDPOINT.trim(), problems) ?? ''
  }

  let mapEmbedHosts = DEFAULT_MAP_EMBED_HOSTS
  if (!blank(env.MAP_EMBED_HOSTS)) {
    const entries = env.MAP_EMBED_HOSTS.split(',').filter((e) => e.trim() !== '')
    const parsed = entries.map(parseMapEmbedHost)
    entries.forEach((entry, i) => {
      if (!parsed[i])
        problems.push(
          `MAP_EMBED_HOSTS entries must be https host names with an optional path, such as www.google.com/maps/embed; got "${entry.trim()}"`,
        )
    })
    mapEmbedHosts = [...new Set(parsed.filter((p): p is string => !!p))]
  }

  const fastBuilds = (env.DRUPAL_FAST_BUILDS ?? '0').trim()
  if (!['0', '1'].includes(fastBuilds)) {
    problems.push(`DRUPAL_FAST_BUILDS must be 0 or 1, got "${env.DRUPAL_FAST_BUILDS}"`)
  }

  const preview = (env.PREVIEW ?? '0').trim()
  if (!['0', '1'].includes(preview)) {
    problems.push(`PREVIEW must be 0 or 1, got "${env.PREVIEW}"`)
  }

  const typegen = (env.GRAPHQL_TYPEGEN ?? '1').trim()
  if (!['0', '1'].includes(typegen)) {
    problems.push(`GRAPHQL_TYPEGEN must be 0 or 1, got "${env.GRAPHQL_TYPEGEN}"`)
  }

  if (problems.length > 0 || !drupalBaseUrl) throw new EnvError(problems)

  return {
    drupalBaseUrl,
    demoCms,
    drupalApiBase,
    drupalBasicAuth,
    drupalFastBuilds: fastBuilds === '1',
    siteUrl,
    gtmId,
    formEndpoint,
    recaptchaSiteKey,
    mapEmbedHosts,
    graphqlTypegen: typegen !== '0',
    preview: preview === '1',
  }
}

let cached: SiteEnv | undefined
/**
 * The GATSBY_* variables the browser bundle reads (Gatsby inlines `process.env.GATSBY_*` at
 * build): the form endpoint, which captcha provider the forms use, and whether this is the
 * preview server.
 */
export function browserEnv(env: SiteEnv): Record<string, string> {
  return {
    GATSBY_FORM_ENDPOINT: env.formEndpoint,
    GATSBY_CAPTCHA_PROVIDER: env.recaptchaSiteKey ? 'recaptcha' : 'demo',
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
