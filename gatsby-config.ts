import type { GatsbyConfig, PluginRef } from 'gatsby'
import { loadEnv } from './gatsby/source/env'
import { DISALLOWED_LINK_TYPES } from './gatsby/source/drupal-types.cjs'
import { DEFAULT_DESCRIPTION, SITE_NAME } from './gatsby/config/site-metadata'
import { robotsOptions, sitemapOptions } from './gatsby/config/seo-files'
import { SHARP_DEFAULTS } from './gatsby/schema/image-data-cache'

const env = loadEnv()

const plugins: PluginRef[] = [
  {
    // The same options for the demo CMS and a real Drupal: only the URL differs.
    resolve: 'gatsby-source-drupal',
    options: {
      baseUrl: env.drupalBaseUrl,
      apiBase: env.drupalApiBase,
      basicAuth: env.drupalBasicAuth,
      // Files are downloaded so images are processed locally (works offline, no Image CDN).
      skipFileDownloads: false,
      concurrentFileRequests: 8,
      requestTimeoutMS: 30000,
      // Only what the site reads (a real /jsonapi also lists users, config entities, webforms…).
      disallowedLinkTypes: DISALLOWED_LINK_TYPES,
      filters: {
        'menu_link_content--menu_link_content': 'filter[enabled]=1',
      },
      // Only the changes since the last build (the publisher's builds from a real Drupal).
      fastBuilds: env.drupalFastBuilds,
      // entityReferenceRevisions stays unset: paragraphs link by uuid (see docs/content-model.md).
    },
  },
  {
    resolve: 'gatsby-source-filesystem',
    options: { name: 'assets', path: `${__dirname}/src/assets` },
  },
  'gatsby-plugin-image',
  {
    resolve: 'gatsby-plugin-sharp',
    options: {
      // Also the key of the image results kept between builds (gatsby/schema/image-data-cache.ts).
      defaults: SHARP_DEFAULTS,
    },
  },
  'gatsby-transformer-sharp',
  {
    // public/sitemap-index.xml and sitemap-0.xml: the pages and their order in gatsby/config/seo-files.ts.
    resolve: 'gatsby-plugin-sitemap',
    options: sitemapOptions,
  },
  // public/robots.txt, which names the sitemap (gatsby/config/seo-files.ts).
  { resolve: 'gatsby-plugin-robots-txt', options: robotsOptions(env.siteUrl) },
]

if (env.gtmId) {
  plugins.push({
    resolve: 'gatsby-plugin-google-tagmanager',
    options: {
      id: env.gtmId,
      includeInDevelopment: false,
      defaultDataLayer: { platform: 'gatsby' },
      routeChangeEventName: 'gatsby-route-change',
      enableWebVitalsTracking: false,
    },
  })
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    siteUrl: env.siteUrl,
    description: DEFAULT_DESCRIPTION,
  },
  trailingSlash: 'always',
  graphqlTypegen: env.graphqlTypegen
    ? { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true }
    : false,
  plugins,
}

export default config
