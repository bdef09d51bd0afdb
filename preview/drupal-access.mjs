// Who may see the preview: whoever Drupal accepts, with the credentials they sent, for
// GET /outlet/preview/access (the `view site preview` permission, outlet_editorial module).
// A yes is remembered for a while, so a page and its many assets cost Drupal one check.
import { createHash } from 'node:crypto'

/**
 * The credential check, remembering each yes for `authTtlMs`.
 * @param {string} drupalBaseUrl
 * @param {number} authTtlMs
 * @returns {(authorization: string | undefined) => Promise<boolean>}
 */
export function previewAccessCheck(drupalBaseUrl, authTtlMs) {
  /**
   * sha256 of an Authorization header Drupal accepted → when that yes runs out.
   * @type {Map<string, number>}
   */
  const allowed = new Map()
  return async (authorization) => {
    if (!authorization || !/^Basic /i.test(authorization)) return false
    const key = createHash('sha256').update(authorization).digest('hex')
    if ((allowed.get(key) ?? 0) > Date.now()) return true
    const res = await fetch(`${drupalBaseUrl}/outlet/preview/access`, {
      headers: { Authorization: authorization },
    }).catch(() => null)
    if (res?.status !== 204) return false
    allowed.set(key, Date.now() + authTtlMs)
    return true
  }
}
