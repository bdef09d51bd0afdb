<?php

declare(strict_types=1);

namespace Drupal\outlet_editorial\Controller;

use Symfony\Component\HttpFoundation\Response;

/**
 * GET /outlet/preview/access: 204 when the account may see the site preview.
 *
 * The route's permission does the check ('view site preview'); anyone else gets 401 (no or
 * wrong credentials) or 403. Drupal's flood control limits failed logins as for any login.
 */
final class PreviewAccessController {

  public function access(): Response {
    return new Response('', 204, ['Cache-Control' => 'no-store']);
  }

}
