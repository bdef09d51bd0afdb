/** @jest-environment node */
import { readEnv, EnvError, browserEnv, DEFAULT_MAP_EMBED_HOSTS, parseMapEmbedHost } from './env'

const problemsOf = (env: Record<string, string>) => {
  try {
    readEnv(env)
  } catch (e) {
    return (e as EnvError).problems
  }
  return []
}

const RECAPTCHA_KEY = '6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

describe('readEnv', () => {
  it('uses the demo CMS when only DEMO_CMS_URL is set, with the demo site URL', () => {
    const env = readEnv({ DEMO_CMS_URL: 'http://127.0.0.1:4010/' })
    expect(env).toMatchObject({
      drupalBaseUrl: 'http://127.0.0.1:4010',
      demoCms: true,
      drupalApiBase: 'jsonapi',
      siteUrl: 'http://localhost:9000',
      formEndpoint: 'http://127.0.0.1:4010/restful_forms/submitForm',
      graphqlTypegen: true,
    })
    expect(env.gtmId).toBeUndefined()
  })

  it('turns GraphQL type generation off with GRAPHQL_TYPEGEN=0 (publisher builds)', () => {
    const demo = { DEMO_CMS_URL: 'http://127.0.0.1:4010' }
    expect(readEnv({ ...demo, GRAPHQL_TYPEGEN: '0' }).graphqlTypegen).toBe(false)
    expect(readEnv({ ...demo, GRAPHQL_TYPEGEN: '1' }).graphqlTypegen).toBe(true)
    expect(problemsOf({ ...demo, GRAPHQL_TYPEGEN: 'no' })).toEqual([
      'GRAPHQL_TYPEGEN must be 0 or 1, got "no"',
    ])
  })

  it('fetches only the changes with DRUPAL_FAST_BUILDS=1 (publisher builds, the scale benchmark)', () => {
    const drupal = {
      DRUPAL_BASE_URL: 'https://cms.example.com.au',
      SITE_URL: 'https://www.example.com.au',
      GATSBY_RECAPTCHA_SITE_KEY: RECAPTCHA_KEY,
    }
    expect(readEnv(drupal).drupalFastBuilds).toBe(false)
    expect(readEnv({ ...drupal, DRUPAL_FAST_BUILDS: '1' }).drupalFastBuilds).toBe(true)
    expect(problemsOf({ ...drupal, DRUPAL_FAST_BUILDS: 'yes' })).toEqual([
      'DRUPAL_FAST_BUILDS must be 0 or 1, got "yes"',
    ])
    // The demo CMS answers the sync endpoint too (from its change log, or "fetch everything").
    expect(
      readEnv({ DEMO_CMS_URL: 'http://127.0.0.1:4010', DRUPAL_FAST_BUILDS: '1' }).drupalFastBuilds,
    ).toBe(true)
  })

  it('prefers DRUPAL_BASE_URL and then requires SITE_URL', () => {
    expect(
      problemsOf({
        DRUPAL_BASE_URL: 'https://cms.example.com.au',
        GATSBY_RECAPTCHA_SITE_KEY: RECAPTCHA_KEY,
      }),
    ).toEqual([expect.stringContaining('SITE_URL is required')])
    const env = readEnv({
      DRUPAL_BASE_URL: 'https://cms.example.com.au',
      DEMO_CMS_URL: 'http://127.0.0.1:4010',
      SITE_URL: 'https://www.example.com.au/',
      GATSBY_RECAPTCHA_SITE_KEY: RECAPTCHA_KEY,
    })
    expect(env.demoCms).toBe(false)
    expect(env.drupalBaseUrl).toBe('https://cms.example.com.au')
    expect(env.siteUrl).toBe('https://www.example.com.au')
  })

  it('names every bad value at once', () => {
    const problems = problemsOf({
      DRUPAL_BASE_URL: 'cms.example.com.au',
      SITE_URL: 'ftp://x',
      GTM_ID: 'UA-123',
      DRUPAL_BASIC_AUTH_USERNAME: 'editor',
    })
    expect(problems).toEqual([
      'DRUPAL_BASE_URL is not a valid absolute URL: "cms.example.com.au"',
      'DRUPAL_BASIC_AUTH_USERNAME and DRUPAL_BASIC_AUTH_PASSWORD must be set together',
      'SITE_URL must start with http: or https://, got "ftp://x"',
      'GTM_ID must look like GTM-XXXXXXX, got "UA-123"',
    ])
  })

  it('explains how to build when no source is configured', () => {
    expect(() => readEnv({})).toThrow(/DRUPAL_BASE_URL is not set\. Use `npm run build`/)
  })

  it('accepts a tag manager id and basic auth', () => {
    const env = readEnv({
      DEMO_CMS_URL: 'http://127.0.0.1:4010',
      GTM_ID: 'GTM-AB12CD3',
      DRUPAL_BASIC_AUTH_USERNAME: 'u',
      DRUPAL_BASIC_AUTH_PASSWORD: 'p',
    })
    expect(env.gtmId).toBe('GTM-AB12CD3')
    expect(env.drupalBasicAuth).toEqual({ username: 'u', password: 'p' })
  })

  it('fails a real Drupal build without a reCAPTCHA site key, so the demo captcha never ships', () => {
    expect(
      problemsOf({ DRUPAL_BASE_URL: 'https://cms.example.com.au', SITE_URL: 'https://x.com.au' }),
    ).toEqual([
      'GATSBY_RECAPTCHA_SITE_KEY is required with DRUPAL_BASE_URL: the job and colouring forms need a reCAPTCHA v2 site key (the demo captcha only works with the demo CMS, or with DEMO_CAPTCHA=1 for a local Drupal that accepts it)',
    ])
    const env = readEnv({
      DRUPAL_BASE_URL: 'https://cms.example.com.au',
      SITE_URL: 'https://x.com.au',
      GATSBY_RECAPTCHA_SITE_KEY: RECAPTCHA_KEY,
      GATSBY_FORM_ENDPOINT: 'https://forms.example.com.au/submit',
    })
    expect(browserEnv(env)).toEqual({
      GATSBY_FORM_ENDPOINT: 'https://forms.example.com.au/submit',
      GATSBY_CAPTCHA_PROVIDER: 'recaptcha',
      GATSBY_SERVICE_WORKER: 'on',
    })
  })

  it('uses the demo captcha with a real Drupal only when DEMO_CAPTCHA=1 says its endpoint accepts it', () => {
    const local = { DRUPAL_BASE_URL: 'http://127.0.0.1:8888', SITE_URL: 'http://localhost:9000' }
    expect(browserEnv(readEnv({ ...local, DEMO_CAPTCHA: '1' }))).toEqual({
      GATSBY_FORM_ENDPOINT: 'http://127.0.0.1:8888/restful_forms/submitForm',
      GATSBY_CAPTCHA_PROVIDER: 'demo',
      GATSBY_SERVICE_WORKER: 'on',
    })
    expect(problemsOf({ ...local, DEMO_CAPTCHA: '0' })).toHaveLength(1)
    expect(problemsOf({ ...local, DEMO_CAPTCHA: 'yes' })).toEqual([
      'DEMO_CAPTCHA must be 0 or 1, got "yes"',
      expect.stringContaining('GATSBY_RECAPTCHA_SITE_KEY is required'),
    ])
  })

  it('marks the preview server (PREVIEW=1) for the browser, and nothing else', () => {
    const local = {
      DRUPAL_BASE_URL: 'http://127.0.0.1:8888',
      SITE_URL: 'http://localhost:9000',
      DEMO_CAPTCHA: '1',
    }
    const preview = readEnv({ ...local, PREVIEW: '1' })
    expect(preview.preview).toBe(true)
    expect(browserEnv(preview).GATSBY_PREVIEW).toBe('1')
    expect(readEnv(local).preview).toBe(false)
    expect(browserEnv(readEnv(local))).not.toHaveProperty('GATSBY_PREVIEW')
    expect(problemsOf({ ...local, PREVIEW: 'yes' })).toEqual(['PREVIEW must be 0 or 1, got "yes"'])
  })

  it('starts the service worker unless SERVICE_WORKER=0 switches it off', () => {
    const demo = { DEMO_CMS_URL: 'http://127.0.0.1:4010' }
    expect(readEnv(demo).serviceWorker).toBe(true)
    expect(browserEnv(readEnv(demo)).GATSBY_SERVICE_WORKER).toBe('on')
    const off = readEnv({ ...demo, SERVICE_WORKER: '0' })
    expect(off.serviceWorker).toBe(false)
    expect(browserEnv(off).GATSBY_SERVICE_WORKER).toBe('off')
    expect(problemsOf({ ...demo, SERVICE_WORKER: 'off' })).toEqual([
      'SERVICE_WORKER must be 0 or 1, got "off"',
    ])
  })

  it('uses the demo captcha on the demo CMS without a site key, posting to the demo CMS', () => {
    expect(browserEnv(readEnv({ DEMO_CMS_URL: 'http://127.0.0.1:4010' }))).toEqual({
      GATSBY_FORM_ENDPOINT: 'http://127.0.0.1:4010/restful_forms/submitForm',
      GATSBY_CAPTCHA_PROVIDER: 'demo',
      GATSBY_SERVICE_WORKER: 'on',
    })
    expect(
      browserEnv(
        readEnv({
          DEMO_CMS_URL: 'http://127.0.0.1:4010',
          GATSBY_RECAPTCHA_SITE_KEY: RECAPTCHA_KEY,
        }),
      ).GATSBY_CAPTCHA_PROVIDER,
    ).toBe('recaptcha')
  })

  it('allows the default map embeds, or the MAP_EMBED_HOSTS list as CSP sources', () => {
    const demo = { DEMO_CMS_URL: 'http://127.0.0.1:4010' }
    expect(DEFAULT_MAP_EMBED_HOSTS).toEqual([
      'https://www.google.com/maps/embed',
      'https://www.google.com/maps/embed/',
      'https://www.openstreetmap.org/export/embed.html',
    ])
    expect(readEnv(demo).mapEmbedHosts).toEqual(DEFAULT_MAP_EMBED_HOSTS)
    expect(
      readEnv({
        ...demo,
        MAP_EMBED_HOSTS: ' www.google.com/maps/embed , https://maps.example.org/embed/,',
      }).mapEmbedHosts,
    ).toEqual(['https://www.google.com/maps/embed', 'https://maps.example.org/embed/'])
    expect(
      problemsOf({ ...demo, MAP_EMBED_HOSTS: 'http://maps.example.org,*.google.com' }),
    ).toEqual([
      'MAP_EMBED_HOSTS entries must be https host names with an optional path, such as www.google.com/maps/embed; got "http://maps.example.org"',
      'MAP_EMBED_HOSTS entries must be https host names with an optional path, such as www.google.com/maps/embed; got "*.google.com"',
    ])
  })

  it('reads a map embed host like a CSP source with a path', () => {
    expect(parseMapEmbedHost('www.google.com/maps/embed')).toBe('https://www.google.com/maps/embed')
    expect(parseMapEmbedHost('https://maps.example.org')).toBe('https://maps.example.org')
    expect(parseMapEmbedHost('https://maps.example.org/')).toBe('https://maps.example.org/')
    for (const bad of [
      '',
      'localhost',
      'https://a.example.org/x?y=1',
      'https://u:p@a.example.org',
      "a.example.org/'self'",
    ])
      expect(parseMapEmbedHost(bad)).toBeNull()
  })
})
