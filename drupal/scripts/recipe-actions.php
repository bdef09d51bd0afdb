<?php

/**
 * @file
 * Applies a recipe's config actions to the site, as applying the recipe does.
 *
 * Run by `npm run drupal:deploy` (drupal/tools/deploy.mjs) after `drush deploy` as
 *   drush php:script recipe-actions.php -- RECIPE_DIR
 * and, before it, with `settings` after RECIPE_DIR: only the simple settings
 * (simpleConfigUpdate) of configuration the site has, so that a setting governing the import
 * (JSON:API Extras' integrity check) is in place before it.
 * The outlet_centre recipe's actions are all safe to apply again (simple settings, granted
 * permissions, content types added to the editorial workflow), so a new permission or a new
 * moderated content type reaches a deployed site the same way a new field does.
 */

use Drupal\Core\Serialization\Yaml;

[$recipeDir, $only] = array_slice($extra ?? [], 0, 2) + [NULL, NULL];
if (!$recipeDir || !is_file("$recipeDir/recipe.yml")) {
  throw new \RuntimeException('Usage: drush php:script recipe-actions.php -- RECIPE_DIR');
}
$definition = Yaml::decode(file_get_contents("$recipeDir/recipe.yml"));
$manager = \Drupal::service('plugin.manager.config_action');
$applied = 0;
foreach ($definition['config']['actions'] ?? [] as $configName => $actions) {
  foreach ($actions as $actionId => $data) {
    if ($only === 'settings' && ($actionId !== 'simpleConfigUpdate' || \Drupal::config($configName)->isNew())) {
      continue;
    }
    $manager->applyAction($actionId, $configName, $data);
    $applied++;
  }
}
echo json_encode(['actions' => $applied]) . "\n";
