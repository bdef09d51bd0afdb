/**
 * Form constants shared by the job application and colouring competition forms.
 * The demo CMS (cms/lib/forms.cjs) mirrors the ones it checks.
 */
import fieldLimits from './field-limits.json'

/** Upload limit: 10 MB, inclusive. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** The job application form id. */
export const JOB_FORM_ID = '66'

/**
 * The most characters each text field of the two forms may hold (field-limits.json, which the
 * demo CMS reads too). Drupal's endpoint enforces the same numbers from its webform elements'
 * #maxlength (a unit test keeps them equal); e-mail addresses follow RFC 5321 (254).
 */
export const FIELD_MAX_LENGTH: Readonly<Record<string, number>> = fieldLimits

/** Token the demo captcha hands out; only the demo CMS accepts it. */
export const DEMO_CAPTCHA_TOKEN = 'demo-captcha-passed'

/** Exact multipart field names, as the form endpoint reads them. */
export const FIELD = {
  formId: 'form_id',
  captcha: 'captcha',
  form: 'form',
  retailer: 'retailer',
  position: 'position',
  retailerRecipient: 'retailer recipient',
  jobId: 'job_id',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  resume: 'attachments',
  image: 'image',
  consent: 'consent',
  terms: 'terms',
} as const

export const CONSENT_VALUE = 'User consents to show image.'
export const TERMS_VALUE = 'User consents to terms and conditions.'
export const COLOURING_FORM_LABEL = 'Colouring competition submission'
export const COLOURING_FORM_NAME = 'colouring competition'

/** Messages the forms show. */
export const MESSAGES = {
  failureTitle: 'Unable to submit',
  failureText: 'Please reload and try again.',
  successTitle: 'Submission sent',
  jobSuccess: 'Your submission has been received. Thank you for applying!',
  colouringSuccess: 'Your image has been received. Thank you for your entry!',
  submit: 'Submit',
  submitting: 'Submitting...',
} as const

/**
 * Marks a form that takes over what a visitor typed or chose before the page's scripts ran
 * (src/components/forms/earlyInput.ts); a page whose forms all carry it may load its scripts
 * after the first screen (gatsby/post-build/deferred-scripts.ts).
 */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input'
