/**
 * The publisher's build hook: the shared-secret check and the request bodies it accepts.
 *
 * The secret may come as (first found wins):
 *   - header `X-Publisher-Secret: <secret>`;
 *   - header `Authorization: Bearer <secret>`;
 *   - a `secret` field of a JSON or form body;
 *   - the last segment of the hook's path, `POST /hooks/build/<secret>`: Drupal's gatsby module
 *     (2.0) posts an empty body to its "incremental build URL" and can send no header or field,
 *     so the secret is part of the URL it is given.
 * Both sides are hashed (SHA-256) before `crypto.timingSafeEqual`, so neither the content nor
 * the length of the expected secret leaks through timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

/** Largest hook body read (the gatsby module can send a whole entity). */
export const MAX_HOOK_BODY_BYTES = 256 * 1024

/** A secret must be at least this long (it is the only thing guarding the build hook). */
const MIN_SECRET_LENGTH = 16

/** @param {string} value */
const digest = (value) => createHash('sha256').update(String(value), 'utf8').digest()

/**
 * Constant-time comparison of a provided secret with the expected one.
 * @param {string} expected
 * @param {unknown} provided
 * @returns {boolean}
 */
export function secretMatches(expected, provided) {
  if (typeof expected !== 'string' || expected === '') return false
  if (typeof provided !== 'string' || provided === '') {
    // Still spend the same work, so a missing secret is not faster than a wrong one.
    timingSafeEqual(digest(expected), digest(expected))
    return false
  }
  return timingSafeEqual(digest(expected), digest(provided))
}

/**
 * Why the configured secret is unusable, or null when it is fine.
 * @param {string | undefined} secret
 * @returns {string | null}
 */
export function secretProblem(secret) {
  if (secret === undefined || secret.trim() === '') {
    return 'PUBLISHER_SECRET is not set: the build hook needs a shared secret (e.g. `openssl rand -hex 32`).'
  }
  if (secret.trim().length < MIN_SECRET_LENGTH) {
    return `PUBLISHER_SECRET is too short: use at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`
  }
  return null
}

/**
 * The secret a hook request carries.
 * @param {Record<string, string | string[] | undefined>} headers lower-cased (node:http)
 * @param {Record<string, unknown>} [body] parsed body
 * @param {string} [pathname] the request's path (`/hooks/build/<secret>`)
 * @returns {string | undefined}
 */
export function secretFromRequest(headers, body = {}, pathname = '') {
  /** @param {string | string[] | undefined} v */
  const first = (v) => (Array.isArray(v) ? v[0] : v)
  const header = first(headers['x-publisher-secret'])
  if (typeof header === 'string' && header !== '') return header.trim()
  const auth = first(headers.authorization)
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim())
    if (m) return m[1].trim()
  }
  if (body && typeof body.secret === 'string' && body.secret !== '') return body.secret
  return secretFromPath(pathname)
}

const HOOK_PATH = /^\/hooks\/build(?:\/([^/]+))?\/?$/

/**
 * Is this the build hook's path (`/hooks/build`, or `/hooks/build/<secret>`)?
 * @param {string} pathname
 * @returns {boolean}
 */
export const isHookPath = (pathname) => HOOK_PATH.test(pathname)

/**
 * The secret in `/hooks/build/<secret>`, or undefined.
 * @param {string} pathname
 */
function secretFromPath(pathname) {
  const segment = HOOK_PATH.exec(pathname)?.[1]
  if (!segment) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * A parsed hook body, or why it could not be parsed.
 * @typedef {{ ok: true, body: Record<string, unknown>, kind: 'json' | 'form' | 'empty' | 'other' } | { ok: false, error: string }} ParsedHookBody
 */

/**
 * Parse a hook body: JSON (Drupal's gatsby module, most build-hook modules), form-encoded
 * (some Drupal build-hook modules) or empty. Other content types are accepted and ignored.
 * @param {string | undefined} contentType
 * @param {Buffer} raw
 * @returns {ParsedHookBody}
 */
export function parseHookBody(contentType, raw) {
  const type = String(contentType || '')
    .split(';')[0]
    .trim()
    .toLowerCase()
  const text = raw.toString('utf8')
  if (text.trim() === '') return { ok: true, body: {}, kind: 'empty' }
  if (type === 'application/json' || type.endsWith('+json') || (!type && /^\s*[{[]/.test(text))) {
    try {
      const parsed = JSON.parse(text)
      const body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
      return { ok: true, body, kind: 'json' }
    } catch {
      return { ok: false, error: 'The body is not valid JSON.' }
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ok: true, body: Object.fromEntries(new URLSearchParams(text)), kind: 'form' }
  }
  return { ok: true, body: {}, kind: 'other' }
}

/**
 * A short, log-safe description of a hook body (never the secret or the entity data).
 * @param {Record<string, unknown>} body
 * @returns {string}
 */
export function describeHookBody(body) {
  /** @type {string[]} */
  const parts = []
  for (const key of ['action', 'type', 'id', 'entity_type', 'bundle']) {
    const v = body[key]
    if (typeof v === 'string' || typeof v === 'number')
      parts.push(`${key}=${String(v).slice(0, 80)}`)
  }
  return parts.join(' ')
}
