<?php

/**
 * @file
 * Loads content recorded from JSON:API (cms/snapshot/) into this Drupal site.
 *
 * Run by `npm run drupal:install` as
 *   drush php:script import-content.php -- BUNDLE.json FILES_DIR
 * where BUNDLE.json is the snapshot's resources, in dependency order, with dates already
 * moved to today (drupal/tools/install.mjs). Entities keep their uuid, node ids and term
 * ids (links such as entity:node/12 and category ids in URLs stay true) and URL aliases.
 * Image and file fields take alt, title, width and height from the relationship meta.
 * Datetime values without a zone are Australia/Canberra local time.
 */

use Drupal\Core\Entity\ContentEntityInterface;
use Drupal\Core\Entity\FieldableEntityInterface;
use Drupal\pathauto\PathautoState;

[$bundlePath, $filesDir] = array_slice($extra ?? [], 0, 2) + [NULL, NULL];
if (!$bundlePath || !is_readable($bundlePath) || !$filesDir || !is_dir($filesDir)) {
  throw new \RuntimeException('Usage: drush php:script import-content.php -- BUNDLE.json FILES_DIR');
}
$bundle = json_decode(file_get_contents($bundlePath), TRUE, 512, JSON_THROW_ON_ERROR);

$etm = \Drupal::entityTypeManager();
$fs = \Drupal::service('file_system');
$zone = new \DateTimeZone('Australia/Sydney');
$utc = new \DateTimeZone('UTC');

/** uuid => entity, for references. */
$byUuid = [];
$counts = [];

/**
 * Attributes that are read-only, computed or set otherwise. (JSON:API's drupal_internal__
 * ids are no field of the entity: hasField() leaves them out.)
 */
$skip = [
  'revision_timestamp', 'revision_log', 'revision_created', 'revision_log_message',
  'revision_translation_affected', 'default_langcode', 'langcode', 'parent_id', 'parent_type',
  'parent_field_name', 'behavior_settings', 'external', 'rediscover', 'uri', 'filesize',
  'filemime', 'path', 'hash',
];

$pathauto = \Drupal::service('pathauto.generator');
$aliases = ['pathauto' => 0, 'recorded' => 0];

$storageValue = function (string $value, string $datetimeType) use ($zone, $utc): string {
  if ($datetimeType === 'date') {
    return substr($value, 0, 10);
  }
  $hasZone = (bool) preg_match('/(Z|[+-]\d\d:?\d\d)$/', $value);
  $date = new \DateTime($value, $hasZone ? NULL : $zone);
  return $date->setTimezone($utc)->format('Y-m-d\TH:i:s');
};

$setField = function (FieldableEntityInterface $entity, string $name, $value) use ($storageValue) {
  $definition = $entity->getFieldDefinition($name);
  if ($value === NULL) {
    $entity->set($name, NULL);
    return;
  }
  switch ($definition->getType()) {
    case 'text':
    case 'text_long':
    case 'text_with_summary':
      // A field limited to some formats (plain text for a slide's screen-reader text)
      // takes its first; any other takes the recorded format, else basic_html.
      $allowed = array_values($definition->getSetting('allowed_formats') ?? []);
      $items = isset($value['value']) || $value === [] ? [$value] : (array) $value;
      $entity->set($name, array_map(function ($v) use ($allowed) {
        $item = is_array($v) ? array_intersect_key($v, ['value' => 1, 'format' => 1, 'summary' => 1]) : ['value' => $v];
        $format = $item['format'] ?? 'basic_html';
        $item['format'] = $allowed && !in_array($format, $allowed, TRUE) ? $allowed[0] : $format;
        return $item;
      }, $items));
      return;

    case 'link':
      $items = isset($value['uri']) ? [$value] : $value;
      $entity->set($name, array_map(fn($v) => ['uri' => $v['uri'], 'title' => $v['title'] ?? '', 'options' => $v['options'] ?: []], $items));
      return;

    case 'datetime':
      $datetimeType = $definition->getFieldStorageDefinition()->getSetting('datetime_type');
      $entity->set($name, array_map(fn($v) => $storageValue($v, $datetimeType), (array) $value));
      return;

    default:
      $entity->set($name, $value);
  }
};

$setRelationships = function (FieldableEntityInterface $entity, array $relationships) use (&$byUuid) {
  foreach ($relationships as $name => $relationship) {
    if (!$entity->hasField($name) || !str_starts_with($name, 'field_') || !array_key_exists('data', $relationship)) {
      continue;
    }
    $data = $relationship['data'];
    $items = $data === NULL ? [] : (isset($data['id']) ? [$data] : $data);
    $values = [];
    foreach ($items as $item) {
      $target = $byUuid[$item['id']] ?? NULL;
      if (!$target) {
        throw new \RuntimeException(sprintf('%s %s: %s refers to %s %s, which is not in the content.', $entity->getEntityTypeId(), $entity->uuid(), $name, $item['type'], $item['id']));
      }
      $value = ['target_id' => $target->id()];
      if ($target->getEntityType()->isRevisionable() && $target->getEntityTypeId() === 'paragraph') {
        $value['target_revision_id'] = $target->getRevisionId();
      }
      foreach (['alt', 'title', 'width', 'height', 'description', 'display'] as $key) {
        if (isset($item['meta'][$key])) {
          $value[$key] = $item['meta'][$key];
        }
      }
      $values[] = $value;
    }
    $entity->set($name, $values);
  }
};

foreach ($bundle['resources'] as $resource) {
  [$entityTypeId, $bundleId] = explode('--', $resource['type']);
  $storage = $etm->getStorage($entityTypeId);
  $definition = $etm->getDefinition($entityTypeId);
  $keys = $definition->getKeys();
  foreach ($resource['data'] as $doc) {
    $a = $doc['attributes'];
    $values = ['uuid' => $doc['id']];
    if (!empty($keys['bundle'])) {
      $values[$keys['bundle']] = $bundleId;
    }
    // Ids are kept: content links and URLs depend on node and term ids, and a recording of
    // this site then gives back the snapshot it was installed from (paragraph, block, menu
    // link and redirect ids included). JSON:API names an id drupal_internal__ and its key
    // (nid, tid, fid, id, rid).
    if (isset($a['drupal_internal__' . $keys['id']])) {
      $values[$keys['id']] = $a['drupal_internal__' . $keys['id']];
    }
    if ($entityTypeId === 'file') {
      $uri = $a['uri']['value'];
      $source = $filesDir . '/' . preg_replace('#^[a-z]+://#', '', $uri);
      if (!is_file($source)) {
        throw new \RuntimeException("File $uri is missing from $filesDir.");
      }
      $directory = dirname($uri);
      $fs->prepareDirectory($directory, \Drupal\Core\File\FileSystemInterface::CREATE_DIRECTORY);
      $fs->copy($source, $uri, \Drupal\Core\File\FileExists::Replace);
      $values += ['uri' => $uri, 'filename' => $a['filename'], 'filemime' => $a['filemime'], 'status' => 1, 'uid' => 1];
    }
    $entity = $storage->create($values);
    foreach ($a as $name => $value) {
      if (in_array($name, $skip, TRUE) || !$entity->hasField($name) || isset($values[$name])) {
        continue;
      }
      if (in_array($name, ['created', 'changed'], TRUE)) {
        $entity->set($name, strtotime($value));
        continue;
      }
      $setField($entity, $name, $value);
    }
    if ($entity->hasField('path') && !empty($a['path']['alias'])) {
      // The recorded alias is kept as it is (set by hand: renaming keeps it); where it is what
      // the pathauto pattern makes, pathauto is switched on once saved, as for content an
      // editor creates, so a rename moves the URL (and leaves a redirect).
      $entity->set('path', ['alias' => $a['path']['alias'], 'pathauto' => 0]);
    }
    if ($entity->hasField('moderation_state') && isset($a['status'])) {
      // Under the Editorial workflow the state decides publication.
      $entity->set('moderation_state', $a['status'] ? 'published' : 'draft');
    }
    if ($entity->hasField('uid') && $entityTypeId !== 'file') {
      $entity->set('uid', 1);
    }
    $setRelationships($entity, $doc['relationships'] ?? []);
    if ($entityTypeId === 'taxonomy_term') {
      // Parents are set once every term of the vocabulary exists.
      $entity->set('parent', [0]);
    }
    $entity->save();
    if ($entity->hasField('path') && !empty($a['path']['alias'])) {
      if ($pathauto->createEntityAlias($entity, 'return') === $a['path']['alias']) {
        $entity->get('path')->first()->get('pathauto')->setValue(PathautoState::CREATE);
        $entity->get('path')->first()->get('pathauto')->persist();
        $aliases['pathauto']++;
      }
      else {
        $aliases['recorded']++;
      }
    }
    $byUuid[$doc['id']] = $entity;
    $counts[$resource['type']] = ($counts[$resource['type']] ?? 0) + 1;
  }
  if ($entityTypeId === 'taxonomy_term') {
    foreach ($resource['data'] as $doc) {
      $parents = [];
      foreach ($doc['relationships']['parent']['data'] ?? [] as $parent) {
        if ($parent['id'] !== 'virtual' && isset($byUuid[$parent['id']])) {
          $parents[] = $byUuid[$parent['id']]->id();
        }
      }
      if ($parents) {
        // Setting the parents is part of the import, not an edit: syncing keeps the term's
        // changed date as recorded.
        $term = $byUuid[$doc['id']];
        $term->setSyncing(TRUE);
        $term->set('parent', $parents)->save();
      }
    }
  }
}

foreach ($counts as $type => $count) {
  echo sprintf("%-40s %4d\n", $type, $count);
}
echo sprintf("URL aliases: %d made by pathauto patterns, %d set by hand\n", $aliases['pathauto'], $aliases['recorded']);
