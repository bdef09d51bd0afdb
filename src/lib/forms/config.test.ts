import { RECAPTCHA_TEST_SITE_KEY, resolveFormConfig } from './config'

describe('resolveFormConfig', () => {
  const endpoint = 'http://127.0.0.1:4010/restful_forms/submitForm'
  it('uses the demo captcha only on a demo build without a site key', () => {
    expect(
      resolveFormConfig({ GATSBY_FORM_ENDPOINT: endpoint, GATSBY_CAPTCHA_PROVIDER: 'demo' }),
    ).toEqual({ endpoint, captcha: 'demo', recaptchaSiteKey: '' })
  })
  it('uses reCAPTCHA with the configured site key', () => {
    expect(
      resolveFormConfig({
        GATSBY_FORM_ENDPOINT: endpoint,
        GATSBY_CAPTCHA_PROVIDER: 'recaptcha',
        GATSBY_RECAPTCHA_SITE_KEY: 'site-key',
      }),
    ).toEqual({ endpoint, captcha: 'recaptcha', recaptchaSiteKey: 'site-key' })
  })
  it('lets a demo build try reCAPTCHA with the test key, and nothing else switch to the demo', () => {
    expect(resolveFormConfig({ GATSBY_CAPTCHA_PROVIDER: 'demo' }, '?captcha=recaptcha')).toEqual({
      endpoint: '',
      captcha: 'recaptcha',
      recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
    })
    expect(
      resolveFormConfig(
        { GATSBY_CAPTCHA_PROVIDER: 'recaptcha', GATSBY_RECAPTCHA_SITE_KEY: 'k' },
        '?captcha=demo',
      ).captcha,
    ).toBe('recaptcha')
  })
})
