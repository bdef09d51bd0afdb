import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { loadEnv } from './gatsby/env'
import { typeDefs } from './gatsby/schema'
import { canberraDateExtension, dateFormatEnum } from './gatsby/date-fields'
import {
  MAPPED_DRUPAL_TYPES,
  aliasToPath,
  isShown,
  mapDrupalNode,
  type DrupalNode,
} from './gatsby/mapping'
import { createSanitiser, type Sanitiser } from './gatsby/sanitize-html'
import { MAX_HEADERS_LINE, writeSecurityHeaders } from './gatsby/security-headers'
import { findSecretsInBuild } from './gatsby/secrets'
import { createResolvers as addResolvers, drupalFilePath } from './gatsby/resolvers'
import { createPages as addPages } from './gatsby/create-pages'
import { ROUTED_TYPES } from './gatsby/content'
import { unknownContentWarnings } from './gatsby/unknown-content'
import {
  createStoreResolvers,
  STORE_LINKS_TYPE,
  storeLinks,
  storeLinksId,
} from './gatsby/store-links'
import { checkSourceReachable } from './gatsby/source-check'
import { unexpectedTypes } from './gatsby/drupal-types.cjs'
import { resolveNodeLinks } from './gatsby/node-links'
import { nodesOfTypes, settledDrupalNodes } from './gatsby/settled-nodes'
import { indexReadsType, onPostBuildSearchIndex, type IndexedNode } from './gatsby/search-index'
import { writeEventCalendars } from './gatsby/ics'
import { injectPagePreloads } from './gatsby/page-preloads'
import { buildCodeKey } from './gatsby/file-stamps'
import { cacheImageData } from './gatsby/image-data-cache'
import { CompileHintsPlugin } from './gatsby/compile-hints'
import { compressBuild } from './gatsby/post-build/compress-files'
import {
  canonicalPath,
  nginxRedirectsConf,
  redirectRules,
  redirectsFile,
  type DrupalRedirect,
} from './gatsby/redirects'
import { MANIFEST_PATH } from './src/lib/search/types'
import { ZONE } from './src/lib/dates'
import { offsetStretches } from './src/lib/dateFormats'

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const env = loadEnv()
  try {
    const links = await checkSourceReachable(
      env.drupalBaseUrl,
      env.drupalApiBase,
      15000,
      env.drupalBasicAuth,
    )
    const extra = unexpectedTypes(links)
    if (extra.length) {
      reporter.warn(
        `Drupal lists resource types the site does not use, which the build fetches anyway: ${extra.join(', ')}. ` +
          'Add them to UNUSED_TYPES in gatsby/drupal-types.cjs.',
      )
    }
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/**
 * The domain types (gatsby/schema.ts), and gatsby-source-drupal's own node types declared
 * empty: they are read here, in gatsby-node, and mapped to the domain types, so nothing queries
 * them, and Gatsby would otherwise infer a GraphQL type from every field of their 2,000-odd
 * nodes at each build (about a second of an editor's wait) and show Drupal's `field_*` names in
 * GraphiQL.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(canberraDateExtension)
  actions.createTypes(dateFormatEnum)
  actions.createTypes(typeDefs)
  actions.createTypes(
    [...MAPPED_DRUPAL_TYPES, 'file__file', 'redirect__redirect']
      .map((type) => `type ${type} implements Node @dontInfer { id: ID! }`)
      .join('\n'),
  )
}

let sanitiser: Sanitiser | undefined
/** The CMS HTML sanitiser, configured from the environment (map-embed allowlist, site URL). */
function buildSanitiser(): Sanitiser {
  const { mapEmbedHosts, siteUrl } = loadEnv()
  return (sanitiser ??= createSanitiser({ mapEmbedHosts, siteUrl }))
}

type NodeArgs = Pick<
  Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0],
  'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'
>

/** The domain node of one Drupal node, as its child; false when the node maps to nothing. */
function createDomainNode(
  node: Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0]['node'],
  { actions, createNodeId, createContentDigest, reporter }: NodeArgs,
  resolveLinks?: (mapped: Record<string, unknown>, type: string) => Record<string, unknown> | null,
) {
  const domainId = (drupalGatsbyId: string) => createNodeId(`domain:${drupalGatsbyId}`)
  const mapped = mapDrupalNode(node as unknown as DrupalNode, {
    domainId,
    sanitiser: buildSanitiser(),
    warn: (message) => reporter.warn(message),
    preview: loadEnv().preview,
  })
  if (!mapped) return
  const fields = resolveLinks ? resolveLinks(mapped.fields, mapped.type) : { ...mapped.fields }
  if (!fields) {
    const stale = node.children.find((c) => c === domainId(node.id))
    if (stale) actions.deleteNode({ id: stale } as never)
    return
  }
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

const NODE_LINK_FORMS = ['"entity:node/', '"internal:/node/']
/** Does a Drupal node hold a link to a node (made into its domain node in sourceNodes)? */
const holdsNodeLinks = (node: object) => {
  const raw = JSON.stringify(node)
  return NODE_LINK_FORMS.some((form) => raw.includes(form))
}

/**
 * Each Drupal entity the site uses gets a domain node as its child (see
 * docs/content-model.md). Its CMS HTML is sanitised here, at build time. Entities holding
 * links to nodes get theirs in sourceNodes, once every node is there to link to.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  if (MAPPED.has(args.node.internal.type) && holdsNodeLinks(args.node)) return
  createDomainNode(args.node, args)
}

/** Drupal node types with a page of their own: what a link to a node can point at. */
const ROUTED_DRUPAL_TYPES = new Set(ROUTED_TYPES.map((type) => type.drupal))
const MAPPED = new Set(MAPPED_DRUPAL_TYPES)

/** The page path of every shown Drupal node with a page, by node id. */
function nodePaths(nodes: readonly { internal: { type: string } }[]): Map<number, string> {
  const pathOfNid = new Map<number, string>()
  for (const n of nodes) {
    const drupal = n as unknown as DrupalNode
    if (
      ROUTED_DRUPAL_TYPES.has(n.internal.type) &&
      isShown(drupal, loadEnv().preview) &&
      typeof drupal.drupal_internal__nid === 'number'
    ) {
      const alias = (drupal.path as { alias?: unknown } | undefined)?.alias
      pathOfNid.set(
        drupal.drupal_internal__nid,
        aliasToPath(alias, `/node/${drupal.drupal_internal__nid}`),
      )
    }
  }
  return pathOfNid
}

/**
 * Links to Drupal nodes (`entity:node/12`) become the linked page's path once every node is
 * sourced; a link to an unpublished or deleted node is left out, with a warning naming it
 * (gatsby/node-links.ts). A menu item whose own link is left out goes too, unless it has
 * sublinks: then it stays as their heading. Paths are read from gatsby-source-drupal's own
 * nodes, which all exist when this runs (domain nodes are made by onCreateNode, whose order is
 * not guaranteed). The domain nodes of Drupal nodes holding such links are made here, from the
 * Drupal node, on every build, so a link follows its target's alias, unpublishing and deletion
 * even when the linking node did not change.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const { actions, createContentDigest, createNodeId, getNodesByType, reporter } = args
  // The site keeps its own nodes (Gatsby's stateful source nodes), as gatsby-source-drupal does
  // (patches/): a rebuild does not walk every node to find the untouched ones. Its domain nodes
  // are children of Drupal's, deleted with them and by createDomainNode; its only nodes of its
  // own, the store links, are deleted below when their store is gone.
  actions.enableStatefulSourceNodes?.()
  // All of gatsby-source-drupal's nodes, stored (gatsby/settled-nodes.ts).
  const nodes = await settledDrupalNodes(getNodesByType)
  // Content of a type no module in gatsby/content/ handles is left out, and named.
  for (const warning of unknownContentWarnings(nodes as unknown as DrupalNode[])) {
    reporter.warn(warning)
  }
  // What each store page lists (its offers, gifts and similar stores): gatsby/store-links.ts.
  const links = storeLinks(
    nodes as unknown as DrupalNode[],
    (id) => createNodeId(`domain:${id}`),
    loadEnv().preview,
  )
  const linkIds = new Set<string>()
  for (const [storeId, fields] of links) {
    linkIds.add(storeLinksId(storeId))
    actions.createNode({
      ...fields,
      store: storeId,
      id: storeLinksId(storeId),
      internal: { type: STORE_LINKS_TYPE, contentDigest: createContentDigest(fields) },
    })
  }
  for (const stale of getNodesByType(STORE_LINKS_TYPE)) {
    if (!linkIds.has(stale.id)) actions.deleteNode(stale)
  }
  const pathOfNid = nodePaths(nodes)
  const parentIds = new Set<string>()
  for (const n of nodes) {
    const drupal = n as unknown as DrupalNode
    const parent = drupal.drupal_parent_menu_item
    if (n.internal.type === 'menu_link_content__menu_link_content' && typeof parent === 'string')
      parentIds.add(parent.replace(/^menu_link_content:/, ''))
  }
  for (const node of nodes) {
    if (!MAPPED.has(node.internal.type) || !holdsNodeLinks(node)) continue
    createDomainNode(node, args, (mapped, type) => {
      const resolved = resolveNodeLinks(mapped, (nid) => pathOfNid.get(nid))
      for (const nid of resolved.missing) {
        reporter.warn(
          `${type} "${String(mapped.title ?? mapped.heading ?? node.id)}" links to node ${nid}, which is unpublished or deleted: that link is left out.`,
        )
      }
      const orphanLink =
        type === 'MenuItem' &&
        String(mapped.url).startsWith('entity:node/') &&
        resolved.fields.url === null &&
        !parentIds.has(String(mapped.drupalId))
      return orphanLink ? null : resolved.fields
    })
  }
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  addResolvers(args)
  createStoreResolvers(args)
  cacheImageData(args)
}

export const createPages: GatsbyNode['createPages'] = (args) => addPages(args)

/**
 * - Fonts are emitted as files, never inlined into the CSS as data: URLs (Gatsby inlines
 *   files under 10 kB): inlined fonts would ride along in every page's HTML, uncacheable,
 *   instead of being fetched once, preloaded and cached for a year (see src/styles/fonts.ts).
 * - The browser build's scripts ask V8 to compile them eagerly, off the main thread
 *   (gatsby/compile-hints.ts).
 * - The centre zone's offsets between its DST changes from about a year before the build to
 *   half a year after (`__ZONE_OFFSET_HINT__`, found with luxon, see src/lib/zonedTime.ts), so
 *   pages tell the centre's time without starting the browser's Intl while they load.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  plugins,
  stage,
}) => {
  const config = getConfig()
  const stretches = offsetStretches(ZONE, Date.now())
  config.plugins.push(plugins.define({ __ZONE_OFFSET_HINT__: JSON.stringify(stretches) }))
  if (stage === 'build-javascript') config.plugins.push(new CompileHintsPlugin())
  // Linaria (wyw-in-js): the styled templates in src/ become CSS at build time, the runtime
  // keeps only a class name and, for a prop-dependent value, a CSS variable.
  config.module.rules.push({
    test: /\.tsx?$/,
    include: path.join(__dirname, 'src'),
    enforce: 'pre',
    use: [
      {
        loader: '@wyw-in-js/webpack-loader',
        options: {
          sourceMap: stage === 'develop',
          prefixer: false,
          displayName: stage === 'develop',
          babelOptions: {
            babelrc: false,
            configFile: false,
            presets: [
              ['@babel/preset-typescript', { allowDeclareFields: true }],
              ['@babel/preset-react', { runtime: 'classic' }],
            ],
          },
        },
      },
    ],
  })
  // Linaria's CSS modules are independent class rules (an extended component's selector has
  // both classes), so the order mini-css-extract-plugin merges them in does not matter.
  for (const plugin of config.plugins) {
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
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
  // Each part's time, reported in one line: what an edit's rebuild spends after the pages.
  const took: string[] = []
  const timed = async <T>(part: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    try {
      return await work()
    } finally {
      took.push(`${part} ${((performance.now() - started) / 1000).toFixed(2)} s`)
    }
  }
  // The steps below do only what changed since they last ran (gatsby/file-stamps.ts, the
  // search index's record); a change to this build code means a full pass.
  const codeKey = buildCodeKey(__dirname)
  await timed('Drupal files', async () => {
    let copied = 0
    for (const file of getNodesByType('file__file')) {
      const mime = String(file.filemime ?? '')
      if (mime.startsWith('image/')) continue
      const target = drupalFilePath((file.uri as { url?: string } | undefined)?.url)
      const local = file.localFile___NODE ? getNode(String(file.localFile___NODE)) : undefined
      if (!target || !local?.absolutePath || target.includes('..')) continue
      const dest = path.join('public', target)
      // Copied again only when the downloaded file is newer or differs in size.
      const [from, to] = await Promise.all([
        fs.stat(String(local.absolutePath)),
        fs.stat(dest).catch(() => null),
      ])
      if (to && to.size === from.size && to.mtimeMs >= from.mtimeMs) continue
      await fs.mkdir(path.dirname(dest), { recursive: true })
      await fs.copyFile(String(local.absolutePath), dest)
      copied += 1
    }
    if (copied) reporter.info(`Published ${copied} Drupal file(s) under /sites/default/files/`)
  })
  await timed('search index', () =>
    onPostBuildSearchIndex({
      graphql,
      reporter,
      getNodes: () =>
        nodesOfTypes(getNodesByType as unknown as (type: string) => IndexedNode[], indexReadsType),
      recordFile: path.join('.cache', 'post-build', 'search-index.json'),
      codeKey,
    }),
  )
  await timed('calendars', () => writeEventCalendars({ getNodesByType, reporter, codeKey }))
  await timed('preloads', async () => {
    const { written, read } = await injectPagePreloads('public', {
      manifestPath: MANIFEST_PATH,
      recordFile: path.join('.cache', 'post-build', 'preloads.json'),
      codeKey,
    })
    reporter.info(`Page preloads: ${read} page(s) read, ${written} written`)
  })
  // Last: the policies hash the inline scripts of the final HTML.
  await timed('security headers', async () => {
    const env = loadEnv()
    const { pages, longestLine, read } = await writeSecurityHeaders(
      'public',
      {
        siteUrl: env.siteUrl,
        formEndpoint: env.formEndpoint,
        tagManager: !!env.gtmId,
        mapEmbedHosts: env.mapEmbedHosts,
      },
      { recordFile: path.join('.cache', 'post-build', 'csp.json'), codeKey },
    )
    reporter.info(
      `Security headers: _headers and _nginx/ with a Content-Security-Policy for ${pages} pages (${read} read)`,
    )
    if (longestLine > MAX_HEADERS_LINE) {
      reporter.warn(
        `_headers has a line of ${longestLine} characters; Cloudflare Pages reads at most ${MAX_HEADERS_LINE}`,
      )
    }
  })
  await timed('redirects', () => writeRedirects({ getNodesByType, reporter }))
  const leaks = await timed('secrets scan', () =>
    findSecretsInBuild('public', process.env, '.cache/secrets-scan.json'),
  )
  if (leaks.length > 0) {
    reporter.panic(
      `Secrets in the built site (only GATSBY_ variables may reach the browser):\n${leaks.map((l) => `  - ${l}`).join('\n')}`,
    )
  }
  // Last: the copies are of the files as every step above left them.
  await timed('compression', async () => {
    const { compressed, unchanged, removed } = await compressBuild('public', {
      recordFile: path.join('.cache', 'post-build', 'compressed.json'),
      codeKey,
    })
    reporter.info(
      `Compression: ${compressed} file(s) given .br and .gz copies, ${unchanged} unchanged, ${removed} stale cop(ies) removed`,
    )
  })
  reporter.info(`Post-build: ${took.join(', ')}`)
}

/**
 * Drupal's redirects as `public/_redirects` and `public/_nginx/redirects.server.conf`
 * (gatsby/redirects.ts): real HTTP redirects wherever the site is served, never a client-side
 * one. Run after the pages are written, so a redirect over a page is refused.
 */
async function writeRedirects({
  getNodesByType,
  reporter,
}: Pick<Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0], 'getNodesByType' | 'reporter'>) {
  const pages = new Set(getNodesByType('SitePage').map((page) => canonicalPath(String(page.path))))
  const { rules, warnings } = redirectRules(
    getNodesByType('redirect__redirect') as unknown as DrupalRedirect[],
    {
      pathOfNid: (
        (paths) => (nid: number) =>
          paths.get(nid)
      )(nodePaths(nodesOfTypes(getNodesByType, (type) => ROUTED_DRUPAL_TYPES.has(type)))),
      isPage: (page) => pages.has(page),
      isFile: (file) => {
        const local = path.join('public', decodeURI(file))
        return local.startsWith(`public${path.sep}`) && existsSync(local) && !file.endsWith('/')
      },
    },
  )
  for (const warning of warnings) reporter.warn(warning)
  await fs.writeFile(path.join('public', '_redirects'), redirectsFile(rules))
  await fs.mkdir(path.join('public', '_nginx'), { recursive: true })
  await fs.writeFile(
    path.join('public', '_nginx', 'redirects.server.conf'),
    nginxRedirectsConf(rules),
  )
  reporter.info(`Redirects: ${rules.length} in _redirects and _nginx/redirects.server.conf`)
}
