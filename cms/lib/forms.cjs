'use strict'
/**
 * Demo CMS: POST /restful_forms/submitForm, the form endpoint the Drupal side provides
 * (docs/forms.md is the contract). It checks what a Drupal implementation must check (CORS
 * origin, form id, required fields, captcha token, file type by its first bytes, 10 MB limit)
 * and stores each accepted submission under a data folder outside the served files:
 *
 *   {dataDir}/submissions/{id}/submission.json   fields, file metadata, time received
 *   {dataDir}/submissions/{id}/upload.{pdf|png|jpg}
 *
 * A submission is written into {dataDir}/.incoming/{id}/ first and renamed into place, so a
 * reader never sees half a submission. dataDir: the `dataDir` option of startCms, else env
 * CMS_DATA_DIR, else cms/data/ (git-ignored).
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const busboy = require('busboy')
/** The most characters each text field may hold: the site's table, as Drupal enforces it. */
const FIELD_MAX_LENGTH = require('../../src/lib/forms/field-limits.json')

const SUBMIT_PATH = /^\/restful_forms\/submitForm\/?$/
/** Upload limit: 10 MB, inclusive. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** Room for the text fields and multipart framing on top of the file. */
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024
/** Past this much of an oversized body, stop reading and close the connection. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024
/** The only captcha token the demo CMS accepts (the site's demo captcha hands it out). */
const DEMO_CAPTCHA_TOKEN = 'demo-captcha-passed'
const JOB_FORM_ID = '66'
const COLOURING_FORM_NAME = 'colouring competition'
const DEFAULT_COLOURING_FORM_ID = 'colouring_competition'

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./snapshot.cjs').Snapshot} Snapshot */
/** @typedef {import('./app.cjs').Route} Route */
/** @typedef {import('./app.cjs').RouteContext} RouteContext */
/** @typedef {'job' | 'colouring'} FormType */
/**
 * A stored submission (submission.json), as listSubmissions returns it.
 * @typedef {object} StoredSubmission
 * @property {string} id
 * @property {string} receivedAt
 * @property {string} formId
 * @property {FormType} formType
 * @property {string} form
 * @property {Record<string, string>} fields
 * @property {null | {
 *   field: string,
 *   filename: string,
 *   mimeType: string,
 *   detectedType: 'pdf' | 'png' | 'jpg',
 *   size: number,
 *   sha256: string,
 *   storedAs: string,
 *   path: string,
 * }} file `path`: the absolute path of the stored file (added by listSubmissions)
 */
/**
 * The uploaded file while a submission is read and checked.
 * @typedef {object} UploadedFile
 * @property {string} field
 * @property {string} filename
 * @property {string} mimeType
 * @property {number} size
 * @property {boolean} truncated
 * @property {Buffer} head the first bytes, for the file type
 * @property {string} tmpPath
 * @property {string} [sha256]
 * @property {'pdf' | 'png' | 'jpg'} [detectedType]
 */
/**
 * @typedef {object} ParsedForm
 * @property {Record<string, string>} fields
 * @property {UploadedFile | null} file
 * @property {string[]} problems
 */

/** A form sent again within this time is the same submission (a double click, a retry). */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
/**
 * Recently stored submissions by fingerprint, per data folder.
 * @type {Map<string, Map<string, { id: string, at: number }>>}
 */
const recentByDataDir = new Map()
/** @param {string} dataDir */
function recentSubmissions(dataDir) {
  if (!recentByDataDir.has(dataDir)) recentByDataDir.set(dataDir, new Map())
  return /** @type {Map<string, { id: string, at: number }>} */ (recentByDataDir.get(dataDir))
}

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** @type {Record<'pdf' | 'png' | 'jpg', number[]>} */
const SIGNATURES = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
}

/**
 * What each form must contain.
 * @type {Record<FormType, {
 *   label: string,
 *   required: string[],
 *   emails: string[],
 *   exact: Record<string, string>,
 *   file: { field: string, required: boolean, types: string[] },
 * }>}
 */
const FORM_TYPES = {
  job: {
    label: 'Job application',
    required: [
      'form_id',
      'captcha',
      'job_id',
      'form',
      'retailer',
      'position',
      'retailer recipient',
      'Full Name',
      'Email',
      'Phone',
    ],
    emails: ['Email', 'retailer recipient'],
    exact: {},
    file: { field: 'attachments', required: false, types: ['pdf'] },
  },
  colouring: {
    label: 'Colouring competition',
    required: ['form_id', 'captcha', 'form', 'Full Name', 'Email', 'consent', 'terms'],
    emails: ['Email'],
    exact: {
      form: 'Colouring competition submission',
      consent: 'User consents to show image.',
      terms: 'User consents to terms and conditions.',
    },
    file: { field: 'image', required: true, types: ['png', 'jpg'] },
  },
}

/** @type {WeakMap<Snapshot, Map<string, FormType>>} */
const formsCache = new WeakMap()
/**
 * form_id → form type: 66 is the job form; embedded colouring forms carry their own id.
 * @param {Snapshot | undefined} snapshot
 * @returns {Map<string, FormType>}
 */
function formsOf(snapshot) {
  if (snapshot && formsCache.has(snapshot)) {
    return /** @type {Map<string, FormType>} */ (formsCache.get(snapshot))
  }
  /** @type {Map<string, FormType>} */
  const forms = new Map([[JOB_FORM_ID, 'job']])
  const paragraphs = (snapshot && snapshot.resources.get('paragraph--embedded_form')) || []
  for (const p of paragraphs) {
    const name = String(p.attributes.field_form_name || '')
      .trim()
      .toLowerCase()
    const id = String(p.attributes.field_form_id || '').trim()
    if (name === COLOURING_FORM_NAME && id) forms.set(id, 'colouring')
  }
  if (![...forms.values()].includes('colouring')) forms.set(DEFAULT_COLOURING_FORM_ID, 'colouring')
  if (snapshot) formsCache.set(snapshot, forms)
  return forms
}

/** @typedef {{ email: string, position: string, retailer: string | null }} Job */
/** @type {WeakMap<Snapshot, Map<string, Job>>} */
const jobsCache = new WeakMap()
/**
 * Job listings that take applications, by uuid: the recipient of an application comes from the
 * listing, never from the request (as Drupal's endpoint does).
 * @param {Snapshot | undefined} snapshot
 * @returns {Map<string, Job>}
 */
function jobsOf(snapshot) {
  if (snapshot && jobsCache.has(snapshot)) {
    return /** @type {Map<string, Job>} */ (jobsCache.get(snapshot))
  }
  /** @type {Map<string | undefined, import('./snapshot.cjs').Resource>} */
  const stores = new Map(
    ((snapshot && snapshot.resources.get('node--store')) || []).map((n) => [n.id, n]),
  )
  /** @type {Map<string, Job>} */
  const jobs = new Map()
  for (const n of (snapshot && snapshot.resources.get('node--job_listing')) || []) {
    const a = n.attributes
    if (!a.status || !a.field_show_form || !a.field_job_email) continue
    const employerRef =
      /** @type {import('./snapshot.cjs').ResourceIdentifier | null | undefined} */ (
        n.relationships?.field_employer?.data
      )
    const employer = stores.get(employerRef?.id)
    jobs.set(n.id, {
      email: a.field_job_email,
      position: a.title,
      retailer: employer ? employer.attributes.title : null,
    })
  }
  if (snapshot) jobsCache.set(snapshot, jobs)
  return jobs
}

/** The folder of submissions and edits: env CMS_DATA_DIR, else cms/data. */
function defaultDataDir() {
  return process.env.CMS_DATA_DIR
    ? path.resolve(process.env.CMS_DATA_DIR)
    : path.join(__dirname, '..', 'data')
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * Any loopback origin (the demo), plus the origins listed in CMS_ALLOWED_ORIGINS.
 * @param {string} origin
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
function isAllowedOrigin(origin, env = process.env) {
  let url
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (LOOPBACK_HOST.test(url.hostname)) return true
  const extra = String(env.CMS_ALLOWED_ORIGINS || '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return extra.includes(url.origin)
}

/** @param {string | null | undefined} origin */
function corsHeaders(origin) {
  if (!origin) return {}
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {string | null} [origin]
 * @param {Record<string, string>} [extraHeaders]
 */
function reply(res, status, body, origin, extraHeaders = {}) {
  if (res.headersSent) return
  const buf = Buffer.from(JSON.stringify(body), 'utf8')
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': buf.length,
    'Cache-Control': 'no-store',
    ...corsHeaders(origin),
    ...extraHeaders,
  })
  res.end(buf)
}

/**
 * Reject with a reason after reading (and discarding) the body, so the client sees the answer.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {string | null} [origin]
 */
function drainThenReply(req, res, status, body, origin) {
  let seen = 0
  let done = false
  /** @param {boolean} close */
  const finish = (close) => {
    if (done) return
    done = true
    reply(res, status, body, origin, close ? { Connection: 'close' } : {})
    if (close) req.destroy()
  }
  req.on('data', (/** @type {Buffer} */ chunk) => {
    seen += chunk.length
    if (seen > DRAIN_LIMIT_BYTES) finish(true)
  })
  req.on('end', () => finish(false))
  req.on('error', () => finish(true))
  req.resume()
}

/**
 * @param {Buffer} head
 * @returns {'pdf' | 'png' | 'jpg' | null}
 */
function sniff(head) {
  for (const [type, signature] of Object.entries(SIGNATURES)) {
    if (head.length >= signature.length && signature.every((b, i) => head[i] === b)) {
      return /** @type {'pdf' | 'png' | 'jpg'} */ (type)
    }
  }
  return null
}

/**
 * OPTIONS (CORS preflight) of the form endpoint.
 * @param {RouteContext} ctx
 */
function handlePreflight(ctx) {
  const origin = ctx.req.headers.origin
  if (!origin || !isAllowedOrigin(origin)) {
    return reply(ctx.res, 403, {
      error: 'origin_not_allowed',
      message: `Origin ${origin || '(none)'} may not submit forms.`,
    })
  }
  ctx.res.writeHead(204, {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    'Content-Length': 0,
  })
  ctx.res.end()
}

/**
 * Parse the multipart body: text fields, and the one file streamed to `tmpDir`.
 * @param {IncomingMessage} req
 * @param {string} tmpDir
 * @returns {Promise<ParsedForm>}
 */
function parseMultipart(req, tmpDir) {
  return new Promise((resolve, reject) => {
    let bb
    try {
      bb = busboy({
        headers: req.headers,
        limits: {
          // busboy flags a file as truncated when it reaches the limit: one byte over 10 MB.
          fileSize: MAX_UPLOAD_BYTES + 1,
          files: 1,
          fields: 30,
          fieldSize: 64 * 1024,
          parts: 32,
        },
      })
    } catch (err) {
      return reject(Object.assign(err, { status: 400, code: 'bad_multipart' }))
    }
    /** @type {Record<string, string>} */
    const fields = {}
    /** @type {string[]} */
    const problems = []
    /** @type {UploadedFile | null} */
    let file = null
    /** @type {Promise<void>[]} */
    const writes = []
    bb.on('field', (name, value, info) => {
      // A known field's value cut at fieldSize is refused by its length limit (too_long).
      if (info.valueTruncated && !Object.prototype.hasOwnProperty.call(FIELD_MAX_LENGTH, name)) {
        problems.push(`Field "${name}" is too long.`)
      }
      if (Object.prototype.hasOwnProperty.call(fields, name)) {
        problems.push(`Field "${name}" is sent twice.`)
      }
      fields[name] = value
    })
    bb.on('file', (name, stream, info) => {
      const tmpPath = path.join(tmpDir, 'upload.part')
      file = {
        field: name,
        filename: info.filename || '',
        mimeType: info.mimeType || '',
        size: 0,
        truncated: false,
        head: Buffer.alloc(0),
        tmpPath,
      }
      const hash = crypto.createHash('sha256')
      const out = fs.createWriteStream(tmpPath)
      stream.on('data', (chunk) => {
        const f = /** @type {UploadedFile} */ (file)
        f.size += chunk.length
        if (f.head.length < 8) f.head = Buffer.concat([f.head, chunk]).subarray(0, 8)
        hash.update(chunk)
      })
      stream.on('limit', () => {
        const f = /** @type {UploadedFile} */ (file)
        f.truncated = true
      })
      writes.push(
        new Promise((res, rej) => {
          out.on('finish', () => {
            const f = /** @type {UploadedFile} */ (file)
            f.sha256 = hash.digest('hex')
            res()
          })
          out.on('error', rej)
        }),
      )
      stream.pipe(out)
    })
    bb.on('filesLimit', () => problems.push('Only one file may be sent.'))
    bb.on('fieldsLimit', () => problems.push('Too many fields.'))
    bb.on('partsLimit', () => problems.push('Too many parts.'))
    bb.on('error', (err) => reject(Object.assign(err, { status: 400, code: 'bad_multipart' })))
    bb.on('close', () => {
      Promise.all(writes).then(() => resolve({ fields, file, problems }), reject)
    })
    req.on('error', reject)
    req.pipe(bb)
  })
}

/**
 * Check a parsed submission; returns null or [status, { error, message, fields? }].
 * @param {Map<string, FormType>} forms
 * @param {Map<string, Job>} jobs
 * @param {ParsedForm} parsed
 * @returns {null | [number, { error: string, message: string, fields?: string[] }]}
 */
function checkSubmission(forms, jobs, { fields, file, problems }) {
  if (file && file.truncated) {
    return [413, { error: 'file_too_large', message: 'The file must be 10 MB or smaller.' }]
  }
  if (problems.length) return [400, { error: 'bad_request', message: problems.join(' ') }]
  const formId = String(fields.form_id || '').trim()
  const kind = forms.get(formId)
  if (!kind) {
    return [400, { error: 'unknown_form', message: `Unknown form_id "${formId}".` }]
  }
  const type = FORM_TYPES[kind]
  const missing = type.required.filter((name) => String(fields[name] || '').trim() === '')
  if (type.file.required && !(file && file.field === type.file.field)) {
    missing.push(type.file.field)
  }
  if (missing.length) {
    return [
      400,
      {
        error: 'missing_fields',
        message: `Required: ${missing.join(', ')}.`,
        fields: missing,
      },
    ]
  }
  /** @type {Record<string, number>} */
  const maxLength = FIELD_MAX_LENGTH
  const tooLong = Object.entries(maxLength)
    .filter(([name, max]) => [...String(fields[name] ?? '')].length > max)
    .map(([name]) => name)
  if (tooLong.length) {
    const what = tooLong.map((name) => `${name} (at most ${maxLength[name]} characters)`)
    return [400, { error: 'too_long', message: `Too long: ${what.join(', ')}.`, fields: tooLong }]
  }
  if (fields.captcha !== DEMO_CAPTCHA_TOKEN) {
    return [400, { error: 'captcha_invalid', message: 'The captcha was not solved.' }]
  }
  const badEmails = type.emails.filter((name) => !EMAIL_RE.test(String(fields[name]).trim()))
  if (badEmails.length) {
    return [
      400,
      {
        error: 'invalid_email',
        message: `Not an email address: ${badEmails.join(', ')}.`,
        fields: badEmails,
      },
    ]
  }
  const wrong = Object.entries(type.exact)
    .filter(([name, value]) => fields[name] !== value)
    .map(([name]) => name)
  if (kind === 'job') {
    const expected = `Job Application for ${fields.position} at ${fields.retailer}`
    if (fields.form !== expected) wrong.push('form')
  }
  if (wrong.length) {
    return [
      400,
      { error: 'invalid_value', message: `Unexpected value: ${wrong.join(', ')}.`, fields: wrong },
    ]
  }
  if (kind === 'job') {
    const job = jobs.get(String(fields.job_id).trim())
    if (!job) {
      return [
        400,
        {
          error: 'unknown_job',
          message: 'This job is not taking applications.',
          fields: ['job_id'],
        },
      ]
    }
    // Who receives it and what it is for come from the listing, whatever the request said.
    fields['retailer recipient'] = job.email
    fields.position = job.position
    if (job.retailer) fields.retailer = job.retailer
    fields.form = `Job Application for ${fields.position} at ${fields.retailer}`
  }
  if (file) {
    if (file.field !== type.file.field) {
      return [
        400,
        {
          error: 'unexpected_file',
          message: `The file must be sent as "${type.file.field}".`,
          fields: [file.field],
        },
      ]
    }
    if (file.size === 0) {
      return [400, { error: 'empty_file', message: 'The file is empty.', fields: [file.field] }]
    }
    const sniffed = sniff(file.head)
    if (!sniffed || !type.file.types.includes(sniffed)) {
      return [
        400,
        {
          error: 'invalid_file_type',
          message: `The file must be ${type.file.types.map((t) => t.toUpperCase()).join(' or ')}.`,
          fields: [file.field],
        },
      ]
    }
    file.detectedType = sniffed
  }
  return null
}

/**
 * POST /restful_forms/submitForm: check the submission, store it, answer.
 * @param {RouteContext} ctx
 * @returns {Promise<void>}
 */
async function handleSubmitForm(ctx) {
  const { req, res } = ctx
  const origin = req.headers.origin
  if (origin && !isAllowedOrigin(origin)) {
    return drainThenReply(req, res, 403, {
      error: 'origin_not_allowed',
      message: `Origin ${origin} may not submit forms.`,
    })
  }
  const corsOrigin = origin || null
  if (!/^multipart\/form-data\b/i.test(String(req.headers['content-type'] || ''))) {
    return drainThenReply(
      req,
      res,
      415,
      { error: 'not_multipart', message: 'Send the form as multipart/form-data.' },
      corsOrigin,
    )
  }
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) {
    return drainThenReply(
      req,
      res,
      413,
      { error: 'file_too_large', message: 'The file must be 10 MB or smaller.' },
      corsOrigin,
    )
  }

  const dataDir = ctx.dataDir || defaultDataDir()
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`
  const tmpDir = path.join(dataDir, '.incoming', id)
  await fs.promises.mkdir(tmpDir, { recursive: true })
  const cleanup = () => fs.promises.rm(tmpDir, { recursive: true, force: true }).catch(() => {})

  let parsed
  try {
    parsed = await parseMultipart(req, tmpDir)
  } catch (err) {
    await cleanup()
    return reply(
      res,
      err.status || 400,
      { error: err.code || 'bad_request', message: `Could not read the form: ${err.message}` },
      corsOrigin,
    )
  }
  const problem = checkSubmission(formsOf(ctx.snapshot), jobsOf(ctx.snapshot), parsed)
  if (problem) {
    await cleanup()
    return reply(res, problem[0], problem[1], corsOrigin)
  }

  const { fields, file } = parsed
  // A double click or a retried request sends the same form again: it is stored once, as the
  // Drupal module does (200 with the first submission's id).
  const fingerprint = crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        Object.entries(fields)
          .filter(([name]) => name !== 'captcha')
          .sort(([a], [b]) => a.localeCompare(b)),
        file ? file.sha256 : '',
      ]),
    )
    .digest('hex')
  const recent = recentSubmissions(dataDir)
  const earlier = recent.get(fingerprint)
  if (
    earlier &&
    Date.now() - earlier.at < DUPLICATE_WINDOW_MS &&
    fs.existsSync(path.join(dataDir, 'submissions', earlier.id))
  ) {
    await cleanup()
    return reply(res, 200, { status: 'received', id: earlier.id, duplicate: true }, corsOrigin)
  }
  recent.set(fingerprint, { id, at: Date.now() })
  /** @type {Omit<StoredSubmission, 'file'> & { file: Omit<NonNullable<StoredSubmission['file']>, 'path'> | null }} */
  const record = {
    id,
    receivedAt: new Date().toISOString(),
    formId: fields.form_id,
    formType: /** @type {FormType} */ (formsOf(ctx.snapshot).get(fields.form_id)),
    form: fields.form,
    fields,
    file: null,
  }
  if (file) {
    const storedAs = `upload.${file.detectedType}`
    await fs.promises.rename(file.tmpPath, path.join(tmpDir, storedAs))
    record.file = {
      field: file.field,
      filename: path.basename(file.filename.replace(/\\/g, '/')),
      mimeType: file.mimeType,
      detectedType: /** @type {'pdf' | 'png' | 'jpg'} */ (file.detectedType),
      size: file.size,
      sha256: /** @type {string} */ (file.sha256),
      storedAs,
    }
  }
  try {
    await fs.promises.writeFile(
      path.join(tmpDir, 'submission.json'),
      `${JSON.stringify(record, null, 2)}\n`,
    )
    const finalDir = path.join(dataDir, 'submissions', id)
    await fs.promises.mkdir(path.dirname(finalDir), { recursive: true })
    await fs.promises.rename(tmpDir, finalDir)
  } catch (err) {
    recent.delete(fingerprint)
    await cleanup()
    throw err
  }
  reply(res, 201, { status: 'received', id }, corsOrigin)
}

/**
 * Wrap the async handler so a failure answers 500 instead of leaving the request open.
 * @param {RouteContext} ctx
 */
function submitFormRoute(ctx) {
  handleSubmitForm(ctx).catch((err) => {
    if (!ctx.res.headersSent) {
      reply(
        ctx.res,
        500,
        { error: 'server_error', message: String(err && err.message) },
        ctx.req.headers.origin && isAllowedOrigin(ctx.req.headers.origin)
          ? ctx.req.headers.origin
          : null,
      )
    } else {
      ctx.res.destroy(err)
    }
  })
}

/**
 * The stored submissions, oldest first (each with the absolute path of its file, if any).
 * @param {string} [dataDir]
 * @returns {StoredSubmission[]}
 */
function listSubmissions(dataDir = defaultDataDir()) {
  const dir = path.join(dataDir, 'submissions')
  let names
  try {
    names = fs.readdirSync(dir)
  } catch {
    return []
  }
  /** @type {StoredSubmission[]} */
  const out = []
  for (const name of names) {
    try {
      const record = JSON.parse(fs.readFileSync(path.join(dir, name, 'submission.json'), 'utf8'))
      if (record.file) record.file.path = path.join(dir, name, record.file.storedAs)
      out.push(record)
    } catch {
      // not a submission folder
    }
  }
  return out.sort((a, b) => String(a.receivedAt).localeCompare(String(b.receivedAt)))
}

/** @type {Route[]} */
const ROUTES = [
  { method: 'POST', pattern: SUBMIT_PATH, handler: submitFormRoute },
  { method: 'OPTIONS', pattern: SUBMIT_PATH, handler: handlePreflight },
]

module.exports = {
  ROUTES,
  MAX_UPLOAD_BYTES,
  isAllowedOrigin,
  listSubmissions,
  defaultDataDir,
}
