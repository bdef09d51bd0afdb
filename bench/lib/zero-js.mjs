// The zero-JavaScript limit of a page, for the benchmarks: the same HTML without any script
// (structured data stays: it is data, not code) and without the preloads of scripts and the
// data they would fetch. What is left is the browser's own work: parsing, style, layout,
// paint, fonts and images.

const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b[^>]*as="(?:script|fetch)"[^>]*>/gi

/**
 * `html` with every script and every preload of a script or of data removed.
 * @param {string} html
 * @returns {string}
 */
export function stripScripts(html) {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
}
