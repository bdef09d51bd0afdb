// What bench:publish and bench:preview share: the local Drupal installed when it is missing, and
// its JSON:API as the editor account saves through it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { installedSite } from '../../drupal/tools/lib.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * Installs the local Drupal (`npm run drupal:install`) when it is not installed, saying
 * `notice` first; ends the benchmark when the install fails.
 * @param {string} [notice]
 */
export function installDrupalIfMissing(notice) {
  if (installedSite()) return
  if (notice) console.log(notice)
  const install = spawnSync(process.execPath, [path.join(root, 'drupal/tools/install.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (install.status !== 0) process.exit(1)
}

/**
 * The Authorization header of an account.
 * @param {{ name: string, password: string }} account
 */
export const basicAuth = (account) =>
  `Basic ${Buffer.from(`${account.name}:${account.password}`).toString('base64')}`

/**
 * Requests to Drupal's JSON:API as `account`: `jsonapi(method, urlPath, body)` resolves with
 * the answer's `data`.
 * @param {string} drupalUrl
 * @param {{ name: string, password: string }} account
 */
export function jsonApiAs(drupalUrl, account) {
  /**
   * @param {string} method
   * @param {string} urlPath under /jsonapi/
   * @param {object} [body] the resource, sent as `data`
   */
  return async function jsonapi(method, urlPath, body) {
    const res = await fetch(`${drupalUrl}/jsonapi/${urlPath}`, {
      method,
      headers: {
        Authorization: basicAuth(account),
        Accept: 'application/vnd.api+json',
        ...(body ? { 'Content-Type': 'application/vnd.api+json' } : {}),
      },
      body: body ? JSON.stringify({ data: body }) : undefined,
    })
    const text = await res.text()
    if (!res.ok) {
      throw new Error(`${method} ${urlPath} answered ${res.status}: ${text.slice(0, 300)}`)
    }
    return text ? JSON.parse(text).data : null
  }
}
