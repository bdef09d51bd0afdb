/**
 * The form state machine: idle → submitting → success | error. A new attempt
 * clears the error; while submitting, another submit is ignored.
 */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'error'

export type FormEvent = 'submit' | 'succeeded' | 'failed' | 'invalid'

export function nextStatus(status: FormStatus, event: FormEvent): FormStatus {
  switch (event) {
    case 'submit':
      return status === 'submitting' || status === 'success' ? status : 'submitting'
    case 'succeeded':
      return status === 'submitting' ? 'success' : status
    case 'failed':
      return status === 'submitting' ? 'error' : status
    case 'invalid':
      // Validation failed before sending: back to idle (a previous error box is cleared too).
      return status === 'submitting' ? 'idle' : status
  }
}
