// The benchmark's tables, as aligned text for the terminal and as Markdown for results/.

/**
 * Each column's width: its widest cell, the header included.
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
const widthsOf = (headers, rows) =>
  headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))

/**
 * A table's headers and rows from its columns, each a header and the cell it shows for an item.
 * @template T
 * @param {T[]} items
 * @param {[string, (item: T) => unknown][]} columns
 * @returns {{ headers: string[], rows: unknown[][] }}
 */
export const tableOf = (items, columns) => ({
  headers: columns.map(([header]) => header),
  rows: items.map((item) => columns.map(([, cell]) => cell(item))),
})

/**
 * Columns padded to their widest cell, under a dashed rule.
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
export function table(headers, rows) {
  const widths = widthsOf(headers, rows)
  const line = (/** @type {unknown[]} */ cells) =>
    cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/**
 * A Markdown table; `aligned`, its columns padded to their widest cell so that it also reads
 * as text (bench:search prints it so).
 * @param {string[]} headers
 * @param {unknown[][]} rows
 * @param {{ aligned?: boolean }} [options]
 */
export function markdownTable(headers, rows, { aligned = false } = {}) {
  const widths = aligned ? widthsOf(headers, rows) : headers.map(() => 0)
  const line = (/** @type {unknown[]} */ cells) =>
    `| ${cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join(' | ')} |`
  const rule = aligned ? widths.map((w) => '-'.repeat(w)) : headers.map(() => '---')
  return [line(headers), line(rule), ...rows.map(line)].join('\n')
}
