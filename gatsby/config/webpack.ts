/**
 * The site's changes to Gatsby's webpack configuration (onCreateWebpackConfig).
 */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

import { ZONE } from '../../src/lib/dates'
import { offsetStretches } from '../schema/date-formats'
import { CompileHintsPlugin } from './compile-hints'

type WebpackArgs = Parameters<NonNullable<GatsbyNode['onCreateWebpackConfig']>>[0]

/**
 * Linaria (wyw-in-js): the styled templates in src/ become CSS at build time, the runtime keeps
 * only a class name and, for a prop-dependent value, a CSS variable.
 */
function linariaRule(stage: string, siteRoot: string) {
  return {
    test: /\.tsx?$/,
    include: path.join(siteRoot, 'src'),
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
  }
}

type LoaderRule = { test?: unknown; use?: { loader?: string; options?: object }[] }

/** Gatsby's font rule with url-loader's inlining off: fonts are always emitted as files. */
function keepFontsAsFiles(rule: LoaderRule): LoaderRule {
  const isFontRule = rule.test instanceof RegExp && rule.test.test('font.woff2')
  if (!isFontRule || !Array.isArray(rule.use)) return rule
  return {
    ...rule,
    use: rule.use.map((use) =>
      use.loader?.includes('url-loader')
        ? { ...use, options: { ...use.options, limit: false } }
        : use,
    ),
  }
}

/**
 * - Fonts are emitted as files, never inlined into the CSS as data: URLs (Gatsby inlines
 *   files under 10 kB): inlined fonts would ride along in every page's HTML, uncacheable,
 *   instead of being fetched once, preloaded and cached for a year (see src/styles/fonts.ts).
 * - The browser build's scripts ask V8 to compile them eagerly, off the main thread
 *   (gatsby/config/compile-hints.ts).
 * - Linaria's loader for src/ (`siteRoot`'s).
 * - The centre zone's offsets between its DST changes from about a year before the build to
 *   half a year after (`__ZONE_OFFSET_HINT__`, found with luxon, see src/lib/zonedTime.ts), so
 *   pages tell the centre's time without starting the browser's Intl while they load.
 */
export function configureWebpack(
  { actions, getConfig, plugins, stage }: WebpackArgs,
  siteRoot: string,
): void {
  const config = getConfig()
  const stretches = offsetStretches(ZONE, Date.now())
  config.plugins.push(plugins.define({ __ZONE_OFFSET_HINT__: JSON.stringify(stretches) }))
  if (stage === 'build-javascript') config.plugins.push(new CompileHintsPlugin())
  config.module.rules.push(linariaRule(stage, siteRoot))
  // Linaria's CSS modules are independent class rules (an extended component's selector has
  // both classes), so the order mini-css-extract-plugin merges them in does not matter.
  for (const plugin of config.plugins) {
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true
  }
  config.module.rules = config.module.rules.map(keepFontsAsFiles)
  actions.replaceWebpackConfig(config)
}
