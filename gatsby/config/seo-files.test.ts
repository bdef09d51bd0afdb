/** @jest-environment node */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Joi, validateOptionsSchema } from 'gatsby-plugin-utils'
import { robotsOptions, SITEMAP_PATH, sitemapOptions } from './seo-files'

// The plugin as Gatsby runs it: its options schema fills in the defaults, then onPostBuild.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const plugin = require('gatsby-plugin-sitemap/gatsby-node') as {
  pluginOptionsSchema: (api: { Joi: typeof Joi }) => Parameters<typeof validateOptionsSchema>[0]
  onPostBuild: (api: object, options: object) => Promise<void>
}

/** Runs gatsby-plugin-sitemap with our options over these pages; returns the files it wrote. */
async function buildSitemap(siteUrl: string, pagePaths: string[]) {
  const { value: options } = await validateOptionsSchema(
    plugin.pluginOptionsSchema({ Joi }),
    sitemapOptions,
  )
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitemap-'))
  const cwd = process.cwd()
  try {
    // The plugin writes under ./public.
    process.chdir(dir)
    const reporter = {
      verbose: () => {},
      panic: (message: string, error?: Error) => {
        throw new Error(`${message} ${error ?? ''}`)
      },
    }
    await plugin.onPostBuild(
      {
        graphql: async () => ({
          data: {
            site: { siteMetadata: { siteUrl } },
            allSitePage: { nodes: pagePaths.map((p) => ({ path: p })) },
          },
        }),
        reporter,
        pathPrefix: '',
        basePath: '',
      },
      options,
    )
    const files: Record<string, string> = {}
    for (const name of await fs.readdir(path.join(dir, 'public'))) {
      files[`/${name}`] = await fs.readFile(path.join(dir, 'public', name), 'utf8')
    }
    return files
  } finally {
    process.chdir(cwd)
    await fs.rm(dir, { recursive: true, force: true })
  }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

test('the sitemap lists every page but the not-found pages and search, home first', async () => {
  const files = await buildSitemap('https://example.com.au', [
    '/stores/',
    '/404/',
    '/404.html',
    '/dev-404-page/',
    '/search/',
    '/',
    '/about-us/',
    '/stores/willow-&-wren/',
  ])
  expect(Object.keys(files).sort()).toEqual(['/sitemap-0.xml', SITEMAP_PATH])
  // robots.txt names the index; the index names the one sitemap.
  expect(locs(files[SITEMAP_PATH])).toEqual(['https://example.com.au/sitemap-0.xml'])
  const sitemap = files['/sitemap-0.xml']
  expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  // Absolute URLs on the site URL, XML-escaped; nothing but <loc>.
  expect(locs(sitemap)).toEqual([
    'https://example.com.au/',
    'https://example.com.au/about-us/',
    'https://example.com.au/stores/',
    'https://example.com.au/stores/willow-&amp;-wren/',
  ])
  expect(sitemap).not.toMatch(/<changefreq>|<priority>|<lastmod>/)
})

test('robots.txt (gatsby-plugin-robots-txt) allows crawling everything, search too, and names the sitemap', async () => {
  // The plugin writes ./public/robots.txt, so it runs in a folder of its own.
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const robots = require('gatsby-plugin-robots-txt/gatsby-node') as {
    onPostBuild: (api: object, options: object) => Promise<void>
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'robots-'))
  const cwd = process.cwd()
  try {
    await fs.mkdir(path.join(dir, 'public'))
    process.chdir(dir)
    await robots.onPostBuild(
      { graphql: () => Promise.reject(new Error('not asked')) },
      {
        plugins: [],
        ...robotsOptions('https://example.com.au/'),
      },
    )
    expect(await fs.readFile(path.join(dir, 'public', 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://example.com.au/sitemap-index.xml\n',
    )
  } finally {
    process.chdir(cwd)
    await fs.rm(dir, { recursive: true, force: true })
  }
})
