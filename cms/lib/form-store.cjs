'use strict'
/**
 * Accepted forms on disk, under a data folder outside the served files:
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

/** @typedef {import('./form-body.cjs').SentForm} SentForm */
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
 *   detectedType: string,
 *   size: number,
 *   sha256: string,
 *   storedAs: string,
 *   path: string,
 * }} file `path`: the absolute path of the stored file (added by listSubmissions)
 */

/**
 * submission.json's `formType` for each webform (the name the stored files have always had).
 * @type {Record<string, FormType>}
 */
const FORM_TYPES = { job_application: 'job', colouring_competition: 'colouring' }

/** A form sent again within this time is the same submission (a double click, a retry). */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
/**
 * Recently stored submissions by fingerprint, per data folder.
 * @type {Map<string, Map<string, { id: string, at: number }>>}
 */
const recentByDataDir = new Map()

/** The folder of submissions and edits: env CMS_DATA_DIR, else cms/data. */
function defaultDataDir() {
  return process.env.CMS_DATA_DIR
    ? path.resolve(process.env.CMS_DATA_DIR)
    : path.join(__dirname, '..', 'data')
}

/** A new submission's id: the time received and a random tail. */
function newSubmissionId() {
  const time = new Date().toISOString().replace(/[:.]/g, '-')
  return `${time}-${crypto.randomBytes(4).toString('hex')}`
}

/**
 * The same fields (but the captcha token) and the same file make the same fingerprint.
 * @param {SentForm} sent
 */
function fingerprintOf({ fields, file }) {
  const named = Object.entries(fields)
    .filter(([name]) => name !== 'captcha')
    .sort(([a], [b]) => a.localeCompare(b))
  const json = JSON.stringify([named, file ? file.sha256 : ''])
  return crypto.createHash('sha256').update(json).digest('hex')
}

/**
 * Store a checked form once: the same form within 10 minutes gives the first one's id, as
 * Drupal's endpoint does. `tmpDir` ({dataDir}/.incoming/{id}) holds the file while it is read.
 * @param {{ dataDir: string, id: string, tmpDir: string }} where
 * @param {SentForm} sent
 * @param {string} webform
 * @param {string | null} fileType
 * @returns {Promise<{ id: string, duplicate: boolean }>}
 */
async function storeSubmission({ dataDir, id, tmpDir }, sent, webform, fileType) {
  const recent = recentByDataDir.get(dataDir) ?? new Map()
  recentByDataDir.set(dataDir, recent)
  const fingerprint = fingerprintOf(sent)
  const earlier = recent.get(fingerprint)
  if (
    earlier &&
    Date.now() - earlier.at < DUPLICATE_WINDOW_MS &&
    fs.existsSync(path.join(dataDir, 'submissions', earlier.id))
  ) {
    return { id: earlier.id, duplicate: true }
  }
  recent.set(fingerprint, { id, at: Date.now() })
  try {
    await writeSubmission(dataDir, id, tmpDir, sent, webform, fileType)
  } catch (err) {
    recent.delete(fingerprint)
    throw err
  }
  return { id, duplicate: false }
}

/**
 * Write submission.json beside the file in `tmpDir`, then rename the folder into place.
 * @param {string} dataDir
 * @param {string} id
 * @param {string} tmpDir
 * @param {SentForm} sent
 * @param {string} webform
 * @param {string | null} fileType
 */
async function writeSubmission(dataDir, id, tmpDir, { fields, file }, webform, fileType) {
  /** @type {Omit<StoredSubmission, 'file'> & { file: Omit<NonNullable<StoredSubmission['file']>, 'path'> | null }} */
  const record = {
    id,
    receivedAt: new Date().toISOString(),
    formId: fields.form_id,
    formType: FORM_TYPES[webform],
    form: fields.form,
    fields,
    file: null,
  }
  if (file && fileType) {
    const storedAs = `upload.${fileType}`
    await fs.promises.rename(file.tmpPath, path.join(tmpDir, storedAs))
    const { field, mimeType, size, sha256 } = file
    const filename = path.basename(file.filename.replace(/\\/g, '/'))
    record.file = { field, filename, mimeType, detectedType: fileType, size, sha256, storedAs }
  }
  await fs.promises.writeFile(
    path.join(tmpDir, 'submission.json'),
    `${JSON.stringify(record, null, 2)}\n`,
  )
  const finalDir = path.join(dataDir, 'submissions', id)
  await fs.promises.mkdir(path.dirname(finalDir), { recursive: true })
  await fs.promises.rename(tmpDir, finalDir)
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

module.exports = { defaultDataDir, listSubmissions, newSubmissionId, storeSubmission }
