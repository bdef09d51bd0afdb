import React from 'react'
import * as S from './Form.styles'
import { MESSAGES } from '../../lib/forms/constants'
import type { FormStatus } from '../../lib/forms/state'

/** 'Submission sent' and the form's confirmation text; receives focus when shown. */
export const SuccessPanel = React.forwardRef<HTMLDivElement, { id: string; text: string }>(
  function SuccessPanel({ id, text }, ref) {
    return (
      <S.Success ref={ref} tabIndex={-1} role="status" aria-labelledby={`${id}-success-title`}>
        <h2 id={`${id}-success-title`}>{MESSAGES.successTitle}</h2>
        <p>{text}</p>
      </S.Success>
    )
  },
)

/** The submit button and, when the submission failed, the failure box above it. */
export function SubmitArea({
  id,
  status,
  hasToken,
}: {
  id: string
  status: FormStatus
  hasToken: boolean
}) {
  const submitting = status === 'submitting'
  const hintId = `${id}-captcha-hint`
  return (
    <S.Actions>
      <div role="alert">
        {status === 'error' && (
          <S.FailureBox data-testid="form-failure">
            <p>{MESSAGES.failureTitle}</p>
            <p>{MESSAGES.failureText}</p>
          </S.FailureBox>
        )}
      </div>
      {!hasToken && <S.Hint id={hintId}>Complete the captcha to submit the form.</S.Hint>}
      <S.SubmitButton
        type="submit"
        disabled={!hasToken || submitting}
        aria-describedby={!hasToken ? hintId : undefined}
      >
        {submitting ? MESSAGES.submitting : MESSAGES.submit}
      </S.SubmitButton>
    </S.Actions>
  )
}
