// The benchmark's tables, as aligned text for the terminal and as Markdown for results/.

/**
 * Columns padded to their widest cell, under a dashed rule.
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (/** @type {unknown[]} */ cells) =>
    cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/**
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
export function markdownTable(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}
