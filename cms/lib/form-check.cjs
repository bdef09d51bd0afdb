'use strict'
/**
 * The checks of a sent form. What each form must hold is the forms' contract that Drupal's
 * outlet_forms module reads too (forms-contract.json, described in that module's README), so
 * the demo CMS accepts and refuses what Drupal does; the text lengths are the site's table
 * (src/lib/forms/field-limits.json), which Drupal's webform elements carry as #maxlength.
 */
const contract = require('../../drupal/web/modules/custom/outlet_forms/forms-contract.json')
/** @type {Record<string, number>} */
const FIELD_MAX_LENGTH = require('../../src/lib/forms/field-limits.json')

/** @typedef {import('./snapshot.cjs').Snapshot} Snapshot */
/** @typedef {import('./snapshot.cjs').ResourceIdentifier} ResourceIdentifier */
/**
 * One webform's part of the contract.
 * @typedef {object} FormRules
 * @property {string[]} required request fields that must not be blank
 * @property {string[]} emails request fields that must be an e-mail address
 * @property {Record<string, string>} exact request fields that must hold exactly this text
 * @property {{ field: string, required: boolean, types: string[] }} file
 */
/**
 * The uploaded file as the body parser gives it.
 * @typedef {object} SentFile
 * @property {string} field
 * @property {number} size
 * @property {boolean} truncated over the upload limit
 * @property {Buffer} head its first bytes
 */
/** @typedef {[number, { error: string, message: string, fields?: string[] }]} Refusal */
/** @typedef {{ email: string, position: string, retailer: string | null }} Job */

/** @type {Record<string, FormRules>} */
const FORMS = contract.forms
/** @type {Record<string, string>} */
const FORM_IDS = contract.formIds
/** @type {Array<[string, Buffer]>} */
const SIGNATURES = Object.entries(contract.fileTypes).map(([type, { signature }]) => [
  type,
  Buffer.from(signature, 'hex'),
])
/** Its form text and its recipient come from a job listing (Drupal's content). */
const JOB_WEBFORM = 'job_application'
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const TOO_LARGE = { error: 'file_too_large', message: 'The file must be 10 MB or smaller.' }

/**
 * The webform a form_id is for, or null.
 * @param {string} formId
 * @returns {string | null}
 */
function webformOf(formId) {
  const webform = Object.hasOwn(FORM_IDS, formId) ? FORM_IDS[formId] : null
  return webform && Object.hasOwn(FORMS, webform) ? webform : null
}

/**
 * The file's type by its first bytes, or null.
 * @param {Buffer} head
 * @returns {string | null}
 */
function sniff(head) {
  const found = SIGNATURES.find(([, signature]) =>
    head.subarray(0, signature.length).equals(signature),
  )
  return found ? found[0] : null
}

/**
 * @param {string} error
 * @param {string} message
 * @param {string[]} [fields]
 * @returns {Refusal}
 */
const refuse = (error, message, fields) => [
  400,
  fields ? { error, message, fields } : { error, message },
]

/** @param {unknown} value */
const text = (value) => String(value ?? '').trim()

/**
 * The required fields that are blank, and the file if it is required and missing.
 * @param {FormRules} rules
 * @param {Record<string, string>} fields
 * @param {SentFile | null} file
 */
function missingFields(rules, fields, file) {
  const missing = rules.required.filter((name) => text(fields[name]) === '')
  if (rules.file.required && file?.field !== rules.file.field) missing.push(rules.file.field)
  return missing
}

/**
 * Lengths, e-mail addresses and exact texts, in the order Drupal checks them.
 * @param {string} webform
 * @param {Record<string, string>} fields
 * @returns {Refusal | null}
 */
function checkTexts(webform, fields) {
  const rules = FORMS[webform]
  const tooLong = Object.keys(FIELD_MAX_LENGTH).filter(
    (name) => [...String(fields[name] ?? '')].length > FIELD_MAX_LENGTH[name],
  )
  if (tooLong.length) {
    const what = tooLong.map((name) => `${name} (at most ${FIELD_MAX_LENGTH[name]} characters)`)
    return refuse('too_long', `Too long: ${what.join(', ')}.`, tooLong)
  }
  if (fields.captcha !== contract.demoCaptchaToken) {
    return refuse('captcha_invalid', 'The captcha was not solved.')
  }
  const badEmails = rules.emails.filter((name) => !EMAIL_RE.test(text(fields[name])))
  if (badEmails.length) {
    return refuse('invalid_email', `Not an email address: ${badEmails.join(', ')}.`, badEmails)
  }
  const wrong = Object.keys(rules.exact).filter((name) => fields[name] !== rules.exact[name])
  if (webform === JOB_WEBFORM && fields.form !== jobFormText(fields)) wrong.push('form')
  if (wrong.length) {
    return refuse('invalid_value', `Unexpected value: ${wrong.join(', ')}.`, wrong)
  }
  return null
}

/** @param {Record<string, string>} fields */
const jobFormText = (fields) => `Job Application for ${fields.position} at ${fields.retailer}`

/**
 * The file's field, size and type; sets nothing. Returns the refusal or the type.
 * @param {FormRules} rules
 * @param {SentFile} file
 * @returns {Refusal | string}
 */
function checkFile(rules, file) {
  const { field, types } = rules.file
  if (file.field !== field) {
    return refuse('unexpected_file', `The file must be sent as "${field}".`, [file.field])
  }
  if (file.size === 0) return refuse('empty_file', 'The file is empty.', [field])
  const type = sniff(file.head)
  if (!type || !types.includes(type)) {
    const names = types.map((t) => t.toUpperCase()).join(' or ')
    return refuse('invalid_file_type', `The file must be ${names}.`, [field])
  }
  return type
}

/**
 * Check a sent form against the contract. A job application's recipient, position, retailer
 * and form text are then set from its listing, whatever the request said, as Drupal stores
 * them.
 * @param {{ fields: Record<string, string>, file: SentFile | null, problems: string[] }} sent
 * @param {Map<string, Job>} jobs the listings that take applications
 * @returns {{ refusal: Refusal } | { webform: string, fileType: string | null }}
 */
function checkForm({ fields, file, problems }, jobs) {
  if (file?.truncated) return { refusal: [413, TOO_LARGE] }
  if (problems.length) return { refusal: refuse('bad_request', problems.join(' ')) }
  const formId = text(fields.form_id)
  const webform = webformOf(formId)
  if (!webform) return { refusal: refuse('unknown_form', `Unknown form_id "${formId}".`) }
  const rules = FORMS[webform]
  const missing = missingFields(rules, fields, file)
  if (missing.length) {
    return { refusal: refuse('missing_fields', `Required: ${missing.join(', ')}.`, missing) }
  }
  const wrongText = checkTexts(webform, fields)
  if (wrongText) return { refusal: wrongText }
  if (webform === JOB_WEBFORM) {
    const job = jobs.get(text(fields.job_id))
    if (!job) {
      return { refusal: refuse('unknown_job', 'This job is not taking applications.', ['job_id']) }
    }
    fields['retailer recipient'] = job.email
    fields.position = job.position
    if (job.retailer) fields.retailer = job.retailer
    fields.form = jobFormText(fields)
  }
  const fileType = file ? checkFile(rules, file) : null
  if (Array.isArray(fileType)) return { refusal: fileType }
  return { webform, fileType }
}

/** @type {WeakMap<Snapshot, Map<string, Job>>} */
const jobsCache = new WeakMap()
/**
 * The job listings that take applications, by uuid (published, form shown, an address set).
 * @param {Snapshot} snapshot
 * @returns {Map<string, Job>}
 */
function jobsOf(snapshot) {
  const cached = jobsCache.get(snapshot)
  if (cached) return cached
  const stores = new Map((snapshot.resources.get('node--store') || []).map((n) => [n.id, n]))
  /** @type {Map<string, Job>} */
  const jobs = new Map()
  for (const n of snapshot.resources.get('node--job_listing') || []) {
    const a = n.attributes
    if (!a.status || !a.field_show_form || !a.field_job_email) continue
    const employer = /** @type {ResourceIdentifier | null | undefined} */ (
      n.relationships?.field_employer?.data
    )
    const store = employer ? stores.get(employer.id) : undefined
    jobs.set(n.id, {
      email: a.field_job_email,
      position: a.title,
      retailer: store ? store.attributes.title : null,
    })
  }
  jobsCache.set(snapshot, jobs)
  return jobs
}

module.exports = { MAX_FILE_BYTES: contract.maxFileBytes, TOO_LARGE, checkForm, jobsOf }
