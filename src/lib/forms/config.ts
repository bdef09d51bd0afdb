/**
 * Build-time form settings for the browser. Gatsby inlines `process.env.GATSBY_*` at build;
 * gatsby/source/env.ts sets GATSBY_FORM_ENDPOINT and GATSBY_CAPTCHA_PROVIDER from the validated
 * environment (the demo provider only ever on the demo CMS).
 */
export type CaptchaProviderId = 'recaptcha' | 'demo'

export interface FormConfig {
  endpoint: string
  captcha: CaptchaProviderId
  recaptchaSiteKey: string
}

/** Google's published reCAPTCHA v2 test key (always passes); used by the demo's `?captcha=recaptcha`. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI'

export function resolveFormConfig(
  env: {
    GATSBY_FORM_ENDPOINT?: string
    GATSBY_CAPTCHA_PROVIDER?: string
    GATSBY_RECAPTCHA_SITE_KEY?: string
  },
  search = '',
): FormConfig {
  const endpoint = env.GATSBY_FORM_ENDPOINT ?? ''
  const siteKey = env.GATSBY_RECAPTCHA_SITE_KEY ?? ''
  if (env.GATSBY_CAPTCHA_PROVIDER === 'demo' && !siteKey) {
    // Demo builds only: `?captcha=recaptcha` shows the reCAPTCHA widget with Google's test key.
    if (new URLSearchParams(search).get('captcha') === 'recaptcha') {
      return { endpoint, captcha: 'recaptcha', recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY }
    }
    return { endpoint, captcha: 'demo', recaptchaSiteKey: '' }
  }
  return { endpoint, captcha: 'recaptcha', recaptchaSiteKey: siteKey }
}

/** The settings of this build (call in the browser, after mount). */
export function formConfig(): FormConfig {
  return resolveFormConfig(
    {
      GATSBY_FORM_ENDPOINT: process.env.GATSBY_FORM_ENDPOINT,
      GATSBY_CAPTCHA_PROVIDER: process.env.GATSBY_CAPTCHA_PROVIDER,
      GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY,
    },
    typeof window === 'undefined' ? '' : window.location.search,
  )
}
