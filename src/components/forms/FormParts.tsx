import React from 'react'
import * as S from './Form.styles'
import { MESSAGES } from '../../lib/forms/constants'
import type { FormStatus } from '../../lib/forms/state'
import { ErrorSummary } from './ErrorSummary'
import { CaptchaField } from './captcha/CaptchaField'
import { EARLY_INPUT, useEarlyInput } from './earlyInput'
import type { useFormSubmission } from './useFormSubmission'

/** 'Submission sent' and the form's confirmation text; receives focus when shown. */
const SuccessPanel = React.forwardRef<HTMLDivElement, { id: string; text: string }>(
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
function SubmitArea({
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

interface FormShellProps {
  /** Prefix of the form's element ids (heading, summary, success panel, captcha). */
  id: string
  heading: string
  /** Confirmation text shown in place of the form after a successful submission. */
  successText: string
  form: ReturnType<typeof useFormSubmission>
  /** The form's own fields. */
  children: React.ReactNode
}

/**
 * Everything the site's forms share around their fields: the labelled section, the success
 * panel that replaces the form, the required-fields note, the error summary, the captcha
 * and the submit area. What a visitor fills in before hydration is kept (useEarlyInput); the
 * form cannot be sent before then, as its submit button waits for the captcha.
 */
export function FormShell({ id, heading, successText, form, children }: FormShellProps) {
  const earlyInput = useEarlyInput()
  return (
    <S.FormWrap as="section" aria-labelledby={`${id}-heading`} id={id}>
      <S.Heading id={`${id}-heading`}>{heading}</S.Heading>
      {form.status === 'success' ? (
        <SuccessPanel ref={form.successRef} id={id} text={successText} />
      ) : (
        <>
          <S.Intro>Fields marked with an asterisk (*) are required.</S.Intro>
          <S.Form
            ref={earlyInput}
            {...EARLY_INPUT}
            noValidate
            onSubmit={form.onSubmit}
            aria-labelledby={`${id}-heading`}
          >
            <ErrorSummary ref={form.summaryRef} id={`${id}-summary`} errors={form.errors} />
            {children}
            <CaptchaField id={id} {...form.captcha} />
            <SubmitArea id={id} status={form.status} hasToken={Boolean(form.token)} />
          </S.Form>
        </>
      )}
    </S.FormWrap>
  )
}
