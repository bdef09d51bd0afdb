/** @jest-environment node */
import { listBlock } from '../../gatsby/post-build/deferred-scripts'
import { scriptSources } from './page-weight.mjs'

describe('scriptSources', () => {
  it("reads the page's script tags, in order, without other sites or nomodule fallbacks", () => {
    const html =
      '<script src="/webpack-runtime-1.js" async></script><script>inline()</script>' +
      '<script src="https://www.googletagmanager.com/gtm.js" async></script>' +
      '<script nomodule src="/legacy.js"></script><script src="/app-3.js?v=1" async></script>'
    expect(scriptSources(html)).toEqual(['/webpack-runtime-1.js', '/app-3.js'])
  })

  it('reads the scripts of a deferred list where it stands, not its preloads', () => {
    const html =
      '<script src="/first.js"></script>' +
      listBlock({
        scripts: ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'],
        preloads: [{ href: '/component---x.js', as: 'script' }],
      }) +
      '<script src="/last.js"></script>'
    expect(scriptSources(html)).toEqual([
      '/first.js',
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
      '/last.js',
    ])
  })
})
