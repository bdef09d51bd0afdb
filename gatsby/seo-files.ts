/**
 * sitemap.xml and robots.txt, written after the build (no plugin): every built page except
 * the not-found pages, the development 404 and the search page. Search may be crawled (every
 * /search/?q=… is the same static document, canonical /search/, so there is no crawl trap),
 * but an empty results page is not worth listing.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

/** Paths never listed in the sitemap. */
const EXCLUDED = [
  /^\/404(\.html|\/)?$/,
  /^\/dev-404-page\/?$/,
  /^\/offline-plugin-app-shell-fallback\/?$/,
  /^\/search\/?$/,
]

export function sitemapPaths(paths: readonly string[]): string[] {
  const kept = new Set<string>()
  for (const raw of paths) {
    if (!raw.startsWith('/')) continue
    if (EXCLUDED.some((pattern) => pattern.test(raw))) continue
    kept.add(raw)
  }
  return [...kept].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls = sitemapPaths(paths)
    .map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}

/** Called from gatsby-node's onPostBuild. */
export async function writeSeoFiles({
  pagePaths,
  siteUrl,
  publicDir = 'public',
}: {
  pagePaths: readonly string[]
  siteUrl: string
  publicDir?: string
}): Promise<number> {
  const paths = sitemapPaths(pagePaths)
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, paths))
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
  return paths.length
}
