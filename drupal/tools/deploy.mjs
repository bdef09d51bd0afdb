#!/usr/bin/env node
// `npm run drupal:deploy [-- --recipe DIR]`: brings an installed site with content to the
// content model in the repo, as Drupal's own practice does (docs/drupal-deploy.md):
// 1. the recipe's simple settings on configuration the site has (one of them, JSON:API Extras'
//    integrity check, governs the import);
// 2. `drush config:export`: the site's configuration into its sync directory, and the
//    recipe's configuration laid over it (drupal/scripts/recipe-to-sync.php): new fields,
//    paragraph types and displays added, changed ones updated, modules the recipe installs
//    added;
// 3. `drush deploy`: database updates (updatedb), the configuration import, a cache rebuild,
//    deploy hooks;
// 4. the recipe's config actions applied again (drupal/scripts/recipe-actions.php).
// Content is never touched: nodes, paragraphs, terms, menu links and submissions stay.
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
  drupalDir,
  drushJson,
  drushSync,
  isMain,
  phpScript,
  requireInstalledSite,
  runTool,
} from './lib.mjs'

const log = (message) => console.log(`[drupal:deploy] ${message}`)

/** Deploys the recipe in `recipeDir` to the local site; returns what changed. */
export function deploy(recipeDir = path.join(drupalDir, 'recipes', 'outlet_centre')) {
  const php = requireInstalledSite()
  const started = Date.now()
  drushSync(
    php,
    phpScript('recipe-actions.php', recipeDir, 'settings'),
    "Applying the recipe's settings",
  )
  log('exporting the site configuration (drush config:export)')
  drushSync(php, ['config:export', '-y'], 'Exporting the configuration')
  const overlay = drushJson(
    php,
    phpScript('recipe-to-sync.php', recipeDir),
    'Laying the recipe over the configuration',
  )
  log(
    `the recipe (${path.relative(process.cwd(), recipeDir) || recipeDir}): ${overlay.added} new and ${overlay.changed} changed configuration item(s)` +
      (overlay.modules.length ? `, modules to install: ${overlay.modules.join(', ')}` : ''),
  )
  log('drush deploy (updatedb, config:import, cache:rebuild, deploy:hook)')
  const output = drushSync(php, ['deploy', '-y'], 'drush deploy')
  if (output.trim()) console.log(output.trimEnd().replace(/^/gm, '  '))
  const { actions } = drushJson(
    php,
    phpScript('recipe-actions.php', recipeDir),
    "Applying the recipe's config actions",
  )
  log(
    `${actions} config action(s) applied; deployed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return { ...overlay, actions }
}

if (isMain(import.meta.filename)) {
  const { values } = parseArgs({ options: { recipe: { type: 'string' } } })
  await runTool('drupal:deploy', () =>
    deploy(values.recipe ? path.resolve(values.recipe) : undefined),
  )
}
