/** @jest-environment node */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { robotsTxt, sitemapPaths, sitemapXml, writeSeoFiles } from './seo-files'

test('sitemap paths: every page but the not-found pages and search, home first', () => {
  expect(
    sitemapPaths([
      '/stores/',
      '/404/',
      '/404.html',
      '/dev-404-page/',
      '/search/',
      '/',
      '/about-us/',
      '/stores/',
    ]),
  ).toEqual(['/', '/about-us/', '/stores/'])
})

test('sitemap.xml lists absolute, escaped URLs', () => {
  const xml = sitemapXml('https://example.com.au/', ['/', '/stores/willow-&-wren/'])
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(xml).toContain('<loc>https://example.com.au/</loc>')
  expect(xml).toContain('<loc>https://example.com.au/stores/willow-&amp;-wren/</loc>')
})

test('robots.txt allows crawling everything (search too) and points to the sitemap', () => {
  expect(robotsTxt('https://example.com.au')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://example.com.au/sitemap.xml\n',
  )
})

test('writeSeoFiles writes both files', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seo-'))
  const count = await writeSeoFiles({
    pagePaths: ['/', '/offers/', '/404/'],
    siteUrl: 'https://x.test',
    publicDir: dir,
  })
  expect(count).toBe(2)
  expect(await fs.readFile(path.join(dir, 'robots.txt'), 'utf8')).toContain(
    'Sitemap: https://x.test/sitemap.xml',
  )
  expect(await fs.readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toContain(
    '<loc>https://x.test/offers/</loc>',
  )
})
