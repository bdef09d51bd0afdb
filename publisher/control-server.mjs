/**
 * The control listener: Drupal's build hook and the team's /status.
 *
 *   POST /hooks/build   shared secret required (see hook-auth.mjs); 202 + queue state
 *   POST /hooks/build/<secret>   the same, the secret in the URL (Drupal's gatsby module)
 *   GET  /status        JSON (status.mjs), the secret as a header, as for the hook
 */
import { createServer } from 'node:http'

import {
  MAX_HOOK_BODY_BYTES,
  describeHookBody,
  parseHookBody,
  isHookPath,
  secretFromRequest,
  secretMatches,
} from './hook-auth.mjs'
import { waitingBuildStart } from './status.mjs'

/**
 * What the routes act on.
 * @typedef {object} ControlContext
 * @property {string} secret
 * @property {import('./build-queue.mjs').BuildQueue} queue
 * @property {import('./status.mjs').Counters} counters
 * @property {() => import('./build-runner.mjs').RunningBuild | null} building
 * @property {() => Promise<import('./status.mjs').PublisherStatus>} status
 * @property {(message: string) => void} log
 */

const BEARER_CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="publisher"' }

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  const text = `${JSON.stringify(body, null, 2)}\n`
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(text)
}

/**
 * Read a request body up to `limit` bytes; null when it is larger.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | null>}
 */
async function readBody(req, limit) {
  if (Number(req.headers['content-length']) > limit) {
    req.resume()
    return null
  }
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size <= limit) chunks.push(chunk)
  }
  return size > limit ? null : Buffer.concat(chunks)
}

/**
 * The build hook: checks the secret, queues a build and answers with the queue's state.
 * @param {ControlContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
async function handleHook(ctx, req, res, pathname) {
  const { counters, queue, log } = ctx
  const raw = await readBody(req, MAX_HOOK_BODY_BYTES)
  if (raw === null) {
    counters.hooksRefused += 1
    return sendJson(res, 413, { error: `The body is larger than ${MAX_HOOK_BODY_BYTES} bytes.` })
  }
  const parsed = parseHookBody(req.headers['content-type'], raw)
  const body = parsed.ok ? parsed.body : {}
  const provided = secretFromRequest(req.headers, body, pathname)
  if (!secretMatches(ctx.secret, provided)) {
    counters.hooksRefused += 1
    log(
      `refused a build hook from ${req.socket.remoteAddress}: ${provided ? 'wrong' : 'no'} secret`,
    )
    const error =
      'A valid secret is required (X-Publisher-Secret, Authorization: Bearer, or POST /hooks/build/<secret>).'
    return sendJson(res, 401, { error }, BEARER_CHALLENGE)
  }
  if (!parsed.ok) return sendJson(res, 400, { error: parsed.error })
  counters.hooksAccepted += 1
  const what = describeHookBody(body)
  const result = queue.request('hook')
  log(`build hook accepted${what ? ` (${what})` : ''}: ${result.state}`)
  const { pending } = queue.snapshot()
  const building = ctx.building()
  return sendJson(res, 202, {
    accepted: true,
    state: result.state,
    building: building ? building.id : null,
    queued: pending
      ? { requestCount: pending.requestCount, startsAt: waitingBuildStart(pending) }
      : null,
  })
}

/**
 * GET /status: what is building and why a build failed (with its log) is for the team, not
 * the public: the same secret as the hook, as a header.
 * @param {ControlContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function handleStatus(ctx, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' })
  }
  if (!secretMatches(ctx.secret, secretFromRequest(req.headers))) {
    const error = 'The status needs the secret (X-Publisher-Secret or Authorization: Bearer).'
    return sendJson(res, 401, { error }, BEARER_CHALLENGE)
  }
  return sendJson(res, 200, await ctx.status())
}

/**
 * @param {ControlContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
async function route(ctx, req, res, pathname) {
  if (isHookPath(pathname)) {
    if (req.method !== 'POST') {
      return sendJson(res, 405, { error: 'Use POST.' }, { Allow: 'POST' })
    }
    return handleHook(ctx, req, res, pathname)
  }
  if (pathname === '/status' || pathname === '/status/') return handleStatus(ctx, req, res)
  return sendJson(res, 404, { error: 'Not found. Try GET /status or POST /hooks/build.' })
}

/**
 * The control listener's server (not yet listening).
 * @param {ControlContext} ctx
 */
export function createControlServer(ctx) {
  return createServer((req, res) => {
    const pathname = (req.url || '/').split('?')[0]
    route(ctx, req, res, pathname).catch((error) => {
      ctx.log(`error on ${req.method} ${pathname}: ${error.stack || error}`)
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' })
      else res.destroy()
    })
  })
}
