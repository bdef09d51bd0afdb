// The proxy to gatsby develop: every page it passes on says noindex and no-store (a draft is
// neither for search engines nor for any cache), and while gatsby develop is down the editor
// gets a 502 that says so.
import { createProxyServer } from 'httpxy'

/**
 * A proxy to gatsby develop, web pages and WebSockets (its hot reload).
 * @param {string} upstream gatsby develop's origin
 */
export function createPageProxy(upstream) {
  const proxy = createProxyServer({ target: upstream, ws: true })
  proxy.on('proxyRes', (proxyRes) => {
    proxyRes.headers['x-robots-tag'] = 'noindex, nofollow'
    proxyRes.headers['cache-control'] = 'no-store'
  })
  proxy.on('error', (error, req, res) => {
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('The preview is starting or restarting; try again in a moment.\n')
    } else res?.destroy?.()
  })
  return proxy
}
