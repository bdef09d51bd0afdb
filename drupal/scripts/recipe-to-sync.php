<?php

/**
 * @file
 * Lays a recipe's configuration over the site's exported configuration, for `drush deploy`.
 *
 * Run by `npm run drupal:deploy` (drupal/tools/deploy.mjs) after `drush config:export` as
 *   drush php:script recipe-to-sync.php -- RECIPE_DIR
 * and before `drush deploy`, whose config:import then brings the site to the recipe:
 * - every file in RECIPE_DIR/config is laid over the site's copy (the site's uuid and what
 *   only the site has are kept, so an existing field, display or type is updated, not made
 *   again), or added when the site lacks it (a new field, a new paragraph type);
 * - a module the recipe installs that the site lacks is added to core.extension, so the
 *   import installs it.
 * Configuration the recipe does not ship (made by modules when installed, or by a site
 * builder) stays as the site has it. The recipe's config actions (permissions, the editorial
 * workflow's content types, simple settings) are applied after the import, by
 * recipe-actions.php, as a recipe applies them.
 */

use Drupal\Core\Config\FileStorage;
use Drupal\Core\Serialization\Yaml;
use Drupal\Core\Site\Settings;

[$recipeDir] = array_slice($extra ?? [], 0, 1) + [NULL];
if (!$recipeDir || !is_file("$recipeDir/recipe.yml") || !is_dir("$recipeDir/config")) {
  throw new \RuntimeException('Usage: drush php:script recipe-to-sync.php -- RECIPE_DIR (a folder with recipe.yml and config/)');
}

$syncDir = Settings::get('config_sync_directory');
$sync = new FileStorage($syncDir);
if (!$sync->exists('core.extension')) {
  throw new \RuntimeException("$syncDir holds no exported configuration: run drush config:export first.");
}
$recipe = new FileStorage("$recipeDir/config");
$active = \Drupal::service('config.storage');

// The recipe's values laid over the site's: a key the recipe sets wins (a list as a whole), a
// key only the site has stays (dependencies Drupal works out, the URL redirects widget the
// redirect module adds to every node form), an empty value in the recipe leaves the site's.
// Removing something (a display component, a field) is not a change this can express: that
// takes a deploy hook (docs/drupal-deploy.md).
$merge = function (array $site, array $recipe) use (&$merge): array {
  foreach ($recipe as $key => $value) {
    $mine = $site[$key] ?? NULL;
    if (is_array($value) && is_array($mine)) {
      if ($value === []) {
        continue;
      }
      $site[$key] = array_is_list($value) ? $value : $merge($mine, $value);
    }
    else {
      $site[$key] = $value;
    }
  }
  return $site;
};

$added = $changed = 0;
foreach ($recipe->listAll() as $name) {
  $data = $recipe->read($name);
  $current = $active->read($name);
  if ($current) {
    $data = $merge($current, $data);
    // `==` on arrays: the same keys and values, in any order.
    if ($data == $current) {
      continue;
    }
    $changed++;
  }
  else {
    $added++;
  }
  $sync->write($name, $data);
}

$modules = [];
$extension = $sync->read('core.extension');
$definition = Yaml::decode(file_get_contents("$recipeDir/recipe.yml"));
$available = \Drupal::service('extension.list.module')->getList();
foreach ($definition['install'] ?? [] as $name) {
  if (isset($available[$name]) && !isset($extension['module'][$name])) {
    $extension['module'][$name] = 0;
    $modules[] = $name;
  }
}
if ($modules) {
  $extension['module'] = module_config_sort($extension['module']);
  $sync->write('core.extension', $extension);
}

echo json_encode([
  'added' => $added,
  'changed' => $changed,
  'modules' => $modules,
]) . "\n";
