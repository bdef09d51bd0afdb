/**
 * Gatsby's build APIs, wired to the build's stages in gatsby/: the source (source/), the domain
 * schema and its resolvers (schema/), the pages (pages/), webpack (config/) and the steps after
 * the pages are written (post-build/). What each Drupal bundle means lives in gatsby/content/.
 */
import type { GatsbyNode } from 'gatsby'

import { configureWebpack } from './gatsby/config/webpack'
import { createPages as addPages } from './gatsby/pages/create-pages'
import { runPostBuildSteps } from './gatsby/post-build/run-steps'
import { canberraDateExtension, dateFormatEnum } from './gatsby/schema/date-fields'
import { cacheImageData } from './gatsby/schema/image-data-cache'
import { createResolvers as addResolvers } from './gatsby/schema/resolvers'
import { createCentreMapResolvers } from './gatsby/centre-map/resolvers'
import { typeDefs } from './gatsby/schema/schema'
import { createStoreResolvers } from './gatsby/content/store-links'
import { createDomainNodeOf, sourceDomainNodes } from './gatsby/source/domain-nodes'
import { unexpectedTypes } from './gatsby/source/drupal-types.cjs'
import { loadEnv } from './gatsby/source/env'
import { MAPPED_DRUPAL_TYPES } from './gatsby/source/mapping'
import { checkSourceReachable } from './gatsby/source/source-check'

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
          'Add them to UNUSED_TYPES in gatsby/source/drupal-types.cjs.',
      )
    }
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/**
 * The domain types (gatsby/schema/schema.ts), and gatsby-source-drupal's own node types declared
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

/** Each Drupal entity the site uses gets a domain node (gatsby/source/domain-nodes.ts). */
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => createDomainNodeOf(args)

/** Domain nodes that link to other nodes, and each store's links, once every node is in. */
export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceDomainNodes(args)

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  addResolvers(args)
  createStoreResolvers(args)
  createCentreMapResolvers(args)
  cacheImageData(args)
}

export const createPages: GatsbyNode['createPages'] = (args) => addPages(args)

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) =>
  configureWebpack(args, __dirname)

/** Files, search index, calendars, preloads, headers, redirects, secrets scan, compression. */
export const onPostBuild: GatsbyNode['onPostBuild'] = (args) => runPostBuildSteps(args, __dirname)
