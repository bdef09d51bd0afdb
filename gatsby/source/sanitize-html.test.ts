/**
 * The build-time sanitiser: every vector of the XSS corpus comes out inert (checked on the
 * DOM a real HTML parser builds from the output, the way a browser would see it), and
 * ordinary editor HTML comes out byte-identical.
 */
import { NEVER_ATTRIBUTES, NEVER_TAGS } from '../../security/never-allowed'
import { readXssCorpus } from '../../security/xss-corpus'
import { DEFAULT_MAP_EMBED_HOSTS } from './env'
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  MAP_IFRAME_REFERRER_POLICY,
  MAP_IFRAME_SANDBOX,
  createSanitiser,
  isExternalHref,
  matchesEmbedSource,
  safeId,
} from './sanitize-html'

const sanitiser = createSanitiser({
  mapEmbedHosts: DEFAULT_MAP_EMBED_HOSTS,
  siteUrl: 'https://www.example.com.au',
})
const clean = (html: string) => sanitiser.html(html) ?? ''

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite'])
const SAFE_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:'])

/** The scheme a browser would use for this attribute value (WHATWG URL parser). */
function schemeOf(value: string): string {
  try {
    return new URL(value, 'https://base.invalid/page/').protocol
  } catch {
    return 'unparseable'
  }
}

/** Everything in sanitised output that could run script, leave the allowlist or restyle. */
function problemsIn(html: string): string[] {
  const template = document.createElement('template')
  template.innerHTML = html
  const problems: string[] = []
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    const tag = el.localName
    if (!ALLOWED_TAGS.includes(tag) || NEVER_TAGS.includes(tag)) problems.push(`tag <${tag}>`)
    const allowed = [...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]
    for (const { name, value } of Array.from(el.attributes)) {
      if (!allowed.includes(name) || NEVER_ATTRIBUTES.includes(name))
        problems.push(`<${tag} ${name}>`)
      if (name.startsWith('on')) problems.push(`handler ${name}`)
      const urls =
        name === 'srcset'
          ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])
          : URL_ATTRIBUTES.has(name)
            ? [value]
            : []
      for (const url of urls) {
        if (!SAFE_SCHEMES.has(schemeOf(url))) problems.push(`${name}=${value}`)
      }
    }
    if (tag === 'iframe') {
      const src = el.getAttribute('src') ?? ''
      if (!DEFAULT_MAP_EMBED_HOSTS.some((s) => matchesEmbedSource(src, s)))
        problems.push(`iframe ${src}`)
      if (el.getAttribute('sandbox') !== MAP_IFRAME_SANDBOX) problems.push('iframe sandbox')
    }
  }
  return problems
}

describe('the allowlists', () => {
  it('hold no tag or attribute that can run code, restyle or load a document', () => {
    const attributes = Object.values(ALLOWED_ATTRIBUTES).flat()
    expect(ALLOWED_TAGS.filter((tag) => NEVER_TAGS.includes(tag))).toEqual([])
    expect(
      attributes.filter((name) => NEVER_ATTRIBUTES.includes(name) || name.startsWith('on')),
    ).toEqual([])
  })

  it('sandbox a map to what a map needs: no top navigation, forms, modals or downloads', () => {
    expect(MAP_IFRAME_SANDBOX.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ])
  })
})

describe('the XSS corpus', () => {
  const corpus = readXssCorpus()

  it('has the OWASP filter-evasion families in it', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150)
  })

  it.each(corpus.map((vector, i) => [i + 1, vector]))('vector %i is inert: %s', (_, vector) => {
    const out = clean(vector)
    expect(problemsIn(out)).toEqual([])
    expect(out).not.toMatch(/<\s*(script|style|iframe\s+srcdoc|base|meta|link|form|object|embed)/i)
  })

  it('is inert all together too (unclosed tags swallowing what follows)', () => {
    const out = clean(corpus.join('\n'))
    expect(problemsIn(out)).toEqual([])
    expect(out).not.toMatch(/<\s*script|srcdoc=/i)
  })
})

describe('ordinary editor HTML', () => {
  const ORDINARY = [
    '<h2>Opening hours</h2>',
    '<p>Open <strong>every day</strong> from 10am, <em>except</em> Christmas Day.<br>Late night on Thursday.</p>',
    '<h3 id="leasing-contact">Leasing</h3>',
    '<ul><li>Free parking</li><li>Free wifi</li></ul>',
    '<ol start="3"><li>Third</li><li>Fourth</li></ol>',
    '<p>Visit <a href="/stores/">our stores</a>, call <a href="tel:0255500100">02 5550 0100</a> or <a href="mailto:hello@example.com.au">email us</a>.</p>',
    '<p><a href="https://www.store.example.com.au" rel="noopener noreferrer">Store website</a></p>',
    '<p><a href="/sites/default/files/centre-map.pdf" target="_blank" rel="noopener noreferrer">Centre map (PDF)</a></p>',
    '<p><img src="/sites/default/files/inline-images/shopfront.jpg" alt="Shopfront" width="600" height="400"></p>',
    '<figure><img src="/static/a1b2/hero.jpg" alt=""><figcaption>Our centre</figcaption></figure>',
    '<table><caption>Holiday hours</caption><thead><tr><th scope="col">Day</th><th scope="col">Hours</th></tr></thead><tbody><tr><td>Christmas Day</td><td>Closed</td></tr><tr><td colspan="2">Other days as usual</td></tr></tbody></table>',
    '<blockquote><p>Best outlet in town.</p></blockquote>',
    '<p class="text-align-center">Centred</p>',
    '<hr>',
    '<h4>Small print</h4><p><small>Ts &amp; Cs apply.</small> 10% off &gt; $50.</p>',
  ].join('\n')

  it('survives byte for byte', () => {
    expect(clean(ORDINARY)).toBe(ORDINARY)
  })

  it('returns null for empty or fully removed content', () => {
    expect(sanitiser.html('')).toBeNull()
    expect(sanitiser.html(null)).toBeNull()
    expect(sanitiser.html('<script>alert(1)</script>')).toBeNull()
  })
})

describe('links', () => {
  it('isolates external links and links opening a new tab', () => {
    expect(clean('<a href="https://shop.example.org/">Shop</a>')).toBe(
      '<a href="https://shop.example.org/" rel="noopener noreferrer">Shop</a>',
    )
    expect(clean('<a href="/x/" target="_blank">X</a>')).toBe(
      '<a href="/x/" target="_blank" rel="noopener noreferrer">X</a>',
    )
    expect(clean('<a href="https://shop.example.org/" rel="nofollow opener">Shop</a>')).toBe(
      '<a href="https://shop.example.org/" rel="nofollow noopener noreferrer">Shop</a>',
    )
  })

  it('leaves links to the site itself alone and drops other targets', () => {
    expect(clean('<a href="https://www.example.com.au/offers/">Offers</a>')).toBe(
      '<a href="https://www.example.com.au/offers/">Offers</a>',
    )
    expect(clean('<a href="/x/" target="_top">X</a>')).toBe('<a href="/x/">X</a>')
  })

  it('tells external hrefs apart', () => {
    expect(isExternalHref('https://a.example.org', 'https://www.example.com.au')).toBe(true)
    expect(isExternalHref('//a.example.org/x', 'https://www.example.com.au')).toBe(true)
    expect(isExternalHref('https://www.example.com.au/x', 'https://www.example.com.au')).toBe(false)
    expect(isExternalHref('/x', 'https://www.example.com.au')).toBe(false)
    expect(isExternalHref('mailto:a@b.c')).toBe(false)
  })
})

describe('ids', () => {
  it('keeps hyphenated anchors and drops ids that could clobber globals or the layout', () => {
    expect(safeId('leasing-contact')).toBe('leasing-contact')
    expect(safeId('dataLayer')).toBeUndefined()
    expect(safeId('grecaptcha')).toBeUndefined()
    expect(safeId('main-content')).toBeUndefined()
    expect(safeId('x y')).toBeUndefined()
    expect(clean('<h2 id="dataLayer">A</h2><h2 id="our-story">B</h2>')).toBe(
      '<h2>A</h2><h2 id="our-story">B</h2>',
    )
  })
})

describe('map embeds', () => {
  const GOOGLE = 'https://www.google.com/maps/embed?pb=!1m18!1m12'
  const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=149.16%2C-35.33&layer=mapnik'

  it('keeps allowed map iframes, with a title, a referrer policy, lazy loading and a sandbox', () => {
    expect(
      clean(`<iframe src="${GOOGLE}" width="600" height="450" allowfullscreen></iframe>`),
    ).toBe(
      `<iframe src="${GOOGLE}" title="Map" width="600" height="450" allowfullscreen loading="lazy" referrerpolicy="${MAP_IFRAME_REFERRER_POLICY}" sandbox="${MAP_IFRAME_SANDBOX}"></iframe>`,
    )
    expect(
      clean(`<iframe title="How to find us" src="${OSM}" sandbox="allow-top-navigation"></iframe>`),
    ).toContain(`title="How to find us" loading="lazy" referrerpolicy`)
    expect(
      clean(`<iframe src="${OSM}" sandbox="allow-forms allow-top-navigation"></iframe>`),
    ).toContain(`sandbox="${MAP_IFRAME_SANDBOX}"`)
  })

  it('drops every other iframe entirely', () => {
    for (const src of [
      'https://evil.example.org/maps/embed',
      'https://www.google.com/search?q=x',
      'https://www.google.com/maps/embedx',
      'http://www.google.com/maps/embed',
      '//www.google.com/maps/embed',
      '/maps/embed',
      'javascript:alert(1)',
    ]) {
      expect(clean(`<p>a</p><iframe src="${src}">fallback</iframe><p>b</p>`)).toBe(
        '<p>a</p><p>b</p>',
      )
    }
    expect(clean('<iframe>no src</iframe>')).toBe('')
  })

  it('matches sources the way CSP does: an exact path, or everything under a path ending in /', () => {
    expect(matchesEmbedSource(GOOGLE, 'https://www.google.com/maps/embed')).toBe(true)
    expect(
      matchesEmbedSource(
        'https://www.google.com/maps/embed/v1/place?q=x',
        'https://www.google.com/maps/embed',
      ),
    ).toBe(false)
    expect(
      matchesEmbedSource(
        'https://www.google.com/maps/embed/v1/place?q=x',
        'https://www.google.com/maps/embed/',
      ),
    ).toBe(true)
    expect(
      matchesEmbedSource('https://WWW.GOOGLE.COM/maps/embed', 'https://www.google.com/maps/embed'),
    ).toBe(true)
    expect(
      matchesEmbedSource('https://maps.example.org/anything', 'https://maps.example.org'),
    ).toBe(true)
    expect(
      matchesEmbedSource(
        'https://www.google.com:444/maps/embed',
        'https://www.google.com/maps/embed',
      ),
    ).toBe(false)
    expect(
      matchesEmbedSource(
        'https://u:p@www.google.com/maps/embed',
        'https://www.google.com/maps/embed',
      ),
    ).toBe(false)
  })

  it('checks a map block address against the allowlist', () => {
    expect(sanitiser.embedUrl(OSM)).toBe(OSM)
    expect(sanitiser.embedUrl('https://evil.example.org/')).toBeNull()
    expect(sanitiser.embedUrl('javascript:alert(1)')).toBeNull()
    expect(sanitiser.embedUrl(null)).toBeNull()
  })
})
