<?php

declare(strict_types=1);

namespace Drupal\outlet_editorial\Controller;

use Drupal\Core\DependencyInjection\ContainerInjectionInterface;
use Drupal\outlet_editorial\PublishStatus;
use Symfony\Component\DependencyInjection\ContainerInterface;
use Symfony\Component\HttpFoundation\JsonResponse;

/**
 * GET /outlet/publish-status: the toolbar's line, refreshed while the editor works.
 */
final class PublishStatusController implements ContainerInjectionInterface {

  public function __construct(private readonly PublishStatus $publishStatus) {}

  public static function create(ContainerInterface $container): self {
    return new self($container->get(PublishStatus::class));
  }

  public function status(): JsonResponse {
    return new JsonResponse($this->publishStatus->current(), 200, ['Cache-Control' => 'no-store']);
  }

}
