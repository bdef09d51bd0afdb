/**
 * Nested CSS, as written in the site's style templates, to flat CSS scoped to one selector.
 *
 * The subset the templates use (and stylis, styled-components' compiler, accepts):
 * declarations; nested rules whose selectors may use `&` for the parent (`&:hover`,
 * `.card:hover & img`) or not (`a` → `parent a`); selector lists (`a, button`), split only
 * at top-level commas so `:is(a, b)` stays whole; `@media`, `@supports`, `@container` and
 * `@layer` blocks at any depth (their rules keep the enclosing selector); `@keyframes` and
 * `@font-face` copied as they are; block comments. Quotes and parentheses are respected, so
 * `url(data:…;…)` and `content: ';'` are one declaration.
 *
 * A component's own declarations come first, then its nested rules in source order.
 * With an empty selector (global styles), top-level rules keep their own selectors.
 */

interface Block {
  decls: string[]
  rules: { prelude: string; block: Block }[]
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim()

function pushDeclaration(block: Block, text: string): void {
  const decl = collapse(text)
  if (!decl) return
  block.decls.push(decl.replace(/^(-*[\w-]+)\s*:\s*/, '$1:'))
}

/** The block tree of a nested stylesheet. */
export function parseBlocks(source: string): Block {
  const root: Block = { decls: [], rules: [] }
  const stack: Block[] = [root]
  let buffer = ''
  let quote = ''
  let parens = 0
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]
    if (quote) {
      buffer += ch
      if (ch === '\\' && i + 1 < source.length) buffer += source[(i += 1)]
      else if (ch === quote) quote = ''
      continue
    }
    if (ch === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2)
      i = end < 0 ? source.length : end + 1
      continue
    }
    const top = stack[stack.length - 1]
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(') parens += 1
    else if (ch === ')') parens = Math.max(0, parens - 1)
    else if (parens === 0 && ch === '{') {
      const block: Block = { decls: [], rules: [] }
      top.rules.push({ prelude: collapse(buffer), block })
      stack.push(block)
      buffer = ''
      continue
    } else if (parens === 0 && ch === '}') {
      pushDeclaration(top, buffer)
      buffer = ''
      if (stack.length > 1) stack.pop()
      continue
    } else if (parens === 0 && ch === ';') {
      pushDeclaration(top, buffer)
      buffer = ''
      continue
    }
    buffer += ch
  }
  pushDeclaration(stack[stack.length - 1], buffer)
  return root
}

/** A selector list split at its top-level commas. */
export function splitSelectors(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i += 1) {
    const ch = list[i]
    if (ch === '(' || ch === '[') depth += 1
    else if (ch === ')' || ch === ']') depth -= 1
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts.filter(Boolean)
}

/** Every nested selector resolved against every parent selector. */
export function nestSelectors(parents: string[], nested: string): string[] {
  const parts = splitSelectors(nested)
  if (parents.length === 0) return parts
  return parents.flatMap((parent) =>
    parts.map((part) => (part.includes('&') ? part.replace(/&/g, parent) : `${parent} ${part}`)),
  )
}

const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/

function emit(block: Block, selectors: string[], out: string[]): void {
  if (block.decls.length > 0 && selectors.length > 0) {
    out.push(`${selectors.join(',')}{${block.decls.join(';')}}`)
  }
  for (const { prelude, block: child } of block.rules) {
    if (GROUPING_AT_RULE.test(prelude)) {
      const inner: string[] = []
      emit(child, selectors, inner)
      if (inner.length > 0) out.push(`${prelude}{${inner.join('')}}`)
    } else if (prelude.startsWith('@')) {
      out.push(`${prelude}{${verbatim(child)}}`)
    } else {
      emit(child, nestSelectors(selectors, prelude), out)
    }
  }
}

/** A block's content as written (for @keyframes and @font-face). */
function verbatim(block: Block): string {
  return [
    block.decls.join(';'),
    ...block.rules.map(({ prelude, block: child }) => `${prelude}{${verbatim(child)}}`),
  ].join('')
}

/** Flat CSS for `source` scoped to `selector` ('' for global styles). */
export function compileCss(source: string, selector: string): string {
  const out: string[] = []
  emit(parseBlocks(source), selector ? [selector] : [], out)
  return out.join('')
}

/** A short, stable name for a style: FNV-1a over its text, in base 36. */
export function hashCss(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
