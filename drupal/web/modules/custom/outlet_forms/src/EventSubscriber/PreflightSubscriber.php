<?php

declare(strict_types=1);

namespace Drupal\outlet_forms\EventSubscriber;

use Drupal\outlet_forms\FormSubmitter;
use Symfony\Component\EventDispatcher\EventSubscriberInterface;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Event\RequestEvent;
use Symfony\Component\HttpKernel\KernelEvents;

/**
 * Answers the CORS preflight of the forms endpoint for the website's origins only.
 *
 * Core answers every OPTIONS request before routing (OptionsRequestSubscriber, priority
 * 1000) without CORS headers; this runs just before it, for the forms endpoint only.
 */
final class PreflightSubscriber implements EventSubscriberInterface {

  public function __construct(private readonly FormSubmitter $submitter) {}

  public function onRequest(RequestEvent $event): void {
    $request = $event->getRequest();
    if (!$request->isMethod('OPTIONS') || rtrim($request->getPathInfo(), '/') !== '/restful_forms/submitForm') {
      return;
    }
    $origin = (string) $request->headers->get('Origin', '');
    if ($origin === '' || !$this->submitter->isAllowedOrigin($origin)) {
      $event->setResponse(new JsonResponse([
        'error' => 'origin_not_allowed',
        'message' => sprintf('Origin %s may not submit forms.', $origin ?: '(none)'),
      ], 403));
      return;
    }
    $event->setResponse(new Response('', 204, [
      'Access-Control-Allow-Origin' => $origin,
      'Vary' => 'Origin',
      'Access-Control-Allow-Methods' => 'POST, OPTIONS',
      'Access-Control-Allow-Headers' => 'Content-Type',
      'Access-Control-Max-Age' => '600',
    ]));
  }

  public static function getSubscribedEvents(): array {
    return [KernelEvents::REQUEST => [['onRequest', 1001]]];
  }

}
