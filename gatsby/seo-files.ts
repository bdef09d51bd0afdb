/**
 * The sitemap and robots.txt. gatsby-plugin-sitemap (gatsby-config.ts, with the options below)
 * writes public/sitemap-index.xml and the sitemap it points to, public/sitemap-0.xml: every
 * built page, on siteMetadata.siteUrl, except the not-found pages, the development 404 (the
 * plugin leaves those out itself) and the search page. Search may be crawled (every
 * /search/?q=… is the same static document, canonical /search/, so there is no crawl trap),
 * but an empty results page is not worth listing. robots.txt is written after the build.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

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
  excludes: ['/search/'],
  // Home first, then by path: the same order from build to build.
  resolvePages: (data: { allSitePage: { nodes: SitePage[] } }): SitePage[] =>
    [...data.allSitePage.nodes].sort((a, b) =>
      a.path === '/' ? -1 : b.path === '/' ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    ),
  // Only `<loc>`: no guessed changefreq or priority.
  serialize: (page: SitePage) => ({ url: page.path }),
}

export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\n`
}

/** Called from gatsby-node's onPostBuild. */
export async function writeRobotsTxt({
  siteUrl,
  publicDir = 'public',
}: {
  siteUrl: string
  publicDir?: string
}): Promise<void> {
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
  // Builds before gatsby-plugin-sitemap wrote sitemap.xml; public/ outlives a build.
  await fs.rm(path.join(publicDir, 'sitemap.xml'), { force: true })
}
