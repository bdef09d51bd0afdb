/**
 * A save that changed only redirects, published without a Gatsby build.
 *
 * A redirect changes no page: a build for it ran Gatsby's startup, sourcing, schema and page
 * creation (about 3 s) only for its redirects step to write two files. So before a build for
 * saves, the publisher asks Drupal's change log (the gatsby module's fastbuilds sync, the
 * build account's) what changed since the last build's own sync, as that build would. When
 * every change the last build does not have is a redirect, it writes `_redirects` and the
 * nginx map from what the last build's redirects step read (gatsby/post-build/redirect-inputs.ts)
 * with those changes applied, by the same rules; the next Gatsby build fetches the same
 * changes and writes the same files. Anything else, or any doubt, and Gatsby builds.
 *
 * Which changes the last build has: it asks for the last 60 s again (a save committed after a
 * sync, stamped before it), and takes a change as applied when its digest is among those its
 * sync applied (gatsby-source-drupal, patched). Changes this published before stay in the log
 * until a build applies them: a save is taken as redirects alone only when at least one change
 * is new since, so a save the log does not show (nothing new) still gets a Gatsby build.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import {
  REDIRECT_INPUTS_FILE,
  REDIRECT_TYPE,
  isSiteFile,
  recordedContext,
  redirectFiles,
  redirectsAfterChanges,
} from '../gatsby/post-build/redirect-inputs.ts'

/** As gatsby-source-drupal asks: the last minute again. */
const SYNC_MARGIN_S = 60
const SYNC_TIMEOUT_MS = 10_000

/**
 * A logged change's digest, as the patched gatsby-source-drupal takes it.
 * @param {unknown} change
 */
export const changeDigest = (change) =>
  createHash('sha256').update(JSON.stringify(change)).digest('hex').slice(0, 16)

/**
 * Drupal's logged changes since `since` (seconds, Drupal's clock), or null when the log does
 * not reach back that far or does not answer.
 * @param {Record<string, string | undefined>} env the build's environment
 * @param {number} since
 * @param {typeof fetch} fetchImpl
 * @returns {Promise<import('../gatsby/post-build/redirect-inputs.ts').LoggedChange[] | null>}
 */
async function loggedChanges(env, since, fetchImpl) {
  const base = env.DRUPAL_BASE_URL?.trim().replace(/\/+$/, '')
  if (!base) return null
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' }
  const user = env.DRUPAL_BASIC_AUTH_USERNAME
  if (user) {
    const secret = `${user}:${env.DRUPAL_BASIC_AUTH_PASSWORD ?? ''}`
    headers.authorization = `Basic ${Buffer.from(secret).toString('base64')}`
  }
  const res = await fetchImpl(`${base}/gatsby-fastbuilds/sync/${since}`, {
    headers,
    signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
  })
  if (!res.ok) return null
  const body = await res.json()
  return body?.status === -1 || !Array.isArray(body?.entities) ? null : body.entities
}

/**
 * @typedef {{ files: Record<string, string>, count: number, warnings: string[], changes: string[] }} RedirectsOnly
 *   `changes`: the digests of the changes applied
 * @typedef {{ declined: string }} Declined
 */

/**
 * The redirect files for Drupal's changes since the last build, when every one of them is a
 * redirect; else why Gatsby should build.
 * @param {object} options
 * @param {string} options.projectDir where the last build ran (its .cache/ and public/)
 * @param {Record<string, string | undefined>} options.env the build's environment
 * @param {ReadonlySet<string>} [options.published] digests of the changes published this way before
 * @param {typeof fetch} [options.fetchImpl]
 * @returns {Promise<RedirectsOnly | Declined>}
 */
export async function redirectsOnlyChange({
  projectDir,
  env,
  published = new Set(),
  fetchImpl = fetch,
}) {
  if (env.DRUPAL_FAST_BUILDS !== '1') return { declined: 'builds fetch everything' }
  /** @type {import('../gatsby/post-build/redirect-inputs.ts').RedirectInputs} */
  let inputs
  try {
    inputs = JSON.parse(await fs.readFile(path.join(projectDir, REDIRECT_INPUTS_FILE), 'utf8'))
  } catch {
    return { declined: 'the last build left no record of its redirects' }
  }
  const lastFetched = Math.floor(inputs.lastFetched)
  const since = Math.max(0, lastFetched - SYNC_MARGIN_S)
  // As the build asks again from its last sync when the log begins inside the margin.
  const logged = await loggedChanges(env, since, fetchImpl)
    .then((changes) => changes ?? loggedChanges(env, lastFetched, fetchImpl))
    .catch(() => null)
  if (!logged) return { declined: "Drupal's change log did not answer for the last build's sync" }
  const applied = new Set(inputs.applied)
  const changes = logged.filter((change) => !applied.has(changeDigest(change)))
  const digests = changes.map(changeDigest)
  if (digests.every((digest) => published.has(digest))) {
    return { declined: "nothing new in Drupal's change log" }
  }
  const other = changes.find((change) => (change.type ?? change.data?.type) !== REDIRECT_TYPE)
  if (other) return { declined: `${other.type ?? 'an entity'} changed` }
  const redirects = redirectsAfterChanges(inputs.redirects, changes)
  // Files are looked up where the build's redirects step looks: in public/ (`public/x.pdf`).
  const context = recordedContext(inputs, isSiteFile(path.join(projectDir, 'public')))
  return { ...redirectFiles(redirects, context), changes: digests }
}
