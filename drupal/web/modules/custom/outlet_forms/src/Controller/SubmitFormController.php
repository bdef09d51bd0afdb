<?php

declare(strict_types=1);

namespace Drupal\outlet_forms\Controller;

use Drupal\Core\DependencyInjection\ContainerInjectionInterface;
use Drupal\outlet_forms\FormSubmitter;
use Symfony\Component\DependencyInjection\ContainerInterface;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * POST /restful_forms/submitForm: a form sent by the website.
 *
 * Answers 201 when the submission is stored (200 when it was already), else a 4xx with a
 * JSON reason ({ error, message, fields? }) and nothing stored. The CORS preflight is
 * answered by PreflightSubscriber.
 */
final class SubmitFormController implements ContainerInjectionInterface {

  public function __construct(private readonly FormSubmitter $submitter) {}

  public static function create(ContainerInterface $container): self {
    return new self($container->get('outlet_forms.submitter'));
  }

  public function submit(Request $request): Response {
    $origin = (string) $request->headers->get('Origin', '');
    if ($origin !== '' && !$this->submitter->isAllowedOrigin($origin)) {
      return $this->answer(403, ['error' => 'origin_not_allowed', 'message' => "Origin $origin may not submit forms."], '');
    }
    // PHP drops a body over post_max_size before Drupal sees it.
    $postMax = $this->bytes((string) ini_get('post_max_size'));
    if ($postMax > 0 && (int) $request->server->get('CONTENT_LENGTH', 0) > $postMax) {
      return $this->answer(413, ['error' => 'file_too_large', 'message' => 'The file must be 10 MB or smaller.'], $origin);
    }
    if (!str_starts_with((string) $request->headers->get('Content-Type', ''), 'multipart/form-data')) {
      return $this->answer(415, ['error' => 'not_multipart', 'message' => 'Send the form as multipart/form-data.'], $origin);
    }
    $fields = array_map(fn($v) => is_string($v) ? $v : '', $request->request->all());
    // PHP turns spaces in field names into underscores ("Full Name" arrives as Full_Name).
    foreach ($fields as $name => $value) {
      $spaced = str_replace('_', ' ', (string) $name);
      if ($spaced !== $name && in_array($spaced, FormSubmitter::SPACED_FIELDS, TRUE)) {
        $fields[$spaced] = $value;
      }
    }
    [$status, $body, $headers] = $this->submitter->submit($fields, $request->files->all(), (string) $request->getClientIp()) + [2 => []];
    return $this->answer($status, $body, $origin, $headers);
  }

  private function answer(int $status, array $body, string $origin, array $headers = []): JsonResponse {
    $response = new JsonResponse($body, $status, $headers);
    $response->headers->set('Cache-Control', 'no-store');
    return $origin !== '' ? $this->cors($response, $origin) : $response;
  }

  private function cors(Response $response, string $origin): Response {
    $response->headers->set('Access-Control-Allow-Origin', $origin);
    $response->headers->set('Vary', 'Origin');
    return $response;
  }

  private function bytes(string $size): int {
    $number = (int) $size;
    return match (strtoupper(substr(trim($size), -1))) {
      'G' => $number * 1024 ** 3,
      'M' => $number * 1024 ** 2,
      'K' => $number * 1024,
      default => $number,
    };
  }

}
