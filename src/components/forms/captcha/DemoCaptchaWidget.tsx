import React, { useEffect, useRef, useState } from 'react'
import * as S from '../Form.styles'
import { DEMO_CAPTCHA_TOKEN } from '../../../lib/forms/constants'
import type { CaptchaWidgetProps } from './types'

/** Like a reCAPTCHA v2 token, a demo token expires after two minutes. */
const DEMO_TOKEN_LIFETIME_MS = 2 * 60 * 1000

/**
 * The demo captcha: a clearly labelled stand-in for reCAPTCHA, used only by demo builds (the
 * build refuses a real Drupal without a reCAPTCHA site key). Only the demo CMS accepts its token.
 */
export function DemoCaptchaWidget({ id, onVerified, onExpired }: CaptchaWidgetProps) {
  const [checked, setChecked] = useState(false)
  const [expired, setExpired] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => () => clearTimeout(timer.current), [])

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    clearTimeout(timer.current)
    setExpired(false)
    setChecked(event.target.checked)
    if (event.target.checked) {
      onVerified(DEMO_CAPTCHA_TOKEN)
      timer.current = setTimeout(() => {
        setChecked(false)
        setExpired(true)
        onExpired()
      }, DEMO_TOKEN_LIFETIME_MS)
    } else {
      onExpired()
    }
  }

  const noteId = `${id}-demo-note`
  const expiredId = `${id}-demo-expired`
  return (
    <S.DemoCaptcha data-captcha="demo">
      <legend>Demo captcha</legend>
      <p id={noteId}>Demo site only: this stands in for reCAPTCHA and is not a real spam check.</p>
      <S.CheckRow>
        <input
          id={`${id}-demo`}
          type="checkbox"
          checked={checked}
          onChange={handleChange}
          aria-describedby={expired ? `${noteId} ${expiredId}` : noteId}
        />
        <label htmlFor={`${id}-demo`}>I&rsquo;m not a robot</label>
      </S.CheckRow>
      {expired && (
        <S.ErrorMessage id={expiredId} role="alert">
          Verification expired. Check the box again.
        </S.ErrorMessage>
      )}
    </S.DemoCaptcha>
  )
}
