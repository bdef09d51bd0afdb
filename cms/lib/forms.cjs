'use strict'
/**
 * Demo CMS: POST /restful_forms/submitForm, the form endpoint the Drupal side provides
 * (docs/forms.md is the contract), for `npm start` without PHP. HTTP here: the CORS origin,
 * the body's type and size, the JSON answers. What a form must hold: form-check.cjs, from the
 * contract Drupal's module reads; the body: form-body.cjs; storage: form-store.cjs.
 */
const fs = require('node:fs')
const path = require('node:path')
const { readForm } = require('./form-body.cjs')
const { MAX_FILE_BYTES, checkForm, jobsOf } = require('./form-check.cjs')
const {
  defaultDataDir,
  listSubmissions,
  newSubmissionId,
  storeSubmission,
} = require('./form-store.cjs')

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./app.cjs').Route} Route */
/** @typedef {import('./app.cjs').RouteContext} RouteContext */

const SUBMIT_PATH = /^\/restful_forms\/submitForm\/?$/
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
const corsHeaders = (origin) =>
  origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {string | null} [origin] the allowed origin to name, if any
 */
function reply(res, status, body, origin) {
  const buf = Buffer.from(JSON.stringify(body), 'utf8')
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': buf.length,
    'Cache-Control': 'no-store',
    ...corsHeaders(origin),
  })
  res.end(buf)
}

/**
 * @param {string | undefined} origin
 * @returns {[number, { error: string, message: string }]}
 */
const originRefused = (origin) => [
  403,
  { error: 'origin_not_allowed', message: `Origin ${origin || '(none)'} may not submit forms.` },
]

/**
 * OPTIONS (CORS preflight) of the form endpoint.
 * @param {RouteContext} ctx
 */
function handlePreflight(ctx) {
  const origin = ctx.req.headers.origin
  if (!origin || !isAllowedOrigin(origin)) return reply(ctx.res, ...originRefused(origin))
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
 * What to refuse before reading the body: another origin, not multipart. (Node reads and
 * drops the body of a request answered before it was read.)
 * @param {IncomingMessage} req
 * @returns {[number, { error: string, message: string }] | null}
 */
function refusalOfHeaders(req) {
  const origin = req.headers.origin
  if (origin && !isAllowedOrigin(origin)) return originRefused(origin)
  if (!/^multipart\/form-data\b/i.test(String(req.headers['content-type'] || ''))) {
    return [415, { error: 'not_multipart', message: 'Send the form as multipart/form-data.' }]
  }
  return null
}

/**
 * Read, check and store a form whose file goes to `where.tmpDir`; the status and JSON answer.
 * @param {RouteContext} ctx
 * @param {{ dataDir: string, id: string, tmpDir: string }} where
 * @returns {Promise<[number, object]>}
 */
async function answerForm(ctx, where) {
  let sent
  try {
    sent = await readForm(ctx.req, where.tmpDir, MAX_FILE_BYTES)
  } catch (err) {
    const message = `Could not read the form: ${err.message}`
    return [err.status || 400, { error: err.code || 'bad_request', message }]
  }
  const checked = checkForm(sent, jobsOf(ctx.snapshot))
  if ('refusal' in checked) return checked.refusal
  const stored = await storeSubmission(where, sent, checked.webform, checked.fileType)
  return stored.duplicate
    ? [200, { status: 'received', ...stored }]
    : [201, { status: 'received', id: stored.id }]
}

/**
 * POST /restful_forms/submitForm: check the form, store it once, answer.
 * @param {RouteContext} ctx
 * @returns {Promise<void>}
 */
async function handleSubmitForm(ctx) {
  const { req, res } = ctx
  const origin = req.headers.origin || null
  const refusal = refusalOfHeaders(req)
  if (refusal) return reply(res, refusal[0], refusal[1], refusal[0] === 403 ? null : origin)
  const { dataDir } = ctx
  const id = newSubmissionId()
  const tmpDir = path.join(dataDir, '.incoming', id)
  await fs.promises.mkdir(tmpDir, { recursive: true })
  let answer
  try {
    answer = await answerForm(ctx, { dataDir, id, tmpDir })
  } finally {
    // Gone once stored (renamed into place); nothing of a refused form stays.
    await fs.promises.rm(tmpDir, { recursive: true, force: true }).catch(() => {})
  }
  reply(res, answer[0], answer[1], origin)
}

/**
 * Wrap the async handler so a failure answers 500 instead of leaving the request open.
 * @param {RouteContext} ctx
 */
function submitFormRoute(ctx) {
  handleSubmitForm(ctx).catch((err) => {
    if (ctx.res.headersSent) return ctx.res.destroy(err)
    const origin = ctx.req.headers.origin
    const body = { error: 'server_error', message: String(err && err.message) }
    reply(ctx.res, 500, body, origin && isAllowedOrigin(origin) ? origin : null)
  })
}

/** @type {Route[]} */
const ROUTES = [
  { method: 'POST', pattern: SUBMIT_PATH, handler: submitFormRoute },
  { method: 'OPTIONS', pattern: SUBMIT_PATH, handler: handlePreflight },
]

module.exports = {
  ROUTES,
  MAX_UPLOAD_BYTES: MAX_FILE_BYTES,
  isAllowedOrigin,
  listSubmissions,
  defaultDataDir,
}
