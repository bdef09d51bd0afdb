/** Text rules: markup stripping and truncation (for card summaries), name order. */

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
 * The first `max` characters plus `ellipsis` when the text is longer; shorter text is
 * returned as is.
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

let collator: Intl.Collator | undefined

/**
 * Alphabetical order of two names (menu titles, categories, stores) by the Unicode collation in
 * en-AU, whatever the visitor's language (so it never differs from the server's): letters of
 * either case together, lowercase first when names differ only in case. One `Intl.Collator`,
 * made at the first comparison (making one is slow, using one is not).
 */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en-AU')
  return Math.sign(collator.compare(a, b))
}
