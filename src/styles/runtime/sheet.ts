/**
 * Where the styled runtime's CSS goes.
 *
 * On the server (gatsby-ssr), one ServerSheet per page collects the rules that page renders;
 * they are written into the page's head as `<style data-css>`. In the browser, one
 * BrowserSheet starts from that element (so hydration inserts nothing it already has) and
 * appends only rules that are new, in a second `<style data-css-client>` element.
 */

/** A rule's CSS, or how to make it: compiled only when a sheet needs it. */
export type RuleCss = string | (() => string)

const text = (css: RuleCss) => (typeof css === 'string' ? css : css())

export interface StyleSink {
  /**
   * Adds `css` under `id` unless a rule with that id is there already. In the browser, where
   * the server's rules are there already, hydration thus compiles no CSS at all.
   */
  insert(id: string, css: RuleCss): void
}

/** The names the runtime gives rules: `c_…` for components, `g_…` for global styles. */
export const RULE_ID = /(?:\.|\/\*)([cg]_[0-9a-z]+)/g

export class ServerSheet implements StyleSink {
  private readonly rules = new Map<string, string>()

  insert(id: string, rule: RuleCss): void {
    const known = this.rules.get(id)
    const css = text(rule)
    if (known === undefined) this.rules.set(id, css)
    else if (known !== css) {
      // Two different styles with one 32-bit name: fail the build rather than style wrongly.
      throw new Error(
        `Style name collision for ${id}; change either style slightly:\n${known}\n${css}`,
      )
    }
  }

  /** The page's CSS, in the order its components first rendered. */
  toString(): string {
    return [...this.rules.values()].join('')
  }
}

export class BrowserSheet implements StyleSink {
  private readonly known = new Set<string>()
  private element: HTMLStyleElement | null = null

  constructor(private readonly doc: Document) {
    const ssr = doc.querySelector('style[data-css]')
    for (const match of (ssr?.textContent ?? '').matchAll(RULE_ID)) this.known.add(match[1])
  }

  insert(id: string, css: RuleCss): void {
    if (this.known.has(id)) return
    this.known.add(id)
    if (!this.element) {
      this.element = this.doc.createElement('style')
      this.element.setAttribute('data-css-client', '')
      this.doc.head.appendChild(this.element)
    }
    this.element.appendChild(this.doc.createTextNode(text(css)))
  }
}

/** Rules rendered where there is no document and no page sheet (e.g. a stray server render). */
export class DiscardSheet implements StyleSink {
  insert(): void {}
}
