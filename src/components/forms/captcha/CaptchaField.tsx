import React, { useEffect, useState } from 'react'
import { formConfig, type FormConfig } from '../../../lib/forms/config'
import { DemoCaptchaWidget } from './DemoCaptchaWidget'
import { RecaptchaWidget } from './RecaptchaWidget'
import type { CaptchaCallbacks, CaptchaProvider } from './types'

const CAPTCHA_PROVIDERS: Record<CaptchaProvider['id'], CaptchaProvider> = {
  recaptcha: { id: 'recaptcha', Widget: RecaptchaWidget },
  demo: { id: 'demo', Widget: DemoCaptchaWidget },
}

/**
 * The form's captcha. The provider is chosen after mount (it depends on the build and, on demo
 * builds, the `?captcha=recaptcha` switch), so the reCAPTCHA script is only fetched in the
 * browser when a form is on screen.
 */
export function CaptchaField({ id, ...callbacks }: CaptchaCallbacks & { id: string }) {
  const [config, setConfig] = useState<FormConfig | null>(null)
  useEffect(() => setConfig(formConfig()), [])
  if (!config) return <div style={{ minHeight: 78 }} aria-hidden="true" />
  const { Widget } = CAPTCHA_PROVIDERS[config.captcha]
  return <Widget id={id} siteKey={config.recaptchaSiteKey} {...callbacks} />
}
