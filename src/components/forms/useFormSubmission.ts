import { useCallback, useEffect, useRef, useState } from 'react'
import { formConfig } from '../../lib/forms/config'
import { nextStatus, type FormEvent, type FormStatus } from '../../lib/forms/state'
import { submitForm } from '../../lib/forms/submit'
import type { FieldError } from '../../lib/forms/validators'
import { track } from '../../lib/tracking'

interface Options {
  /** Name used in analytics events (never personal data). */
  analyticsLabel: string
  /** Validates the current values (reads the chosen file's first bytes). */
  validate: () => Promise<FieldError[]>
  /** The multipart body for a valid form, with the captcha token. */
  buildBody: (captchaToken: string) => FormData
}

/**
 * The shared submit flow of the forms: captcha token, validation with an
 * error summary, idle → submitting → success | error, one request at a time.
 */
export function useFormSubmission({ analyticsLabel, validate, buildBody }: Options) {
  const [status, setStatus] = useState<FormStatus>('idle')
  const [errors, setErrors] = useState<FieldError[]>([])
  const [token, setToken] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const inFlight = useRef(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<FormStatus>('idle')

  const transition = useCallback((event: FormEvent) => {
    statusRef.current = nextStatus(statusRef.current, event)
    setStatus(statusRef.current)
  }, [])

  useEffect(() => {
    if (attempt > 0 && errors.length > 0) summaryRef.current?.focus()
  }, [attempt, errors])

  useEffect(() => {
    if (status === 'success') successRef.current?.focus()
  }, [status])

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      // Inert without a captcha token, while a request is in flight, and after success.
      if (!token || inFlight.current || statusRef.current === 'success') return
      inFlight.current = true
      try {
        transition('submit') // clears a previous error box
        const found = await validate()
        setErrors(found)
        setAttempt((n) => n + 1)
        if (found.length > 0) {
          transition('invalid')
          track('form_submission', 'Forms', 'validation error', analyticsLabel)
          return
        }
        track('form_submission', 'Forms', 'submit', analyticsLabel)
        const result = await submitForm(formConfig().endpoint, buildBody(token))
        if (result.ok) {
          transition('succeeded')
          track('form_submission', 'Forms', 'success', analyticsLabel)
        } else {
          transition('failed')
          track(
            'form_submission',
            'Forms',
            'error',
            analyticsLabel,
            result.reason === 'http' ? result.status : 0,
          )
        }
      } finally {
        inFlight.current = false
      }
    },
    [token, validate, buildBody, transition, analyticsLabel],
  )

  return {
    status,
    errors,
    errorFor: (field: string) => errors.find((e) => e.field === field)?.message,
    token,
    captcha: {
      onVerified: (value: string) => setToken(value),
      onExpired: () => setToken(null),
      onError: () => setToken(null),
    },
    onSubmit,
    summaryRef,
    successRef,
  }
}
