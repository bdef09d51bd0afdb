/**
 * The website's two form requests as the browser sends them (docs/forms.md), and the ways they
 * go wrong, for the tests of both form endpoints: the demo CMS's stand-in
 * (cms/__tests__/forms.test.ts) and the Drupal module (e2e/drupal-forms.spec.ts).
 */
export const PDF = Buffer.from('%PDF-1.7\n% demo resume\n')
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7])
export const ORIGIN = 'http://127.0.0.1:41234'
/** The demo content's Store Manager listing at Ridgeline Menswear, which takes applications. */
export const JOB = {
  id: 'b917b5b3-8c36-589f-a955-4ab9d4645b44',
  email: 'jobs@ridgeline-menswear.example.com.au',
}
/** A listing without the form (Barista at Daily Grind Cafe). */
const JOB_WITHOUT_FORM = 'b4d6f556-a60c-5a43-b52f-9a179cf17605'

export function jobForm(overrides: Record<string, string | null> = {}, file: Buffer | null = PDF) {
  const fields: Record<string, string | null> = {
    form_id: '66',
    captcha: 'demo-captcha-passed',
    form: 'Job Application for Store Manager at Ridgeline Menswear',
    retailer: 'Ridgeline Menswear',
    position: 'Store Manager',
    'retailer recipient': JOB.email,
    job_id: JOB.id,
    'Full Name': 'Ann Lee',
    Email: 'ann@example.com',
    Phone: '02 5550 1234',
    ...overrides,
  }
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v !== null) body.append(k, v)
  if (file)
    body.append(
      'attachments',
      new Blob([new Uint8Array(file)], { type: 'application/pdf' }),
      'cv.pdf',
    )
  return body
}

export function colouringForm(
  overrides: Record<string, string | null> = {},
  file: Buffer | null = PNG,
) {
  const fields: Record<string, string | null> = {
    form_id: 'colouring_competition',
    captcha: 'demo-captcha-passed',
    form: 'Colouring competition submission',
    'Full Name': 'Mia Lee',
    Email: 'parent@example.com',
    consent: 'User consents to show image.',
    terms: 'User consents to terms and conditions.',
    ...overrides,
  }
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v !== null) body.append(k, v)
  if (file) body.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'art.png')
  return body
}

/** Requests each endpoint refuses with this status and error, storing nothing. */
export const REFUSALS: Array<[string, () => FormData, number, string]> = [
  ['a missing required field', () => jobForm({ Phone: null }), 400, 'missing_fields'],
  ['a wrong captcha token', () => jobForm({ captcha: 'nope' }), 400, 'captcha_invalid'],
  ['an unknown form id', () => jobForm({ form_id: '67' }), 400, 'unknown_form'],
  ['a bad email', () => jobForm({ Email: 'ann@' }), 400, 'invalid_email'],
  ['a PNG as resume', () => jobForm({}, PNG), 400, 'invalid_file_type'],
  ['an empty resume', () => jobForm({}, Buffer.alloc(0)), 400, 'empty_file'],
  ['a missing image', () => colouringForm({}, null), 400, 'missing_fields'],
  ['a PDF as image', () => colouringForm({}, PDF), 400, 'invalid_file_type'],
  ['no consent', () => colouringForm({ consent: null }), 400, 'missing_fields'],
  ['a changed terms value', () => colouringForm({ terms: 'yes' }), 400, 'invalid_value'],
  ['a 256 KB Full Name', () => jobForm({ 'Full Name': 'A'.repeat(256 * 1024) }), 400, 'too_long'],
  ['a 64 KB Phone', () => jobForm({ Phone: '1'.repeat(64 * 1024) }), 400, 'too_long'],
  [
    'a Full Name one over 128',
    () => colouringForm({ 'Full Name': 'é'.repeat(129) }),
    400,
    'too_long',
  ],
  [
    'an e-mail over 254 characters',
    () => jobForm({ Email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }),
    400,
    'too_long',
  ],
  ['no job listing', () => jobForm({ job_id: null }), 400, 'missing_fields'],
  ['an unknown job listing', () => jobForm({ job_id: 'no-such-job' }), 400, 'unknown_job'],
  ['a listing without the form', () => jobForm({ job_id: JOB_WITHOUT_FORM }), 400, 'unknown_job'],
]
