/** @jest-environment node */
import { stripScripts } from './zero-js.mjs'

describe('stripScripts (the zero-JavaScript limit of a page)', () => {
  const page = [
    '<html><head>',
    '<link rel="preload" href="/app.js" as="script"/>',
    '<link data-preload rel="preload" href="/page-data/x/page-data.json" as="fetch" crossorigin="anonymous"/>',
    '<link rel="preload" href="/static/lato.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    '<script type="application/ld+json">{"@type":"ShoppingCenter"}</script>',
    '<script data-preload>(function(){var w=new Worker("/w.js")})()</script>',
    '<style>body{margin:0}</style>',
    '</head><body><main><h1>Stores</h1></main>',
    '<script type="module">document.body.addEventListener("load",()=>{})</script>',
    '<script src="/app.js" async></script>',
    '</body></html>',
  ].join('\n')
  const stripped = stripScripts(page)

  it('removes inline, module and external scripts', () => {
    expect(stripped).not.toMatch(/Worker|addEventListener|src="\/app\.js"/)
    expect(stripped.match(/<script\b/g)).toHaveLength(1)
  })

  it('removes the preloads of scripts and data, and keeps those of fonts', () => {
    expect(stripped).not.toContain('as="script"')
    expect(stripped).not.toContain('page-data.json')
    expect(stripped).toContain('href="/static/lato.woff2" as="font"')
  })

  it('keeps structured data, styles and content', () => {
    expect(stripped).toContain(
      '<script type="application/ld+json">{"@type":"ShoppingCenter"}</script>',
    )
    expect(stripped).toContain('<style>body{margin:0}</style>')
    expect(stripped).toContain('<main><h1>Stores</h1></main>')
  })
})
