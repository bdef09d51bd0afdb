import fs from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { loadEnv } from './gatsby/env'
import { typeDefs } from './gatsby/schema'
import { mapDrupalNode, type DrupalNode } from './gatsby/mapping'
import { createSanitiser, type Sanitiser } from './gatsby/sanitize-html'
import { MAX_HEADERS_LINE, writeSecurityHeaders } from './gatsby/security-headers'
import { findSecretsInBuild } from './gatsby/secrets'
import { createResolvers as addResolvers, drupalFilePath } from './gatsby/resolvers'
import { createPages as addPages } from './gatsby/create-pages'
import { createStoreResolvers } from './gatsby/stores'
import { checkSourceReachable } from './gatsby/source-check'
import { onPostBuildSearchIndex } from './gatsby/search-index'
import { writeEventCalendars } from './gatsby/ics'
import { writeSeoFiles } from './gatsby/seo-files'
import { injectPagePreloads } from './gatsby/page-preloads'
import { centreZoneTables } from './gatsby/zone-tables'
import { CompileHintsPlugin } from './gatsby/compile-hints'
import { MANIFEST_PATH } from './src/lib/search/types'

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const env = loadEnv()
  try {
    await checkSourceReachable(env.drupalBaseUrl, env.drupalApiBase)
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

let sanitiser: Sanitiser | undefined
/** The CMS HTML sanitiser, configured from the environment (map-embed allowlist, site URL). */
function buildSanitiser(): Sanitiser {
  const { mapEmbedHosts, siteUrl } = loadEnv()
  return (sanitiser ??= createSanitiser({ mapEmbedHosts, siteUrl }))
}

/**
 * Each Drupal entity the site uses gets a domain node as its child (see
 * docs/content-model.md). Its CMS HTML is sanitised here, at build time.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const domainId = (drupalGatsbyId: string) => createNodeId(`domain:${drupalGatsbyId}`)
  const mapped = mapDrupalNode(node as unknown as DrupalNode, {
    domainId,
    sanitiser: buildSanitiser(),
  })
  if (!mapped) return
  const fields = { ...mapped.fields }
  const child = {
    ...fields,
    id: domainId(node.id),
    parent: node.id,
    children: [],
    internal: { type: mapped.type, contentDigest: createContentDigest(fields) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as never })
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  addResolvers(args)
  createStoreResolvers(args)
}

export const createPages: GatsbyNode['createPages'] = (args) => addPages(args)

/**
 * - Fonts are emitted as files, never inlined into the CSS as data: URLs (Gatsby inlines
 *   files under 10 kB): inlined fonts would ride along in every page's HTML, uncacheable,
 *   instead of being fetched once, preloaded and cached for a year (see src/styles/fonts.ts).
 * - The centre's time zone offsets around the build are written into the bundle
 *   (`__ZONE_TABLES__`), so pages tell the centre's time without the browser's Intl, whose
 *   start-up blocked every page's hydration (see `ZoneTable` in src/lib/zonedTime.ts).
 * - The browser build's scripts ask V8 to compile them eagerly, off the main thread
 *   (gatsby/compile-hints.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  plugins,
  stage,
}) => {
  const config = getConfig()
  config.plugins.push(plugins.define({ __ZONE_TABLES__: JSON.stringify(centreZoneTables()) }))
  if (stage === 'build-javascript') config.plugins.push(new CompileHintsPlugin())
  if (stage === 'build-javascript' || stage === 'develop') {
    // Links prefetch their page 250 ms after they scroll into view (spec §2), not Gatsby's 3 s.
    config.module.rules.push({
      test: /[\\/]\.cache[\\/]loader\.js$/,
      enforce: 'pre',
      use: [{ loader: path.resolve('gatsby/prefetch-delay-loader.cjs') }],
    })
  }
  const isFontRule = (rule: { test?: unknown }) =>
    rule.test instanceof RegExp && rule.test.test('font.woff2')
  config.module.rules = config.module.rules.map(
    (rule: { test?: unknown; use?: { loader?: string; options?: object }[] }) =>
      isFontRule(rule) && Array.isArray(rule.use)
        ? {
            ...rule,
            use: rule.use.map((use) =>
              use.loader?.includes('url-loader')
                ? { ...use, options: { ...use.options, limit: false } }
                : use,
            ),
          }
        : rule,
  )
  actions.replaceWebpackConfig(config)
}

/**
 * Drupal files that are not images (the centre map PDF, documents linked from rich text)
 * are published at their Drupal path, so `/sites/default/files/…` links keep working.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({
  getNodesByType,
  getNode,
  reporter,
  graphql,
}) => {
  let copied = 0
  for (const file of getNodesByType('file__file')) {
    const mime = String(file.filemime ?? '')
    if (mime.startsWith('image/')) continue
    const target = drupalFilePath((file.uri as { url?: string } | undefined)?.url)
    const local = file.localFile___NODE ? getNode(String(file.localFile___NODE)) : undefined
    if (!target || !local?.absolutePath || target.includes('..')) continue
    const dest = path.join('public', target)
    await fs.mkdir(path.dirname(dest), { recursive: true })
    await fs.copyFile(String(local.absolutePath), dest)
    copied += 1
  }
  if (copied) reporter.info(`Published ${copied} Drupal file(s) under /sites/default/files/`)
  await onPostBuildSearchIndex({ graphql, reporter })
  await writeEventCalendars({ getNodesByType, reporter })
  await writeSeoFiles({
    pagePaths: getNodesByType('SitePage').map((p) => String(p.path)),
    siteUrl: loadEnv().siteUrl,
  })
  const preloaded = await injectPagePreloads('public', { manifestPath: MANIFEST_PATH })
  reporter.info(`Page preloads written into ${preloaded} page(s)`)
  // Last: the policies hash the inline scripts of the final HTML.
  const env = loadEnv()
  const { pages, longestLine } = await writeSecurityHeaders('public', {
    siteUrl: env.siteUrl,
    formEndpoint: env.formEndpoint,
    tagManager: !!env.gtmId,
    mapEmbedHosts: env.mapEmbedHosts,
  })
  reporter.info(
    `Security headers: _headers and _nginx/ with a Content-Security-Policy for ${pages} pages`,
  )
  if (longestLine > MAX_HEADERS_LINE) {
    reporter.warn(
      `_headers has a line of ${longestLine} characters; Cloudflare Pages reads at most ${MAX_HEADERS_LINE}`,
    )
  }
  const leaks = await findSecretsInBuild('public', process.env)
  if (leaks.length > 0) {
    reporter.panic(
      `Secrets in the built site (only GATSBY_ variables may reach the browser):\n${leaks.map((l) => `  - ${l}`).join('\n')}`,
    )
  }
}
