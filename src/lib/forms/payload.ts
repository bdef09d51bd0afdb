/**
 * Builds the multipart bodies of the two forms with the exact field names and values the
 * Drupal form endpoint expects. `entries` are plain [name, value] pairs (easy to test);
 * `toFormData` turns them into the request body.
 */
import { COLOURING_FORM_LABEL, CONSENT_VALUE, FIELD, JOB_FORM_ID, TERMS_VALUE } from './constants'

export type PayloadEntry = [name: string, value: string | File]

export interface JobInfo {
  /** The listing's Drupal id (job_id): the endpoint takes the recipient from this listing. */
  id: string
  /** The job title (position). */
  title: string
  /** The employer store's title (retailer). */
  employer: string
  /** The listing's job email (retailer recipient). */
  jobEmail: string
}

/** The hidden 'form' value of a job application. */
export function jobFormLabel(position: string, store: string): string {
  return `Job Application for ${position} at ${store}`
}

export function jobApplicationEntries(
  job: JobInfo,
  values: { fullName: string; email: string; phone: string; resume: File | null },
  captchaToken: string,
): PayloadEntry[] {
  const entries: PayloadEntry[] = [
    [FIELD.formId, JOB_FORM_ID],
    [FIELD.captcha, captchaToken],
    [FIELD.form, jobFormLabel(job.title, job.employer)],
    [FIELD.retailer, job.employer],
    [FIELD.position, job.title],
    [FIELD.retailerRecipient, job.jobEmail],
    [FIELD.jobId, job.id],
    [FIELD.fullName, values.fullName.trim()],
    [FIELD.email, values.email.trim()],
    [FIELD.phone, values.phone.trim()],
  ]
  if (values.resume) entries.push([FIELD.resume, values.resume])
  return entries
}

export function colouringEntries(
  formId: string,
  values: { fullName: string; email: string; image: File; consent: boolean; terms: boolean },
  captchaToken: string,
): PayloadEntry[] {
  const entries: PayloadEntry[] = [
    [FIELD.formId, formId],
    [FIELD.captcha, captchaToken],
    [FIELD.form, COLOURING_FORM_LABEL],
    [FIELD.fullName, values.fullName.trim()],
    [FIELD.email, values.email.trim()],
    [FIELD.image, values.image],
  ]
  if (values.consent) entries.push([FIELD.consent, CONSENT_VALUE])
  if (values.terms) entries.push([FIELD.terms, TERMS_VALUE])
  return entries
}

export function toFormData(entries: PayloadEntry[]): FormData {
  const body = new FormData()
  for (const [name, value] of entries) {
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, value, value.name)
  }
  return body
}
