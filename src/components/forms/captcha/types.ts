import type React from 'react'
import type { CaptchaProviderId } from '../../../lib/forms/config'

/** What a captcha widget reports (verified with a token, expired). */
export interface CaptchaCallbacks {
  /** The visitor passed: submit is enabled with this token. */
  onVerified: (token: string) => void
  /** The token expired: it is cleared and submit is disabled again. */
  onExpired: () => void
  /** The widget failed (e.g. its script did not load): no token. */
  onError: () => void
}

export interface CaptchaWidgetProps extends CaptchaCallbacks {
  /** Prefix for ids inside the widget. */
  id: string
  /** reCAPTCHA site key (unused by the demo provider). */
  siteKey: string
}

/** A captcha provider: reCAPTCHA v2 in production, the demo provider on the demo CMS. */
export interface CaptchaProvider {
  id: CaptchaProviderId
  Widget: React.ComponentType<CaptchaWidgetProps>
}
