<?php

declare(strict_types=1);

namespace Drupal\outlet_editorial\Hook;

use Drupal\Core\Access\AccessResult;
use Drupal\Core\Access\AccessResultInterface;
use Drupal\Core\Entity\EntityTypeManagerInterface;
use Drupal\Core\Form\FormStateInterface;
use Drupal\Core\StringTranslation\StringTranslationTrait;
use Drupal\Core\Hook\Attribute\Hook;
use Drupal\Core\Session\AccountInterface;
use Drupal\node\NodeInterface;
use Drupal\path_alias\AliasRepositoryInterface;
use Drupal\path_alias\PathAliasInterface;
use Drupal\pathauto\PathautoState;
use Drupal\redirect\Entity\Redirect;
use Drupal\redirect\Form\RedirectForm;

/**
 * URLs that follow a rename.
 *
 * - Read access to redirects for the site's build ('view redirects'), without redirect's
 *   'administer redirects', which would also let the account change them.
 * - When a node's URL alias changes (a renamed store), the nodes whose pathauto pattern
 *   includes that node's path (its gifts: `[node:field_store:entity:url:path]/gift/…`) are
 *   saved again, so pathauto moves them below the new path and redirect leaves a 301 from
 *   each old one. Pathauto regenerates only the saved node's own alias.
 * - The redirect form refuses a source that is a page's address: the website would keep the
 *   page and leave the redirect out (with a build warning the editor never sees).
 */
final class RedirectHooks {

  use StringTranslationTrait;

  public function __construct(
    private readonly EntityTypeManagerInterface $entityTypeManager,
    private readonly AliasRepositoryInterface $aliasRepository,
  ) {}

  /**
   * The redirect form checks its source against the site's pages.
   */
  #[Hook('form_alter')]
  public function redirectForm(array &$form, FormStateInterface $form_state, string $form_id): void {
    if ($form_state->getFormObject() instanceof RedirectForm) {
      $form['#validate'][] = [$this, 'validateSource'];
    }
  }

  /**
   * A redirect from a page's address would hide the page: refused, naming the page.
   */
  public function validateSource(array &$form, FormStateInterface $form_state): void {
    $path = trim((string) $form_state->getValue(['redirect_source', 0, 'path']), " /");
    if ($path === '' || str_contains($path, '?')) {
      return;
    }
    $alias = $this->aliasRepository->lookupByAlias('/' . $path, $form_state->getValue(['language', 0, 'value']) ?? 'und')
      ?? $this->aliasRepository->lookupByAlias('/' . $path, 'en');
    if (!$alias || !preg_match('#^/node/(\d+)$#', $alias['path'], $match)) {
      return;
    }
    $node = $this->entityTypeManager->getStorage('node')->load($match[1]);
    $form_state->setErrorByName('redirect_source', $this->t('/%path is the address of the page %title: a redirect from it would hide that page, so the website would leave it out. Choose another address, or first change the page\'s URL alias.', [
      '%path' => $path,
      '%title' => $node ? $node->label() : $alias['path'],
    ]));
  }

  /**
   * The build account reads redirects.
   */
  #[Hook('redirect_access')]
  public function redirectAccess(Redirect $redirect, string $operation, AccountInterface $account): AccessResultInterface {
    return $operation === 'view'
      ? AccessResult::allowedIfHasPermission($account, 'view redirects')
      : AccessResult::neutral();
  }

  /**
   * A node's alias changed: its dependants' aliases follow.
   */
  #[Hook('path_alias_update')]
  public function aliasUpdate(PathAliasInterface $alias): void {
    $original = $alias->original ?? NULL;
    if (!$original instanceof PathAliasInterface || $original->getAlias() === $alias->getAlias()) {
      return;
    }
    if (!preg_match('#^/node/(\d+)$#', $alias->getPath(), $match)) {
      return;
    }
    $storage = $this->entityTypeManager->getStorage('node');
    foreach ($this->dependantIds((int) $match[1]) as $id) {
      $node = $storage->load($id);
      if (!$node instanceof NodeInterface || !$node->hasField('path')) {
        continue;
      }
      // Only aliases pathauto makes; an alias typed by hand stays as the editor set it.
      if ((int) $node->get('path')->pathauto !== PathautoState::CREATE) {
        continue;
      }
      // The published (default) revision, saved as it is: no new revision, no change of
      // state, no new "changed" time. Pathauto then regenerates its alias, and the gatsby
      // module logs it for the next build.
      $node->setSyncing(TRUE);
      $node->save();
    }
  }

  /**
   * Ids of nodes whose pathauto pattern reads node $nid's path through a reference field.
   *
   * @return int[]
   *   Node ids.
   */
  private function dependantIds(int $nid): array {
    $ids = [];
    $patterns = $this->entityTypeManager->getStorage('pathauto_pattern')->loadByProperties(['type' => 'canonical_entities:node']);
    foreach ($patterns as $pattern) {
      preg_match_all('/\[node:([a-z0-9_]+):entity:url:path\]/', $pattern->getPattern(), $matches);
      $bundles = [];
      foreach ($pattern->get('selection_criteria') ?? [] as $criterion) {
        if (($criterion['id'] ?? '') === 'entity_bundle:node' && empty($criterion['negate'])) {
          $bundles = array_merge($bundles, array_keys($criterion['bundles'] ?? []));
        }
      }
      foreach (array_unique($matches[1]) as $field) {
        $query = $this->entityTypeManager->getStorage('node')->getQuery()
          ->accessCheck(FALSE)
          ->condition($field, $nid);
        if ($bundles) {
          $query->condition('type', $bundles, 'IN');
        }
        $ids = array_merge($ids, array_values($query->execute()));
      }
    }
    return array_map('intval', array_unique($ids));
  }

}
