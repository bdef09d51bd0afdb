import React, { useEffect, useRef, useState } from 'react'
import * as S from '../Form.styles'
import { loadRecaptcha } from './loadRecaptcha'
import type { CaptchaWidgetProps } from './types'

/** reCAPTCHA v2 checkbox, rendered explicitly into its container once the script is loaded. */
export function RecaptchaWidget({
  id,
  siteKey,
  onVerified,
  onExpired,
  onError,
}: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null)
  const callbacks = useRef({ onVerified, onExpired, onError })
  callbacks.current = { onVerified, onExpired, onError }
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !container.current) return
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => callbacks.current.onVerified(token),
          'expired-callback': () => callbacks.current.onExpired(),
          'error-callback': () => callbacks.current.onError(),
        })
      })
      .catch(() => {
        if (cancelled) return
        setFailed(true)
        callbacks.current.onError()
      })
    return () => {
      cancelled = true
    }
  }, [siteKey])

  return (
    <S.CaptchaBox>
      <div id={`${id}-recaptcha`} ref={container} data-captcha="recaptcha" />
      {failed && (
        <S.ErrorMessage role="alert">
          The spam check could not be loaded. Please reload and try again.
        </S.ErrorMessage>
      )}
    </S.CaptchaBox>
  )
}
