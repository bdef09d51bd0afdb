/**
 * Build-time sanitiser for every piece of HTML that comes from the CMS (Drupal's `processed`
 * rich text). It runs in gatsby-node (gatsby/source/mapping.ts), so the browser bundle never carries
 * a sanitiser: pages ship HTML that is already clean.
 *
 * An allowlist (OWASP XSS Prevention cheat sheet, rule 6) built on sanitize-html: editor
 * markup (headings, paragraphs, lists, links, images, tables, quotes) passes through
 * unchanged; scripts, styles, event-handler attributes, `style` attributes, forms, objects,
 * `javascript:`/`data:`/`vbscript:` URLs and comments are removed. Iframes survive only when
 * their address is on the map-embed allowlist (MAP_EMBED_HOSTS), and then they are given a
 * title, a referrer policy, lazy loading and a narrow sandbox. See docs/security.md.
 */
import sanitizeHtml from 'sanitize-html'
import {
  DEFAULT_MAP_TITLE,
  MAP_IFRAME_REFERRER_POLICY,
  MAP_IFRAME_SANDBOX,
} from '../../src/lib/embeds'

export interface SanitiserConfig {
  /** Allowed iframe sources, as CSP source expressions with a path (see gatsby/source/env.ts). */
  mapEmbedHosts: readonly string[]
  /** Public origin of the site: absolute links to it are not "external". */
  siteUrl?: string
}

export interface Sanitiser {
  /** Clean rich-text HTML; `null` for empty input or when nothing is left. */
  html(dirty: string | null | undefined): string | null
  /** The address when an embedded map may be shown from it, otherwise `null`. */
  embedUrl(url: string | null | undefined): string | null
}

export { MAP_IFRAME_SANDBOX, MAP_IFRAME_REFERRER_POLICY }

/** Ids the layout uses; content must not duplicate them. */
const RESERVED_IDS = new Set([
  'main-content',
  'unsupported-browser',
  'gatsby-focus-wrapper',
  'gatsby-announcer',
  'gatsby-script-loader',
  'gatsby-chunk-mapping',
])

/**
 * Element ids are kept only when they contain a hyphen (`leasing-contact`): such names are
 * not JavaScript identifiers, so an id from content cannot clobber a global the site or the
 * tag manager reads (`<a id="dataLayer">` would otherwise shadow `window.dataLayer`).
 */
export function safeId(id: string | undefined): string | undefined {
  if (!id) return undefined
  const value = id.trim()
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/i.test(value) || value.length > 64) return undefined
  return RESERVED_IDS.has(value.toLowerCase()) ? undefined : value
}

const REL_TOKENS = new Set([
  'nofollow',
  'noopener',
  'noreferrer',
  'ugc',
  'sponsored',
  'external',
  'author',
  'license',
  'help',
  'tag',
])

/** Whether an href leaves the site (http(s) or protocol-relative, on another host). */
export function isExternalHref(href: string, siteUrl?: string): boolean {
  const value = href.trim()
  if (!/^(?:https?:)?\/\//i.test(value)) return false
  try {
    const url = new URL(value, 'https://relative.invalid')
    if (!siteUrl) return true
    return url.host.toLowerCase() !== new URL(siteUrl).host.toLowerCase()
  } catch {
    return true
  }
}

/**
 * The CSP source-expression match (CSP3 §6.7.2.8, simplified to https + exact host): a
 * source with a path ending in `/` matches every path under it, any other path must match
 * exactly; the query string is ignored. This is the same rule the browser applies to the
 * policy's frame-src, so the sanitiser and the policy agree on what may be framed.
 */
export function matchesEmbedSource(address: string, source: string): boolean {
  let url: URL
  let allowed: URL
  try {
    url = new URL(address)
    allowed = new URL(source)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  if (url.host.toLowerCase() !== allowed.host.toLowerCase()) return false
  const sourcePath = source.slice(allowed.origin.length)
  if (sourcePath === '' || sourcePath === '/') return true
  const path = decodeURIComponent(url.pathname)
  return sourcePath.endsWith('/') ? path.startsWith(sourcePath) : path === sourcePath
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/** Tags an editor's rich text may use. Everything else is dropped (its text kept). */
export const ALLOWED_TAGS = [
  ...HEADINGS,
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'cite',
  'q',
  'blockquote',
  'code',
  'pre',
  'kbd',
  'address',
  'time',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'iframe',
]

const GLOBAL_ATTRIBUTES = ['id', 'lang', 'dir', 'class']

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'title', 'target', 'rel', 'hreflang'],
  img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  iframe: [
    'src',
    'title',
    'width',
    'height',
    'allowfullscreen',
    'loading',
    'referrerpolicy',
    'sandbox',
  ],
  abbr: ['title'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  th: ['colspan', 'rowspan', 'scope', 'headers', 'abbr'],
  td: ['colspan', 'rowspan', 'headers'],
  col: ['span'],
  colgroup: ['span'],
}

/** Drupal's text-format alignment classes; no other class from content reaches the page. */
const ALLOWED_CLASSES = ['text-align-*', 'align-*']

/** Tags whose content is dropped along with them (not shown as text). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'object',
  'embed',
  'applet',
  'iframe',
  'frameset',
  'select',
  'svg',
  'math',
]

function linkTransform(siteUrl: string | undefined) {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const out: sanitizeHtml.Attributes = { ...attribs }
    if (out.target !== undefined && out.target !== '_blank') delete out.target
    const href = out.href ?? ''
    const needsIsolation = out.target === '_blank' || isExternalHref(href, siteUrl)
    const editorRel = (out.rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => REL_TOKENS.has(token))
    const rel = new Set(editorRel)
    if (needsIsolation) {
      rel.add('noopener')
      rel.add('noreferrer')
    }
    if (rel.size > 0) {
      const value = [...rel].join(' ')
      // Keep the editor's own spelling when it already says the same thing.
      if (value !== out.rel) out.rel = value
    } else {
      delete out.rel
    }
    return { tagName, attribs: out }
  }
}

function idTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.id === undefined) return { tagName, attribs }
  const { id, ...rest } = attribs
  const kept = safeId(id)
  return { tagName, attribs: kept === id ? attribs : kept ? { ...rest, id: kept } : rest }
}

function iframeTransform() {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const { src, width, height, title, allowfullscreen } = attribs
    const out: sanitizeHtml.Attributes = {}
    if (src !== undefined) out.src = src
    out.title = title?.trim() || DEFAULT_MAP_TITLE
    if (width !== undefined) out.width = width
    if (height !== undefined) out.height = height
    if (allowfullscreen !== undefined) out.allowfullscreen = ''
    out.loading = 'lazy'
    out.referrerpolicy = MAP_IFRAME_REFERRER_POLICY
    out.sandbox = MAP_IFRAME_SANDBOX
    return { tagName, attribs: out }
  }
}

/** The sanitize-html options for a configuration (exported for the tests). */
function sanitiserOptions(config: SanitiserConfig): sanitizeHtml.IOptions {
  const embedAllowed = (src: string | undefined) =>
    !!src && config.mapEmbedHosts.some((source) => matchesEmbedSource(src, source))
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { '*': ALLOWED_CLASSES },
    // No `style` attribute is allowed, so there is nothing for postcss to parse.
    parseStyleAttributes: false,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
    allowProtocolRelative: false,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    nestingLimit: 64,
    transformTags: {
      a: linkTransform(config.siteUrl),
      iframe: iframeTransform(),
      '*': idTransform,
    },
    // Runs on the cleaned attributes: an iframe whose address is not an allowed map embed
    // goes entirely, with its content (not left behind as an empty frame).
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !embedAllowed(frame.attribs.src),
  }
}

export function createSanitiser(config: SanitiserConfig): Sanitiser {
  const options = sanitiserOptions(config)
  return {
    html(dirty) {
      if (typeof dirty !== 'string' || dirty.trim() === '') return null
      // sanitize-html writes void elements XHTML-style (`<br />`); Drupal and the browser
      // write `<br>`. Text and attribute values never hold a raw `>`, so this is exact.
      const clean = sanitizeHtml(dirty, options).replace(/ \/>/g, '>')
      return clean.trim() === '' ? null : clean
    },
    embedUrl(url) {
      const value = url?.trim()
      if (!value) return null
      return config.mapEmbedHosts.some((source) => matchesEmbedSource(value, source)) ? value : null
    },
  }
}
