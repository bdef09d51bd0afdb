/**
 * The site listener: the current release, through startStaticServer (404 page, caching
 * headers, and whatever else that server applies), from <workDir>/current. It starts once
 * there is a release to serve.
 */
import { startStaticServer } from '../site-server/static-server.mjs'

/**
 * @typedef {object} SiteListener
 * @property {() => Promise<void>} ensure start listening if there is a release and it does not
 *   listen yet
 * @property {() => string | null} url null until it listens
 * @property {() => Promise<void>} close
 */

/**
 * @param {{
 *   releases: import('./releases.mjs').Releases,
 *   host: string,
 *   port: number,
 *   isClosed: () => boolean,
 *   log: (message: string) => void,
 * }} options
 * @returns {SiteListener}
 */
export function createSiteListener({ releases, host, port, isClosed, log }) {
  /** @type {import('../site-server/static-server.mjs').StaticServer | null} */
  let server = null
  return {
    async ensure() {
      if (server || isClosed() || !(await releases.currentId())) return
      server = await startStaticServer({ root: releases.currentLink, port, host })
      log(`serving the site at ${server.url}/`)
    },
    url: () => (server ? server.url : null),
    async close() {
      await server?.close()
    },
  }
}
