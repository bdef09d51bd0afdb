<?php

declare(strict_types=1);

namespace Drupal\outlet_editorial\Hook;

use Drupal\Core\Hook\Attribute\Hook;
use Drupal\Core\Session\AccountProxyInterface;
use Drupal\outlet_editorial\PublishStatus;

/**
 * The toolbar's "Website: …" item: whether the public site has the editors' changes.
 */
final class PublishStatusHooks {

  public function __construct(
    private readonly PublishStatus $publishStatus,
    private readonly AccountProxyInterface $currentUser,
  ) {}

  #[Hook('toolbar')]
  public function toolbar(): array {
    if (!$this->currentUser->hasPermission('view publish status')) {
      return [];
    }
    $status = $this->publishStatus->current();
    return [
      'outlet_publish_status' => [
        '#type' => 'toolbar_item',
        '#weight' => 200,
        'tab' => [
          '#type' => 'html_tag',
          '#tag' => 'span',
          '#value' => $status['text'],
          '#attributes' => [
            'class' => ['toolbar-item', 'outlet-publish-status'],
            'data-outlet-publish-status' => '',
            'data-state' => $status['state'],
            'role' => 'status',
            'aria-live' => 'polite',
          ],
        ],
        '#attached' => ['library' => ['outlet_editorial/publish_status']],
        // The status changes on its own: never cached.
        '#cache' => ['max-age' => 0],
      ],
    ];
  }

}
