// The local Drupal's rules, without I/O of their own: which PHP will do, what a build from the
// local Drupal gets by default, the order the demo content is created in, and the error the
// drupal: scripts report (paths.mjs passes it on). Unit-tested in drupal.test.ts.
import { spawnSync } from 'node:child_process'

export class DrupalError extends Error {}

/** PHP extensions Drupal 11 needs (pdo_sqlite for the local database). */
export const REQUIRED_EXTENSIONS = [
  'ctype',
  'curl',
  'dom',
  'gd',
  'json',
  'mbstring',
  'pdo',
  'pdo_sqlite',
  'simplexml',
  'tokenizer',
  'xml',
]

/** @typedef {{ versionId: number, missing: string[] }} PhpProbe */

/**
 * PHP's version id and missing extensions, or null when `bin` does not run.
 * @param {string} bin
 * @returns {PhpProbe | null}
 */
export function probePhp(bin) {
  const result = spawnSync(
    bin,
    [
      '-r',
      'echo PHP_VERSION_ID, "\\n", implode(",", array_map("strtolower", get_loaded_extensions()));',
    ],
    { encoding: 'utf8', timeout: 20000 },
  )
  if (result.status !== 0 || !result.stdout) return null
  const [id, list = ''] = result.stdout.trim().split('\n')
  const loaded = new Set(list.split(','))
  return {
    versionId: Number(id),
    missing: REQUIRED_EXTENSIONS.filter((ext) => !loaded.has(ext)),
  }
}

/**
 * Why `bin` will not do for Drupal 11, or null when it will.
 * @param {string} bin
 * @param {PhpProbe | null} probe
 * @returns {string | null}
 */
export const phpProblem = (bin, probe) =>
  !probe
    ? `${bin} does not run`
    : probe.versionId < 80300
      ? `${bin} is PHP ${Math.floor(probe.versionId / 10000)}.${Math.floor(probe.versionId / 100) % 100}; Drupal 11 needs 8.3 or later`
      : probe.missing.length
        ? `${bin} lacks the PHP extensions ${probe.missing.join(', ')}`
        : null

/**
 * Whether `baseUrl` is the local Drupal (http on this machine, on `port`).
 * @param {string} baseUrl
 * @param {number} port
 * @returns {boolean}
 */
export function isLocalDrupal(baseUrl, port) {
  try {
    const url = new URL(baseUrl.trim())
    return (
      url.protocol === 'http:' &&
      ['127.0.0.1', 'localhost'].includes(url.hostname) &&
      Number(url.port || 80) === port
    )
  } catch {
    return false
  }
}

/**
 * What a build from the local Drupal gets by default (what `env` does not set already).
 * @param {Record<string, string | undefined>} env
 * @param {{ build?: { name: string, password: string } } | null} accounts
 * @param {number} port
 * @returns {Record<string, string>}
 */
export function localDrupalEnv(env, accounts, port) {
  if (!isLocalDrupal(env.DRUPAL_BASE_URL ?? '', port)) return {}
  /** @type {Record<string, string>} */
  const defaults = { SITE_URL: 'http://localhost:9000', DEMO_CAPTCHA: '1' }
  if (accounts?.build && !env.DRUPAL_BASIC_AUTH_USERNAME && !env.DRUPAL_BASIC_AUTH_PASSWORD) {
    defaults.DRUPAL_BASIC_AUTH_USERNAME = accounts.build.name
    defaults.DRUPAL_BASIC_AUTH_PASSWORD = accounts.build.password
  }
  return Object.fromEntries(Object.entries(defaults).filter(([key]) => !env[key]))
}

/**
 * Paragraph bundles that sit inside other paragraphs (an icon grid's items, a FAQ's
 * questions), read from the recorded content: they are made before the paragraphs holding them.
 * @param {Map<string, { attributes: Record<string, unknown> }[]>} resources by resource type
 * @returns {Set<string>}
 */
export function nestedParagraphs(resources) {
  const nested = new Set()
  for (const [type, items] of resources) {
    const [entity, bundle] = type.split('--')
    if (entity === 'paragraph' && items.some((p) => p.attributes.parent_type === 'paragraph')) {
      nested.add(bundle)
    }
  }
  return nested
}
/** Nodes that other nodes refer to come first. */
const NODE_ORDER = ['store', 'gift', 'offer', 'job_listing', 'article', 'event', 'page', 'homepage']

/**
 * The rank of a resource type in the import (lower first).
 * @param {string} type
 * @param {ReadonlySet<string>} [nested] paragraph bundles inside other paragraphs
 * @returns {number}
 */
export function importOrder(type, nested = new Set()) {
  const [entity, bundle] = type.split('--')
  /** @type {number | undefined} */
  const rank = /** @type {Record<string, number>} */ ({
    file: 0,
    taxonomy_term: 1,
    paragraph: nested.has(bundle) ? 2 : 3,
    node: 4 + NODE_ORDER.indexOf(bundle) / 10,
    block_content: 5,
    menu_link_content: 6,
    // Redirects point at nodes (`entity:node/12`) and are made after them.
    redirect: 6.5,
  })[entity]
  return rank ?? 7
}

/**
 * Menu links after their parent (`parent: "menu_link_content:{uuid}"`).
 * @template {{ id: string, attributes: { parent?: string | null } }} T
 * @param {T[]} links
 * @returns {T[]}
 */
export function parentsFirst(links) {
  const byId = new Map(links.map((l) => [l.id, l]))
  /** @type {Map<string, T>} by id, in the order placed */
  const ordered = new Map()
  /**
   * @param {T} link
   * @param {Set<string>} [seen]
   */
  const place = (link, seen = new Set()) => {
    if (ordered.has(link.id) || seen.has(link.id)) return
    seen.add(link.id)
    const parentId = /^menu_link_content:(.+)$/.exec(link.attributes.parent ?? '')?.[1]
    if (parentId && byId.has(parentId)) place(/** @type {T} */ (byId.get(parentId)), seen)
    ordered.set(link.id, link)
  }
  links.forEach((l) => place(l))
  return [...ordered.values()]
}

/**
 * `mysql://user:password@host:port/database` (DRUPAL_DB_URL, as drush's --db-url takes it).
 * @param {string} value
 * @returns {{ host: string, port: number, database: string, username: string, password: string }}
 */
export function parseDbUrl(value) {
  let url
  try {
    url = new URL(value)
  } catch {
    throw new DrupalError(`DRUPAL_DB_URL is not a URL: "${value}"`)
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''))
  if (!['mysql:', 'mariadb:'].includes(url.protocol) || !url.hostname || !database) {
    throw new DrupalError(
      'DRUPAL_DB_URL must look like mysql://user:password@host:3306/database (MariaDB or MySQL).',
    )
  }
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    database,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  }
}
