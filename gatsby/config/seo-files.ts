/**
 * The sitemap and robots.txt. gatsby-plugin-sitemap (gatsby-config.ts, with the options below)
 * writes public/sitemap-index.xml and the sitemap it points to, public/sitemap-0.xml: every
 * built page, on siteMetadata.siteUrl, except the not-found pages, the development 404 (the
 * plugin leaves those out itself), the search page and the offline page. Search may be crawled (every
 * /search/?q=… is the same static document, canonical /search/, so there is no crawl trap),
 * but an empty results page is not worth listing. gatsby-plugin-robots-txt writes
 * public/robots.txt after the build.
 */

/** The sitemap robots.txt names: the plugin's index file in its `output` folder. */
export const SITEMAP_PATH = '/sitemap-index.xml'

interface SitePage {
  path: string
}

/** gatsby-plugin-sitemap's options. */
export const sitemapOptions = {
  output: '/',
  // robots.txt is how crawlers find it; no `<link rel="sitemap">` in every page.
  createLinkInHead: false,
  // Besides the plugin's own: /404, /404.html, /dev-404-page, /offline-plugin-app-shell-fallback.
  excludes: ['/search/', '/offline/'],
  // Home first, then by path: the same order from build to build.
  resolvePages: (data: { allSitePage: { nodes: SitePage[] } }): SitePage[] =>
    [...data.allSitePage.nodes].sort((a, b) =>
      a.path === '/' ? -1 : b.path === '/' ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    ),
  // Only `<loc>`: no guessed changefreq or priority.
  serialize: (page: SitePage) => ({ url: page.path }),
}

/**
 * gatsby-plugin-robots-txt's options: every page may be crawled (search too), and the sitemap
 * is named by its full URL. No `Host:` line, which only Yandex ever read.
 */
export function robotsOptions(siteUrl: string) {
  return {
    host: null,
    sitemap: `${siteUrl.replace(/\/+$/, '')}${SITEMAP_PATH}`,
    policy: [{ userAgent: '*', allow: '/' }],
  }
}
