/**
 * Drupal's redirects (the redirect module: made by a changed URL alias, or by an editor) as the
 * site's HTTP redirects, in the three forms the site is served with: `public/_redirects`
 * (Netlify, Cloudflare Pages and the project's own server, site-server/static-server.mjs) and
 * `public/_nginx/redirects.server.conf`. Pure: the build passes in what it knows.
 *
 * - A target node (`internal:/node/12`, `entity:node/12`) is its page's current path, so a
 *   redirect follows later renames; other internal paths get the site's trailing slash.
 * - Chains are collapsed to one hop (the first redirect's status); loops are refused.
 * - A source that is a page (or file) of the site is refused: the page wins.
 * - A target that is neither a page, a file nor an external URL is refused.
 * - The visitor's query string is kept unless the target has its own.
 * Every refusal is a warning naming the redirect, and the build goes on.
 */

/** A redirect--redirect resource as gatsby-source-drupal stores it. */
export interface DrupalRedirect {
  id: string
  /** Drupal's uuid. */
  drupal_id?: string
  drupal_internal__rid?: number
  redirect_source?: { path?: string | null; query?: unknown } | null
  redirect_redirect?: { uri?: string | null } | null
  status_code?: number | null
}

export interface RedirectRule {
  /** The source path, with the site's trailing slash unless it names a file (`/x.pdf`). */
  from: string
  /** A site path (with query or fragment if the editor gave one) or an absolute URL. */
  to: string
  status: number
}

export interface RedirectContext {
  /** The current path of a published node, undefined when it is not published. */
  pathOfNid: (nid: number) => string | undefined
  /** Is this path (as the site writes it, `/x/`) a page of the build? */
  isPage: (path: string) => boolean
  /** Is this path a file of the build (`/sites/default/files/map.pdf`)? */
  isFile?: (path: string) => boolean
}

/** The codes every host here can send with a Location (Netlify, Cloudflare Pages, nginx). */
const REDIRECT_STATUSES = [301, 302, 303, 307, 308]

/** Cloudflare Pages reads at most 2,000 static redirects (each rule is two lines here). */
const MAX_CLOUDFLARE_REDIRECTS = 2000

const hasExtension = (path: string) => /\.[a-z0-9]{1,5}$/i.test(path.replace(/\/+$/, ''))

/** `/x` and `/x/` are one page; the site writes `/x/` (trailingSlash: 'always'). */
export function canonicalPath(path: string): string {
  const clean = `/${path.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/')
  if (clean === '/') return '/'
  const bare = clean.replace(/\/+$/, '')
  return hasExtension(bare) ? bare : `${bare}/`
}

type Target =
  | { kind: 'site'; path: string; suffix: string }
  | { kind: 'external'; url: string }
  | { kind: 'missing'; reason: string }

/** Where a Drupal link URI points, as the site sees it. */
function targetOf(uri: string, ctx: RedirectContext): Target {
  if (/^https?:\/\//i.test(uri)) return { kind: 'external', url: uri }
  const node = /^(?:entity:node\/|internal:\/node\/)(\d+)(?:[?#].*)?$/.exec(uri)
  if (node) {
    const nid = Number(node[1])
    const path = ctx.pathOfNid(nid)
    if (!path) return { kind: 'missing', reason: `node ${nid}, which is unpublished or deleted` }
    const suffix = uri.slice(uri.indexOf(node[1]) + node[1].length)
    return { kind: 'site', path: canonicalPath(path), suffix }
  }
  if (uri === 'route:<front>') return { kind: 'site', path: '/', suffix: '' }
  const internal = /^(?:internal|base):(\/?[^?#]*)([?#].*)?$/.exec(uri)
  if (internal) {
    return { kind: 'site', path: canonicalPath(internal[1] || '/'), suffix: internal[2] ?? '' }
  }
  return { kind: 'missing', reason: `"${uri}", which is not a page` }
}

interface Candidate {
  label: string
  from: string
  target: Target & { kind: 'site' | 'external' }
  status: number
}

/**
 * One Drupal redirect as a candidate rule, or the warning that leaves it out. A redirect
 * over a page, with a query string, without a source or to nothing is left out.
 */
function candidateOf(redirect: DrupalRedirect, ctx: RedirectContext): Candidate | string {
  const rawSource = redirect.redirect_source?.path ?? ''
  const uri = redirect.redirect_redirect?.uri ?? ''
  const label = `Redirect ${redirect.drupal_internal__rid ?? redirect.id} from /${rawSource.replace(/^\/+/, '')}`
  if (!rawSource.trim()) return `${label} has no source path: it is left out.`
  const query = redirect.redirect_source?.query
  if (query && typeof query === 'object' && Object.keys(query).length > 0) {
    return `${label} matches a query string, which static hosting cannot match: it is left out.`
  }
  const from = canonicalPath(rawSource)
  if (ctx.isPage(from) || ctx.isFile?.(from)) {
    return `${label} is left out: ${from} is a page of the site, which the redirect (to ${uri || 'nowhere'}) would hide. Delete the redirect or the page.`
  }
  const target = targetOf(uri, ctx)
  if (target.kind === 'missing') return `${label} points to ${target.reason}: it is left out.`
  return { label, from, target, status: Number(redirect.status_code ?? 301) }
}

/** The candidates by source, in Drupal's order (the earlier of two with one source wins). */
function candidatesBySource(
  redirects: readonly DrupalRedirect[],
  ctx: RedirectContext,
  warnings: string[],
): Map<string, Candidate> {
  const bySource = new Map<string, Candidate>()
  const sorted = [...redirects].sort(
    (a, b) => (a.drupal_internal__rid ?? 0) - (b.drupal_internal__rid ?? 0),
  )
  for (const redirect of sorted) {
    const candidate = candidateOf(redirect, ctx)
    if (typeof candidate === 'string') {
      warnings.push(candidate)
      continue
    }
    if (!REDIRECT_STATUSES.includes(candidate.status)) {
      warnings.push(
        `${candidate.label} has status ${candidate.status}, which is not a redirect here: it is sent as 301.`,
      )
      candidate.status = 301
    }
    if (bySource.has(candidate.from)) {
      warnings.push(
        `${candidate.label} repeats the source of an earlier redirect: the earlier one is kept.`,
      )
      continue
    }
    bySource.set(candidate.from, candidate)
  }
  return bySource
}

/**
 * Where a candidate finally leads, following the chain of redirects to its end (one hop for
 * the visitor); a warning instead when it loops or ends at no page.
 */
function finalTarget(
  candidate: Candidate,
  bySource: Map<string, Candidate>,
  ctx: RedirectContext,
): Candidate['target'] | string {
  const seen = [candidate.from]
  let target = candidate.target
  while (target.kind === 'site' && bySource.has(target.path) && !target.suffix) {
    if (seen.includes(target.path)) break
    seen.push(target.path)
    target = bySource.get(target.path)!.target
  }
  if (target.kind === 'site' && seen.includes(target.path)) {
    const loop = [...seen.slice(seen.indexOf(target.path)), target.path]
    return seen.indexOf(target.path) === 0
      ? `${candidate.label} is left out: it leads back to itself (${loop.join(' → ')}).`
      : `${candidate.label} is left out: it leads into a loop (${loop.join(' → ')}).`
  }
  if (target.kind === 'site' && !ctx.isPage(target.path) && !ctx.isFile?.(target.path)) {
    return `${candidate.label} points to ${target.path}, which is not a page of the site: it is left out.`
  }
  return target
}

/** The site's redirect rules from Drupal's redirects, and a warning for each one left out. */
export function redirectRules(
  redirects: readonly DrupalRedirect[],
  ctx: RedirectContext,
): { rules: RedirectRule[]; warnings: string[] } {
  const warnings: string[] = []
  const bySource = candidatesBySource(redirects, ctx, warnings)
  const rules: RedirectRule[] = []
  const refused = new Set<string>()
  for (const candidate of bySource.values()) {
    if (refused.has(candidate.from)) continue
    const target = finalTarget(candidate, bySource, ctx)
    if (typeof target === 'string') {
      warnings.push(target)
      refused.add(candidate.from)
      continue
    }
    const to = target.kind === 'external' ? target.url : `${target.path}${target.suffix}`
    rules.push({ from: candidate.from, to, status: candidate.status })
  }
  rules.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
  if (rules.length > MAX_CLOUDFLARE_REDIRECTS) {
    warnings.push(
      `${rules.length} redirects: Cloudflare Pages reads at most ${MAX_CLOUDFLARE_REDIRECTS} (Netlify and nginx have no such limit).`,
    )
  }
  return { rules, warnings }
}

/** The source paths a rule answers: `/x/` and `/x` (a file path only as it is). */
function sourceVariants(from: string): string[] {
  return from.endsWith('/') && from !== '/' ? [from, from.slice(0, -1)] : [from]
}

/** A path as a URL path (spaces and non-ASCII percent-encoded, as browsers send them). */
const encodePath = (path: string) => encodeURI(path)

/** `public/_redirects` (Netlify, Cloudflare Pages, the project's own server). */
export function redirectsFile(rules: readonly RedirectRule[]): string {
  const lines = [
    '# Redirects from Drupal (the redirect module), generated by gatsby/post-build/redirects.ts at build time.',
    '# Netlify and Cloudflare Pages read this file; so does site-server/static-server.mjs.',
    '# The same rules for nginx: _nginx/redirects.server.conf. Do not edit: the next build',
    '# overwrites this file; change redirects in Drupal.',
  ]
  for (const rule of rules) {
    const to = /^https?:/i.test(rule.to) ? rule.to : encodePath(rule.to)
    for (const from of sourceVariants(rule.from)) {
      lines.push(`${encodePath(from)} ${to} ${rule.status}`)
    }
  }
  return `${lines.join('\n')}\n`
}

const nginxString = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`

/**
 * nginx, server {} context: one exact `location` per source (nginx compares the decoded
 * path), answering the rule's status; the query string is kept unless the target has one.
 */
export function nginxRedirectsConf(rules: readonly RedirectRule[]): string {
  const lines = [
    '# Redirects from Drupal, generated by gatsby/post-build/redirects.ts at build time (the same rules',
    '# as _redirects). Include inside server { }.',
  ]
  for (const rule of rules) {
    const to = /^https?:/i.test(rule.to) ? rule.to : encodePath(rule.to)
    const hash = to.indexOf('#')
    const [base, fragment] = hash < 0 ? [to, ''] : [to.slice(0, hash), to.slice(hash)]
    const escape = (value: string) => nginxString(value).slice(1, -1)
    const target = base.includes('?')
      ? nginxString(to)
      : `"${escape(base)}$is_args$args${escape(fragment)}"`
    for (const from of sourceVariants(rule.from)) {
      lines.push(`location = ${nginxString(from)} { return ${rule.status} ${target}; }`)
    }
  }
  return `${lines.join('\n')}\n`
}
