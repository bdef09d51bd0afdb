/**
 * Markup that editors' rich text must never carry, written out here rather than read from the
 * sanitiser (gatsby/source/sanitize-html.ts), so that widening its allowlists to any of these fails
 * the sanitiser's unit tests and the browser test over a page built from the XSS corpus.
 */

/** Tags that run or load code, submit, restyle or re-base the page. */
export const NEVER_TAGS = `
  script style link meta base object embed applet frame frameset portal svg math
  template noscript form input button textarea select option dialog video audio source
  track picture
`
  .trim()
  .split(/\s+/)

/** Attributes that restyle, submit, load a document or ping elsewhere (and every on* one). */
export const NEVER_ATTRIBUTES = `
  style srcdoc formaction action xlink:href background dynsrc lowsrc ping poster data
  codebase allow csp http-equiv is contenteditable tabindex autofocus popover name
  form
`
  .trim()
  .split(/\s+/)
