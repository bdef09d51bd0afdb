/** @jest-environment node */
import { readEnv, EnvError } from './env'

const problemsOf = (env: Record<string, string>) => {
  try {
    readEnv(env)
  } catch (e) {
    return (e as EnvError).problems
  }
  return []
}

describe('readEnv', () => {
  it('uses the demo CMS when only DEMO_CMS_URL is set, with the demo site URL', () => {
    const env = readEnv({ DEMO_CMS_URL: 'http://127.0.0.1:4010/' })
    expect(env).toMatchObject({
      drupalBaseUrl: 'http://127.0.0.1:4010',
      demoCms: true,
      drupalApiBase: 'jsonapi',
      siteUrl: 'http://localhost:9000',
      formEndpoint: 'http://127.0.0.1:4010/restful_forms/submitForm',
    })
    expect(env.gtmId).toBeUndefined()
  })

  it('prefers DRUPAL_BASE_URL and then requires SITE_URL', () => {
    expect(problemsOf({ DRUPAL_BASE_URL: 'https://cms.example.com.au' })).toEqual([
      expect.stringContaining('SITE_URL is required'),
    ])
    const env = readEnv({
      DRUPAL_BASE_URL: 'https://cms.example.com.au',
      DEMO_CMS_URL: 'http://127.0.0.1:4010',
      SITE_URL: 'https://www.example.com.au/',
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
})
