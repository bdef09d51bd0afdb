'use strict'
/**
 * Reading a sent form's multipart body: its text fields, and its one file streamed to disk
 * with its size, first bytes and sha256.
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { pipeline } = require('node:stream/promises')
const busboy = require('busboy')
/** @type {Record<string, number>} */
const FIELD_MAX_LENGTH = require('../../src/lib/forms/field-limits.json')

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/**
 * The uploaded file, on disk at `tmpPath`.
 * @typedef {object} UploadedFile
 * @property {string} field
 * @property {string} filename
 * @property {string} mimeType
 * @property {number} size
 * @property {boolean} truncated over `maxFileBytes`
 * @property {Buffer} head the first bytes, for the file type
 * @property {string} tmpPath
 * @property {string} sha256
 */
/**
 * @typedef {object} SentForm
 * @property {Record<string, string>} fields
 * @property {UploadedFile | null} file
 * @property {string[]} problems what makes the body unreadable as one form
 */

/**
 * Stream one file part to `tmpPath`, counting and hashing it.
 * @param {NodeJS.ReadableStream} stream
 * @param {UploadedFile} file
 * @returns {Promise<void>}
 */
async function saveFile(stream, file) {
  const hash = crypto.createHash('sha256')
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    file.size += chunk.length
    if (file.head.length < 8) file.head = Buffer.concat([file.head, chunk]).subarray(0, 8)
    hash.update(chunk)
  })
  stream.on('limit', () => {
    file.truncated = true
  })
  await pipeline(stream, fs.createWriteStream(file.tmpPath))
  file.sha256 = hash.digest('hex')
}

/** @param {Error} err */
const badMultipart = (err) => Object.assign(err, { status: 400, code: 'bad_multipart' })

/**
 * Parse the body; the file goes to `{tmpDir}/upload.part`.
 * @param {IncomingMessage} req
 * @param {string} tmpDir
 * @param {number} maxFileBytes
 * @returns {Promise<SentForm>}
 */
function readForm(req, tmpDir, maxFileBytes) {
  return new Promise((resolve, reject) => {
    let bb
    try {
      // busboy marks a file truncated on reaching fileSize: one byte over the limit.
      const limits = { fileSize: maxFileBytes + 1, files: 1, fields: 30, fieldSize: 64 * 1024 }
      bb = busboy({ headers: req.headers, limits: { ...limits, parts: 32 } })
    } catch (err) {
      return reject(badMultipart(err))
    }
    /** @type {SentForm} */
    const sent = { fields: {}, file: null, problems: [] }
    /** @type {Promise<void>[]} */
    const writes = []
    bb.on('field', (name, value, info) => {
      // A known field's value cut at fieldSize is refused by its length limit (too_long).
      if (info.valueTruncated && !Object.hasOwn(FIELD_MAX_LENGTH, name)) {
        sent.problems.push(`Field "${name}" is too long.`)
      }
      if (Object.hasOwn(sent.fields, name)) sent.problems.push(`Field "${name}" is sent twice.`)
      sent.fields[name] = value
    })
    bb.on('file', (name, stream, info) => {
      const tmpPath = path.join(tmpDir, 'upload.part')
      const { filename = '', mimeType = '' } = info
      const file = { field: name, filename, mimeType, size: 0, truncated: false, tmpPath }
      sent.file = { ...file, head: Buffer.alloc(0), sha256: '' }
      writes.push(saveFile(stream, sent.file))
    })
    bb.on('filesLimit', () => sent.problems.push('Only one file may be sent.'))
    bb.on('fieldsLimit', () => sent.problems.push('Too many fields.'))
    bb.on('partsLimit', () => sent.problems.push('Too many parts.'))
    bb.on('error', (err) => reject(badMultipart(/** @type {Error} */ (err))))
    bb.on('close', () => {
      Promise.all(writes).then(() => resolve(sent), reject)
    })
    req.on('error', reject)
    req.pipe(bb)
  })
}

module.exports = { readForm }
