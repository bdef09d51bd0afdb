/** Text rules: markup stripping and truncation (spec section 9 summaries), name order. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#039;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
}

/** Plain text of an HTML fragment: tags removed, common entities decoded, spaces collapsed. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39|#039);/g, (m) => ENTITIES[m] ?? m)
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The first `max` characters plus `ellipsis` when the text is longer (spec: summaries are
 * "first N characters plus ellipsis"); shorter text is returned as is.
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const t = text.trim()
  if (t.length <= max) return t
  return `${t.slice(0, max).trimEnd()}${ellipsis}`
}

/** Cut at a word boundary to at most `max` characters (meta and social descriptions). */
export function truncateAtWord(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim()
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`
}

// Printable ASCII in the order of the Unicode collation's root (what `localeCompare` gives in
// en-AU): space, punctuation, symbols, digits, then letters with each lowercase before its
// capital. Letters of either case share a primary weight; case only breaks a tie.
const ASCII_ORDER =
  ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ'
/** Primary weight by character code (letters of either case share one). */
const PRIMARY: number[] = []
let rank = 0
for (const char of ASCII_ORDER) {
  const lower = char.toLowerCase()
  PRIMARY[char.charCodeAt(0)] = char === lower ? rank++ : PRIMARY[lower.charCodeAt(0)]
}
const PLAIN = /^[\x20-\x7e]*$/

/**
 * Alphabetical order of two names (menu titles, categories), as `a.localeCompare(b, 'en-AU')`
 * gives it. Names in printable ASCII, nearly all of them, are compared here without Intl:
 * the first `localeCompare` of a page starts the browser's ICU collation, tens of milliseconds
 * in the middle of hydration (issue 9). Other names go to `localeCompare` in en-AU, so the
 * order never depends on the visitor's language (or differs from the server's).
 */
export function compareNames(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) return Math.sign(a.localeCompare(b, 'en-AU'))
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i += 1) {
    const difference = PRIMARY[a.charCodeAt(i)] - PRIMARY[b.charCodeAt(i)]
    if (difference) return Math.sign(difference)
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1
  for (let i = 0; i < length; i += 1) {
    if (a[i] !== b[i]) return a[i] === a[i].toLowerCase() ? -1 : 1
  }
  return 0
}
