// The `_headers` file format of Netlify and Cloudflare Pages, as the static server applies it:
// a line with a URL path pattern, then indented `Name: value` lines that apply to it.
//
// - `#` starts a comment line; blank lines are ignored.
// - A pattern is an exact path (`/stores/`), may end in a `*` splat that matches anything
//   (`/*`, `/static/*`) and may hold `:placeholder` segments (`/stores/:slug/`).
// - Every rule whose pattern matches a path applies; when two rules set the same header, the
//   values are joined with ", " (as Netlify and Cloudflare do, so two Content-Security-Policy
//   values become two policies and both are enforced).
//
// The build writes the file (gatsby/post-build/security-headers.ts); see docs/security.md.

/**
 * @typedef {{ pattern: string, regex: RegExp, headers: [string, string][] }} HeaderRule
 */

/** @param {string} s */
const escapeRegex = (s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * @param {string} pattern
 * @returns {RegExp}
 */
export function patternToRegex(pattern) {
  let source = ''
  for (const part of pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)) {
    if (part === '*') source += '.*'
    else if (part.startsWith(':') && part.length > 1) source += '[^/]+'
    else source += escapeRegex(part)
  }
  return new RegExp(`^${source}$`)
}

/**
 * Parse a `_headers` file. Malformed lines are reported through `onProblem` and skipped.
 * @param {string} text
 * @param {(problem: string) => void} [onProblem]
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text, onProblem = () => {}) {
  /** @type {HeaderRule[]} */
  const rules = []
  /** @type {HeaderRule | undefined} */
  let current
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) return
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) {
        onProblem(`line ${index + 1}: a path must start with "/": ${trimmed}`)
        current = undefined
        return
      }
      current = { pattern: trimmed, regex: patternToRegex(trimmed), headers: [] }
      rules.push(current)
      return
    }
    const colon = trimmed.indexOf(':')
    if (!current || colon <= 0) {
      onProblem(`line ${index + 1}: expected "Name: value" under a path: ${trimmed}`)
      return
    }
    current.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()])
  })
  return rules
}

/**
 * The path rules are matched against: `/x/index.html` and `/x` (no file extension) are the
 * page `/x/`, as Gatsby names its routes (the server answers both from `x/index.html`).
 * @param {string} pathname decoded request path
 * @returns {string}
 */
export function routeForPath(pathname) {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length)
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  if (last !== '' && !last.includes('.')) return `${pathname}/`
  return pathname
}

/**
 * The headers for a path: every matching rule in file order, repeated names joined by ", ".
 * Header names keep the spelling of their first appearance.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  const route = routeForPath(pathname)
  /** @type {Map<string, [string, string]>} */
  const merged = new Map()
  for (const rule of rules) {
    if (!rule.regex.test(route) && !rule.regex.test(pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const previous = merged.get(key)
      merged.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value])
    }
  }
  return Object.fromEntries(merged.values())
}
